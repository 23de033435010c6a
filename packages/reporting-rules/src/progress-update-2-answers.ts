import { kwhValue } from './measure-answers';
import {
  checkContext,
  checkMethod,
  checkReduction,
  contextAnswer,
  methodAnswer,
  type EstimationMethodChoice,
  type Fail,
  type YesNoAnswer,
} from './progress-update-answers';

/**
 * Progress update 2's answers about a carried-over measure (task-forms §3): for a plan measure progress
 * update 1 said was not implemented, whether it is now ('implemented'); for any other plan measure
 * ('plan') or one progress update 1 added ('added', with no action plan estimate), whether to report the
 * reduction of 6 December 2025 to 5 December 2026. Its form and the spreadsheet upload both apply these.
 */

export const PU2_PERIOD_2025 = 'between 6 December 2025 and 5 December 2026';

export const progressUpdate2Messages = {
  implemented: 'Select yes if this measure has been implemented no later than 5 December 2026',
  byDate: 'Select yes if this measure was implemented by the date in the action plan',
  report: `Select yes if you want to report energy consumption reduction ${PU2_PERIOD_2025}`,
  reduction: `Enter the reduction in energy consumption ${PU2_PERIOD_2025}`,
};

export type ProgressUpdate2Questions = 'implemented' | 'plan' | 'added';

export interface ProgressUpdate2Answers {
  implemented: YesNoAnswer;
  byDate: YesNoAnswer;
  report: YesNoAnswer;
  reduction: string;
  method: EstimationMethodChoice | null;
  description: string;
  context: string;
}

const reported = (values: ProgressUpdate2Answers, questions: ProgressUpdate2Questions) =>
  questions === 'implemented' ? values.implemented === 'YES' : values.report === 'YES';

/** The rules of one carried-over measure's answers, as its questions are. */
export function checkProgressUpdate2Answers(
  values: ProgressUpdate2Answers,
  questions: ProgressUpdate2Questions,
  fail: Fail,
): void {
  const m = progressUpdate2Messages;
  if (questions === 'implemented') {
    if (values.implemented === null) fail(['implemented'], m.implemented);
    if (values.implemented === 'YES' && values.byDate === null) fail(['byDate'], m.byDate);
  } else if (values.report === null) fail(['report'], m.report);
  if (reported(values, questions)) {
    checkReduction(fail, 'reduction', values.reduction, { required: m.reduction, minimum: 1 });
    // A measure progress update 1 added has no action plan estimate to use.
    const method = questions === 'added' && values.method === 'ACTION_PLAN_ESTIMATE' ? null : values.method;
    checkMethod(fail, method, values.description);
  }
  checkContext(fail, values.context);
}

/** Progress update 2's answers about a measure as the server keeps them (only those that apply). */
export interface ProgressUpdate2Part {
  measureIsImplemented?: boolean;
  measureImplementedByTheDateInActionPlan?: boolean;
  reportReduction2025To2026?: boolean;
  reductionEnergyConsumption2025To2026?: number | null;
  estimationMethodType?: EstimationMethodChoice;
  estimationMethodDescription?: string;
  providedContext?: string;
}

/** The answers that apply, as the server keeps them. */
export function toProgressUpdate2Part(
  values: ProgressUpdate2Answers,
  questions: ProgressUpdate2Questions,
): ProgressUpdate2Part {
  const isReported = reported(values, questions);
  const asked =
    questions === 'implemented'
      ? {
          measureIsImplemented: isReported,
          ...(isReported ? { measureImplementedByTheDateInActionPlan: values.byDate === 'YES' } : {}),
        }
      : { reportReduction2025To2026: isReported };
  return {
    ...asked,
    ...(isReported ? { reductionEnergyConsumption2025To2026: kwhValue(values.reduction) } : {}),
    ...methodAnswer(values, isReported),
    ...contextAnswer(values.context),
  };
}

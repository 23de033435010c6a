import { z } from 'zod';
import type { components } from '../../shared/api';
import type { SummaryListRow } from '../../shared/govuk/forms';
import {
  checkContext,
  contextAnswer,
  methodAnswer,
  partValues,
  methodRows,
  methodSchema,
  yesNoSchema,
} from '../../shared/reports/progress-update';
import {
  // The questions
  YesNoField,
  KwhField,
  MethodField,
  ADDED_MEASURE_METHODS,
  ESTIMATION_METHODS,
  ContextField,
  // Their rules and their words
  checkMethod,
  checkReduction,
  kwhValue,
  kwhText,
  yesNoOf,
  formatKwh,
  yesNo,
  type Fail,
} from '../../shared/reports';

export type MeasureUpdate = components['schemas']['ProgressUpdate2P3EnergyEfficiencyMeasure'];

/**
 * What progress update 2 asks of a carried-over measure: whether it is implemented now ('implemented'), or
 * whether to report a reduction, with every method for a plan measure ('plan') and no action plan estimate
 * for one progress update 1 added ('added').
 */
export type Questions = 'implemented' | 'plan' | 'added';

/**
 * Progress update 2's answers about a measure (task-forms §3): for a plan measure progress update 1 said was
 * not implemented, whether it is now and what it saved; for any other, the reduction the organisation
 * chooses to report for 6 December 2025 to 5 December 2026.
 */

export const PERIOD_2025 = 'between 6 December 2025 and 5 December 2026';

export const updateMessages = {
  implemented: 'Select yes if this measure has been implemented no later than 5 December 2026',
  byDate: 'Select yes if this measure was implemented by the date in the action plan',
  report: `Select yes if you want to report energy consumption reduction ${PERIOD_2025}`,
  reduction: `Enter the reduction in energy consumption ${PERIOD_2025}`,
};

const updateShape = z.object({
  implemented: yesNoSchema,
  byDate: yesNoSchema,
  report: yesNoSchema,
  reduction: z.string(),
  method: methodSchema,
  description: z.string(),
  context: z.string(),
});
export type UpdateValues = z.output<typeof updateShape>;

const reported = (values: UpdateValues, questions: Questions) =>
  questions === 'implemented' ? values.implemented === 'YES' : values.report === 'YES';

/** The rules of one measure's update, as its questions are. */
export function updateSchema(questions: Questions) {
  return updateShape
    .superRefine((values, context) => {
      const fail: Fail = (path, message) => context.addIssue({ code: 'custom', path, message });
      if (questions === 'implemented') {
        if (values.implemented === null) fail(['implemented'], updateMessages.implemented);
        if (values.implemented === 'YES' && values.byDate === null) fail(['byDate'], updateMessages.byDate);
      } else if (values.report === null) fail(['report'], updateMessages.report);
      if (reported(values, questions)) {
        checkReduction(fail, 'reduction', values.reduction, {
          required: updateMessages.reduction,
          minimum: 1,
        });
        // A measure progress update 1 added has no action plan estimate to use.
        const method =
          questions === 'added' && values.method === 'ACTION_PLAN_ESTIMATE' ? null : values.method;
        checkMethod(fail, method, values.description);
      }
      checkContext(fail, values.context);
    })
    .transform((values) => toUpdate(values, questions));
}

/** The answers that apply, as the server keeps them. */
export function toUpdate(values: UpdateValues, questions: Questions): MeasureUpdate {
  const context = contextAnswer(values.context);
  const isReported = reported(values, questions);
  const reduction = isReported ? { reductionEnergyConsumption2025To2026: kwhValue(values.reduction) } : {};
  const asked =
    questions === 'implemented'
      ? {
          measureIsImplemented: isReported,
          ...(isReported ? { measureImplementedByTheDateInActionPlan: values.byDate === 'YES' } : {}),
        }
      : { reportReduction2025To2026: isReported };
  return { ...asked, ...reduction, ...methodAnswer(values, isReported), ...context };
}

export function updateValues(part: MeasureUpdate | null | undefined): UpdateValues {
  return {
    ...partValues(part),
    report: yesNoOf(part?.reportReduction2025To2026),
    reduction: kwhText(part?.reductionEnergyConsumption2025To2026),
  };
}

type UpdateForm = Parameters<typeof YesNoField<UpdateValues, MeasureUpdate>>[0]['form'];

const REDUCTION_LABEL = `Reduction in energy consumption ${PERIOD_2025}`;

/** The update's questions; each appears once the answer before it calls for it. */
export function UpdateFields({ form, questions }: { form: UpdateForm; questions: Questions }) {
  const [implemented, report] = form.watch(['implemented', 'report']);
  const isReported = questions === 'implemented' ? implemented === 'YES' : report === 'YES';
  return (
    <>
      {questions === 'implemented' ? (
        <YesNoField form={form} name="implemented" legend="Has the measure been implemented?" />
      ) : (
        <YesNoField
          form={form}
          name="report"
          legend={`Do you want, optionally, to report a reduction in energy consumption for the period ${PERIOD_2025}?`}
        />
      )}
      {questions === 'implemented' && isReported ? (
        <YesNoField
          form={form}
          name="byDate"
          legend="Was the measure implemented by the date proposed in the action plan?"
        />
      ) : null}
      {isReported ? (
        <>
          <KwhField form={form} name="reduction" label={REDUCTION_LABEL} />
          <MethodField
            form={form}
            options={questions === 'added' ? ADDED_MEASURE_METHODS : ESTIMATION_METHODS}
          />
        </>
      ) : null}
      <ContextField form={form} />
    </>
  );
}

/** An update's answers, as its card and the submitted update list them. */
export function updateRows(part: MeasureUpdate | null | undefined, questions: Questions): SummaryListRow[] {
  if (!part) return [{ key: 'Progress update 2', value: 'Not answered yet' }];
  const implemented = questions === 'implemented';
  const isReported = implemented
    ? part.measureIsImplemented === true
    : part.reportReduction2025To2026 === true;
  return [
    implemented
      ? { key: 'Has the measure been implemented?', value: yesNo(part.measureIsImplemented) }
      : { key: `Report a reduction ${PERIOD_2025}?`, value: yesNo(part.reportReduction2025To2026) },
    ...(implemented && isReported
      ? [
          {
            key: 'Implemented by the date in the action plan?',
            value: yesNo(part.measureImplementedByTheDateInActionPlan),
          },
        ]
      : []),
    ...(isReported
      ? [
          { key: `Reduction ${PERIOD_2025}`, value: formatKwh(part.reductionEnergyConsumption2025To2026) },
          ...methodRows(part.estimationMethodType, part.estimationMethodDescription),
        ]
      : []),
    { key: 'Context', value: part.providedContext ?? 'None' },
  ];
}

/** The questions the kit asks of each carried-over measure. */
export const questions = {
  schema: updateSchema,
  values: updateValues,
  Fields: UpdateFields,
  rows: updateRows,
};

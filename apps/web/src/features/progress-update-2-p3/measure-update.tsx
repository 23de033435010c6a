import {
  checkProgressUpdate2Answers,
  progressUpdate2Messages,
  toProgressUpdate2Part,
} from '@esos/reporting-rules';
import { z } from 'zod';
import type { components } from '../../shared/api';
import type { SummaryListRow } from '../../shared/govuk/forms';
import { partValues, methodRows, methodSchema, yesNoSchema } from '../../shared/reports/progress-update';
import {
  // The questions
  YesNoField,
  KwhField,
  MethodField,
  ADDED_MEASURE_METHODS,
  ESTIMATION_METHODS,
  ContextField,
  // Their rules and their words
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

export const updateMessages = progressUpdate2Messages;

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

/** The rules of one measure's update, as its questions are. */
export function updateSchema(questions: Questions) {
  return updateShape
    .superRefine((values, context) => {
      const fail: Fail = (path, message) => context.addIssue({ code: 'custom', path, message });
      checkProgressUpdate2Answers(values, questions, fail);
    })
    .transform((values) => toUpdate(values, questions));
}

/** The answers that apply, as the server keeps them (the rules package's, which the spreadsheet upload uses too). */
export function toUpdate(values: UpdateValues, questions: Questions): MeasureUpdate {
  return toProgressUpdate2Part(values, questions);
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

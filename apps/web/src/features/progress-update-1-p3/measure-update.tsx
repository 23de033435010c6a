import {
  checkProgressUpdate1Answers,
  progressUpdate1Messages,
  toProgressUpdate1Part,
} from '@esos/reporting-rules';
import { z } from 'zod';
import type { components } from '../../shared/api';
import {
  PERIOD_2023,
  PERIOD_2024,
  progressUpdate1Rows,
  partValues,
  methodSchema,
  yesNoSchema,
} from '../../shared/reports/progress-update';
import {
  ContextField,
  ESTIMATION_METHODS,
  KwhField,
  MethodField,
  YesNoField,
  kwhText,
  yesNoOf,
  type Fail,
} from '../../shared/reports';

export type MeasureUpdate = components['schemas']['ProgressUpdate1P3EnergyEfficiencyMeasure'];

/**
 * Progress update 1's answers about a measure (task-forms §3): for a measure the plan said would be
 * implemented after it was sent, whether it was and what it saved; for one implemented before, the
 * reductions the organisation chooses to report.
 */

export const updateMessages = progressUpdate1Messages;

const updateShape = z.object({
  implemented: yesNoSchema,
  byDate: yesNoSchema,
  report2024: yesNoSchema,
  report2023: yesNoSchema,
  reduction2024: z.string(),
  reduction2023: z.string(),
  method: methodSchema,
  description: z.string(),
  context: z.string(),
});
export type UpdateValues = z.output<typeof updateShape>;

/** The rules of one measure's update; `after` = planned to be implemented after the plan was sent. */
export function updateSchema(after: boolean) {
  return updateShape
    .superRefine((values, context) => {
      const fail: Fail = (path, message) => context.addIssue({ code: 'custom', path, message });
      checkProgressUpdate1Answers(values, after, fail);
    })
    .transform((values) => toUpdate(values, after));
}

/** The answers that apply, as the server keeps them (the rules package's, which the spreadsheet upload uses too). */
export function toUpdate(values: UpdateValues, after: boolean): MeasureUpdate {
  return toProgressUpdate1Part(values, after);
}

export function updateValues(part: MeasureUpdate | null | undefined): UpdateValues {
  return {
    ...partValues(part),
    report2024: yesNoOf(part?.reportReduction2024To2025),
    report2023: yesNoOf(part?.reportReduction2023To2024),
    reduction2024: kwhText(part?.reductionEnergyConsumption2024To2025),
    reduction2023: kwhText(part?.reductionEnergyConsumption2023To2024),
  };
}

type UpdateForm = Parameters<typeof YesNoField<UpdateValues, MeasureUpdate>>[0]['form'];

/** The update's questions; each appears once the answer before it calls for it. */
export function UpdateFields({ form, after }: { form: UpdateForm; after: boolean }) {
  const [implemented, report2024, report2023] = form.watch(['implemented', 'report2024', 'report2023']);
  const reported = after ? implemented === 'YES' : report2024 === 'YES' || report2023 === 'YES';
  return (
    <>
      {after ? (
        <>
          <YesNoField form={form} name="implemented" legend="Has the measure been implemented?" />
          {implemented === 'YES' ? (
            <>
              <YesNoField
                form={form}
                name="byDate"
                legend="Was the measure implemented by the date proposed in the action plan?"
              />
              <KwhField
                form={form}
                name="reduction2024"
                label={`Reduction in energy consumption ${PERIOD_2024}`}
              />
              <KwhField
                form={form}
                name="reduction2023"
                label={`Reduction in energy consumption ${PERIOD_2023} (optional)`}
              />
            </>
          ) : null}
        </>
      ) : (
        <>
          <YesNoField
            form={form}
            name="report2024"
            legend={`Do you want, optionally, to report a reduction in energy consumption for the period ${PERIOD_2024}?`}
          />
          {report2024 === 'YES' ? (
            <KwhField
              form={form}
              name="reduction2024"
              label={`Reduction in energy consumption ${PERIOD_2024}`}
            />
          ) : null}
          <YesNoField
            form={form}
            name="report2023"
            legend={`Do you want, optionally, to report a reduction in energy consumption ${PERIOD_2023}?`}
          />
          {report2023 === 'YES' ? (
            <KwhField
              form={form}
              name="reduction2023"
              label={`Reduction in energy consumption ${PERIOD_2023}`}
            />
          ) : null}
        </>
      )}
      {reported ? <MethodField form={form} options={ESTIMATION_METHODS} /> : null}
      <ContextField form={form} />
    </>
  );
}

/** The questions the kit asks of each plan measure, as the plan said it would be implemented after it was sent or before. */
export const questions = {
  schema: (asked: 'after' | 'before') => updateSchema(asked === 'after'),
  values: updateValues,
  Fields: ({ form, questions }: { form: UpdateForm; questions: 'after' | 'before' }) => (
    <UpdateFields form={form} after={questions === 'after'} />
  ),
  rows: (part: MeasureUpdate | null | undefined, asked: 'after' | 'before') =>
    progressUpdate1Rows(part, asked === 'after'),
};

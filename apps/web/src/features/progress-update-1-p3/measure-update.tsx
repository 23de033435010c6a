import { z } from 'zod';
import type { components } from '../../shared/api';
import {
  PERIOD_2023,
  PERIOD_2024,
  progressUpdate1Rows,
  checkContext,
  contextAnswer,
  methodAnswer,
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
  checkMethod,
  checkReduction,
  kwhText,
  kwhValue,
  yesNoOf,
  type Fail,
} from '../../shared/reports';

export type MeasureUpdate = components['schemas']['ProgressUpdate1P3EnergyEfficiencyMeasure'];

/**
 * Progress update 1's answers about a measure (task-forms §3): for a measure the plan said would be
 * implemented after it was sent, whether it was and what it saved; for one implemented before, the
 * reductions the organisation chooses to report.
 */

export const updateMessages = {
  implemented: 'Select yes if this measure has been implemented no later than 5 December 2025',
  byDate: 'Select yes if this measure was implemented by the date in the action plan',
  reduction2024: `Enter the reduction in energy consumption ${PERIOD_2024}`,
  reduction2023: `Enter the reduction in energy consumption ${PERIOD_2023}`,
  report2024: `Select yes if you want to report energy consumption reduction ${PERIOD_2024}`,
  report2023: `Select yes if you want to report energy consumption reduction ${PERIOD_2023}`,
};

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
      if (after) {
        if (values.implemented === null) fail(['implemented'], updateMessages.implemented);
        if (values.implemented === 'YES') {
          if (values.byDate === null) fail(['byDate'], updateMessages.byDate);
          checkReduction(fail, 'reduction2024', values.reduction2024, {
            required: updateMessages.reduction2024,
            minimum: 1,
          });
          checkReduction(fail, 'reduction2023', values.reduction2023, { minimum: 0 });
          checkMethod(fail, values.method, values.description);
        }
      } else {
        if (values.report2024 === null) fail(['report2024'], updateMessages.report2024);
        if (values.report2024 === 'YES') {
          checkReduction(fail, 'reduction2024', values.reduction2024, {
            required: updateMessages.reduction2024,
            minimum: 1,
          });
        }
        if (values.report2023 === null) fail(['report2023'], updateMessages.report2023);
        if (values.report2023 === 'YES') {
          checkReduction(fail, 'reduction2023', values.reduction2023, {
            required: updateMessages.reduction2023,
            minimum: 0,
          });
        }
        if (values.report2024 === 'YES' || values.report2023 === 'YES') {
          checkMethod(fail, values.method, values.description);
        }
      }
      checkContext(fail, values.context);
    })
    .transform((values) => toUpdate(values, after));
}

/** The answers that apply, as the server keeps them. */
export function toUpdate(values: UpdateValues, after: boolean): MeasureUpdate {
  const context = contextAnswer(values.context);
  if (after) {
    if (values.implemented !== 'YES') return { measureIsImplemented: false, ...context };
    const reduction2023 = kwhValue(values.reduction2023);
    return {
      measureIsImplemented: true,
      measureImplementedByTheDateInActionPlan: values.byDate === 'YES',
      reductionEnergyConsumption2024To2025: kwhValue(values.reduction2024),
      ...(reduction2023 === null ? {} : { reductionEnergyConsumption2023To2024: reduction2023 }),
      ...methodAnswer(values, true),
      ...context,
    };
  }
  const report2024 = values.report2024 === 'YES';
  const report2023 = values.report2023 === 'YES';
  return {
    reportReduction2024To2025: report2024,
    ...(report2024 ? { reductionEnergyConsumption2024To2025: kwhValue(values.reduction2024) } : {}),
    reportReduction2023To2024: report2023,
    ...(report2023 ? { reductionEnergyConsumption2023To2024: kwhValue(values.reduction2023) } : {}),
    ...methodAnswer(values, report2024 || report2023),
    ...context,
  };
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

import { z } from 'zod';
import { fieldId } from '../../shared/forms';
import type { SummaryListRow } from '../../shared/govuk/forms';
import { TextInput } from '../../shared/govuk/forms';
import {
  ADDED_MEASURE_METHODS,
  ContextField,
  ESTIMATION_METHODS,
  KwhField,
  MethodField,
  SchemeFields,
  TEXT_MAX,
  YesNoField,
  checkMethod,
  checkReduction,
  checkSchemes,
  formatKwh,
  kwhText,
  kwhValue,
  labelOf,
  progressMessages,
  schemeListSchema,
  schemesValue,
  yesNo,
  yesNoOf,
  type EstimationMethod,
  type Fail,
} from '../../shared/reporting';
import type { AddedMeasure, MeasureUpdate } from './update';

/**
 * Progress update 1's answers about a measure (task-forms §3): for a measure the plan said would be
 * implemented after it was sent, whether it was and what it saved; for one implemented before, the
 * reductions the organisation chooses to report.
 */

export const PERIOD_2024 = 'between 6 December 2024 and 5 December 2025';
export const PERIOD_2023 = 'between 6 December 2023 and 5 December 2024';

export const updateMessages = {
  implemented: 'Select yes if this measure has been implemented no later than 5 December 2025',
  byDate: 'Select yes if this measure was implemented by the date in the action plan',
  reduction2024: `Enter the reduction in energy consumption ${PERIOD_2024}`,
  reduction2023: `Enter the reduction in energy consumption ${PERIOD_2023}`,
  report2024: `Select yes if you want to report energy consumption reduction ${PERIOD_2024}`,
  report2023: `Select yes if you want to report energy consumption reduction ${PERIOD_2023}`,
};

const yesNoSchema = z.enum(['YES', 'NO']).nullable();
const methodSchema = z
  .enum(['ENERGY_AUDIT', 'ACTION_PLAN_ESTIMATE', 'OTHER_METHOD', 'NO_METHOD_USED'])
  .nullable();

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

const trimmed = (text: string) => text.trim() || undefined;

function checkContext(fail: Fail, context: string) {
  if (context.trim().length > TEXT_MAX) fail(['context'], progressMessages.textLength);
}

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
  const providedContext = trimmed(values.context);
  const method = (reported: boolean) =>
    reported && values.method
      ? {
          estimationMethodType: values.method,
          ...(values.method === 'OTHER_METHOD'
            ? { estimationMethodDescription: values.description.trim() }
            : {}),
        }
      : {};
  if (after) {
    if (values.implemented !== 'YES')
      return { measureIsImplemented: false, ...(providedContext ? { providedContext } : {}) };
    const reduction2023 = kwhValue(values.reduction2023);
    return {
      measureIsImplemented: true,
      measureImplementedByTheDateInActionPlan: values.byDate === 'YES',
      reductionEnergyConsumption2024To2025: kwhValue(values.reduction2024),
      ...(reduction2023 === null ? {} : { reductionEnergyConsumption2023To2024: reduction2023 }),
      ...method(true),
      ...(providedContext ? { providedContext } : {}),
    };
  }
  const report2024 = values.report2024 === 'YES';
  const report2023 = values.report2023 === 'YES';
  return {
    reportReduction2024To2025: report2024,
    ...(report2024 ? { reductionEnergyConsumption2024To2025: kwhValue(values.reduction2024) } : {}),
    reportReduction2023To2024: report2023,
    ...(report2023 ? { reductionEnergyConsumption2023To2024: kwhValue(values.reduction2023) } : {}),
    ...method(report2024 || report2023),
    ...(providedContext ? { providedContext } : {}),
  };
}

export function updateValues(part: MeasureUpdate | null | undefined): UpdateValues {
  return {
    implemented: yesNoOf(part?.measureIsImplemented),
    byDate: yesNoOf(part?.measureImplementedByTheDateInActionPlan),
    report2024: yesNoOf(part?.reportReduction2024To2025),
    report2023: yesNoOf(part?.reportReduction2023To2024),
    reduction2024: kwhText(part?.reductionEnergyConsumption2024To2025),
    reduction2023: kwhText(part?.reductionEnergyConsumption2023To2024),
    method: part?.estimationMethodType ?? null,
    description: part?.estimationMethodDescription ?? '',
    context: part?.providedContext ?? '',
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

const methodRows = (method: EstimationMethod | null | undefined, description: string | null | undefined) => [
  { key: 'Estimation method', value: labelOf(ESTIMATION_METHODS, method) },
  ...(method === 'OTHER_METHOD' ? [{ key: 'Description of the method', value: description ?? '' }] : []),
];

/** An update's answers, as its card and the submitted update list them. */
export function updateRows(part: MeasureUpdate | null | undefined, after: boolean): SummaryListRow[] {
  if (!part) return [{ key: 'Progress update', value: 'Not answered yet' }];
  const rows: SummaryListRow[] = [];
  if (after) {
    rows.push({ key: 'Has the measure been implemented?', value: yesNo(part.measureIsImplemented) });
    if (part.measureIsImplemented) {
      rows.push(
        {
          key: 'Implemented by the date in the action plan?',
          value: yesNo(part.measureImplementedByTheDateInActionPlan),
        },
        { key: `Reduction ${PERIOD_2024}`, value: formatKwh(part.reductionEnergyConsumption2024To2025) },
        { key: `Reduction ${PERIOD_2023}`, value: formatKwh(part.reductionEnergyConsumption2023To2024) },
        ...methodRows(part.estimationMethodType, part.estimationMethodDescription),
      );
    }
  } else {
    rows.push({ key: `Report a reduction ${PERIOD_2024}?`, value: yesNo(part.reportReduction2024To2025) });
    if (part.reportReduction2024To2025) {
      rows.push({
        key: `Reduction ${PERIOD_2024}`,
        value: formatKwh(part.reductionEnergyConsumption2024To2025),
      });
    }
    rows.push({ key: `Report a reduction ${PERIOD_2023}?`, value: yesNo(part.reportReduction2023To2024) });
    if (part.reportReduction2023To2024) {
      rows.push({
        key: `Reduction ${PERIOD_2023}`,
        value: formatKwh(part.reductionEnergyConsumption2023To2024),
      });
    }
    if (part.reportReduction2024To2025 || part.reportReduction2023To2024) {
      rows.push(...methodRows(part.estimationMethodType, part.estimationMethodDescription));
    }
  }
  rows.push({ key: 'Context', value: part.providedContext ?? 'None' });
  return rows;
}

// A measure implemented since the plan that was not in it.

const addedShape = z.object({
  measureName: z.string(),
  measureScheme: schemeListSchema,
  otherMeasureSchemeName: z.string(),
  reduction2024: z.string(),
  reduction2023: z.string(),
  method: methodSchema,
  description: z.string(),
  context: z.string(),
});
export type AddedValues = z.output<typeof addedShape>;

export const addedSchema = addedShape
  .superRefine((values, context) => {
    const fail: Fail = (path, message) => context.addIssue({ code: 'custom', path, message });
    if (values.measureName.trim() === '') fail(['measureName'], progressMessages.name);
    else if (values.measureName.trim().length > 255) {
      fail(['measureName'], 'The measure name should not be longer than 255 characters');
    }
    checkSchemes(values, fail);
    checkReduction(fail, 'reduction2024', values.reduction2024, {
      required: updateMessages.reduction2024,
      minimum: 1,
    });
    checkReduction(fail, 'reduction2023', values.reduction2023, { minimum: 0 });
    checkMethod(fail, values.method, values.description);
    checkContext(fail, values.context);
  })
  .transform((values): AddedMeasure => {
    const reduction2023 = kwhValue(values.reduction2023);
    const measureContext = trimmed(values.context);
    return {
      measureName: values.measureName.trim(),
      ...(values.measureScheme.length > 0 ? { measureScheme: values.measureScheme } : {}),
      ...(values.measureScheme.includes('OTHER')
        ? { otherMeasureSchemeName: values.otherMeasureSchemeName.trim() }
        : {}),
      reductionEnergyConsumption2024To2025: kwhValue(values.reduction2024),
      ...(reduction2023 === null ? {} : { reductionEnergyConsumption2023To2024: reduction2023 }),
      estimationMethodType: values.method as AddedMeasure['estimationMethodType'],
      ...(values.method === 'OTHER_METHOD' ? { estimationMethodDescription: values.description.trim() } : {}),
      ...(measureContext ? { measureContext } : {}),
    };
  });

export function addedValues(measure: AddedMeasure | undefined): AddedValues {
  return {
    measureName: measure?.measureName ?? '',
    measureScheme: [...(measure?.measureScheme ?? [])],
    otherMeasureSchemeName: measure?.otherMeasureSchemeName ?? '',
    reduction2024: kwhText(measure?.reductionEnergyConsumption2024To2025),
    reduction2023: kwhText(measure?.reductionEnergyConsumption2023To2024),
    method: measure?.estimationMethodType ?? null,
    description: measure?.estimationMethodDescription ?? '',
    context: measure?.measureContext ?? '',
  };
}

type AddedForm = Parameters<typeof YesNoField<AddedValues, AddedMeasure>>[0]['form'];

export function AddedFields({ form }: { form: AddedForm }) {
  return (
    <>
      <p className="govuk-body">
        Only add measures that were not in the action plan and were implemented by 5 December 2025.
      </p>
      <TextInput
        id={fieldId('measureName')}
        label="Enter a name for this measure"
        labelClassName="govuk-label--s"
        errorMessage={form.formState.errors.measureName?.message}
        {...form.register('measureName')}
      />
      <SchemeFields form={form} />
      <KwhField form={form} name="reduction2024" label={`Reduction in energy consumption ${PERIOD_2024}`} />
      <KwhField
        form={form}
        name="reduction2023"
        label={`Reduction in energy consumption ${PERIOD_2023} (optional)`}
      />
      <MethodField form={form} options={ADDED_MEASURE_METHODS} />
      <ContextField form={form} label="Provide context to the measure (optional)" />
    </>
  );
}

export function addedRows(measure: AddedMeasure): SummaryListRow[] {
  return [
    {
      key: 'Related schemes or requirements',
      value: schemesValue(measure.measureScheme, measure.otherMeasureSchemeName),
    },
    { key: `Reduction ${PERIOD_2024}`, value: formatKwh(measure.reductionEnergyConsumption2024To2025) },
    { key: `Reduction ${PERIOD_2023}`, value: formatKwh(measure.reductionEnergyConsumption2023To2024) },
    ...methodRows(measure.estimationMethodType, measure.estimationMethodDescription),
    { key: 'Context', value: measure.measureContext ?? 'None' },
  ];
}

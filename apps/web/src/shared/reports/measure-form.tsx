import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  EARLIEST_MEASURE_MONTH,
  LATEST_MEASURE_MONTH,
  MEASURE_NAME_MAX,
  MEASURE_TEXT_MAX,
  implementationMonth as implementationMonthOf,
  measureAnswerProblems,
  measureMessages,
  savingsTotal,
  toMeasure as toMeasureOf,
  type MeasureAnswers,
} from '@esos/reporting-rules';
import { z } from 'zod';
import { RadiosField, fieldId } from '../forms';
import {
  Checkboxes,
  DateInput,
  ErrorMessage,
  monthNumber,
  Textarea,
  TextInput,
  type SummaryListRow,
} from '../govuk/forms';
import {
  ESTIMATE_CALCULATED_TYPES,
  MEASURE_SCHEMES,
  PURPOSES,
  formatKwh,
  formatMonth,
  labelOf,
  yesNo,
  type EnergyEfficiencyMeasure,
  type EstimateCalculatedType,
  type MeasureScheme,
} from './labels';
import { kwhText } from './kwh';

/**
 * An action plan's energy efficiency measure (task-forms §2): the form's values, its rules with the
 * reference's messages, and how a saved measure is listed. Progress updates show the same measure read-only.
 */

export const TEXT_MAX = MEASURE_TEXT_MAX;
export const NAME_MAX = MEASURE_NAME_MAX;
export const EARLIEST_MONTH = EARLIEST_MEASURE_MONTH;
export const LATEST_MONTH = LATEST_MEASURE_MONTH;
export { measureMessages };

type Fail = (path: (string | number)[], message: string) => void;

/** The other scheme's name is asked, and checked, only with "Other"; it is optional, as in the reference. */
export function checkSchemes(values: SchemeValues, fail: Fail): void {
  if (!values.measureScheme.includes('OTHER')) return;
  if (values.otherMeasureSchemeName.trim().length > NAME_MAX) {
    fail(['otherMeasureSchemeName'], measureMessages.otherSchemeLength);
  }
}

/** The other scheme's name as the server keeps it: only with "Other", and only when given. */
export function otherSchemeName(values: SchemeValues): { otherMeasureSchemeName?: string } {
  const name = values.otherMeasureSchemeName.trim();
  return values.measureScheme.includes('OTHER') && name ? { otherMeasureSchemeName: name } : {};
}

export interface SchemeValues {
  measureScheme: MeasureScheme[];
  otherMeasureSchemeName: string;
}

/** The schemes or requirements a measure relates to, with the other one's name under "Other". */
export function SchemeFields<V extends SchemeValues, O>({ form }: { form: UseFormReturn<V, unknown, O> }) {
  // The form holds SchemeValues' fields; react-hook-form's paths cannot say so for a generic form.
  const schemeForm = form as unknown as UseFormReturn<SchemeValues>;
  const otherError = schemeForm.formState.errors.otherMeasureSchemeName?.message;
  return (
    <Controller
      control={schemeForm.control}
      name="measureScheme"
      render={({ field, fieldState }) => (
        <Checkboxes
          name={field.name}
          idPrefix={fieldId(field.name)}
          legend={{
            text: 'Does the reason for implementing the measure relate to another scheme or requirement? Select any that apply. (optional)',
            size: 's',
          }}
          hint="Your answer will help us to understand the drivers for taking action on energy efficiency."
          errorMessage={fieldState.error?.message}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          items={MEASURE_SCHEMES.map((scheme) => ({
            value: scheme.value,
            text: scheme.text,
            ...(scheme.value === 'OTHER'
              ? {
                  conditional: (
                    <TextInput
                      id={fieldId('otherMeasureSchemeName')}
                      label="Enter a name"
                      errorMessage={otherError}
                      {...schemeForm.register('otherMeasureSchemeName')}
                    />
                  ),
                }
              : {}),
          }))}
        />
      )}
    />
  );
}

/** The schemes of a saved measure, one a line ('Other: <name>' for the other one). */
export function schemesValue(
  schemes: readonly MeasureScheme[] | null | undefined,
  otherName?: string | null,
) {
  if (!schemes || schemes.length === 0) return 'None';
  return schemes.map((scheme) => (
    <span key={scheme} className="govuk-!-display-block">
      {scheme === 'OTHER' && otherName ? `Other: ${otherName}` : labelOf(MEASURE_SCHEMES, scheme)}
    </span>
  ));
}

/** The form's values: the reporting-rules package's answers (issue 42: the spreadsheet upload checks the same). */
export type MeasureValues = MeasureAnswers;

export { savingsTotal };

/** The month typed as the first day of that month ('2025-03-01'), or a message saying what is wrong. */
export const implementationMonth = (date: { month: string; year: string }) =>
  implementationMonthOf(date, monthNumber);

/** The measure the (valid) form makes: only the answers that apply, with the total worked out. */
export function toMeasure(values: MeasureValues): EnergyEfficiencyMeasure {
  return toMeasureOf(values, monthNumber);
}

/** The schemes ticked. */
export const schemeListSchema = z.array(
  z.enum(MEASURE_SCHEMES.map((scheme) => scheme.value) as [MeasureScheme]),
);

const measureShape = z.object({
  measureName: z.string(),
  reportedInAudit: z.enum(['YES', 'NO']).nullable(),
  measureScheme: schemeListSchema,
  otherMeasureSchemeName: z.string(),
  savings: z.object({
    buildings: z.string(),
    transport: z.string(),
    industrialProcesses: z.string(),
    otherProcesses: z.string(),
  }),
  implementationDate: z.object({ day: z.string(), month: z.string(), year: z.string() }),
  estimateType: z
    .enum(ESTIMATE_CALCULATED_TYPES.map((type) => type.value) as [EstimateCalculatedType])
    .nullable(),
  estimationMethodDescription: z.string(),
  measureContext: z.string(),
});

/** The measure form's rules, each failure on its own field, then the measure it makes. */
export const measureSchema = measureShape
  .superRefine((values, context) => {
    for (const { path, message } of measureAnswerProblems(values, monthNumber)) {
      context.addIssue({ code: 'custom', path, message });
    }
  })
  .transform(toMeasure);

/** The form's starting values: the saved measure's, or empty for a new one. */
export function measureValues(measure: EnergyEfficiencyMeasure | undefined): MeasureValues {
  const date = measure?.implementationDateForMeasure?.split('-') ?? [];
  const savings = measure?.totalEnergySavingsExpected;
  return {
    measureName: measure?.measureName ?? '',
    reportedInAudit:
      measure?.isEnergySavingsOpportunityReportedInAudit === true
        ? 'YES'
        : measure?.isEnergySavingsOpportunityReportedInAudit === false
          ? 'NO'
          : null,
    measureScheme: [...(measure?.measureScheme ?? [])],
    otherMeasureSchemeName: measure?.otherMeasureSchemeName ?? '',
    savings: {
      buildings: kwhText(savings?.buildings),
      transport: kwhText(savings?.transport),
      industrialProcesses: kwhText(savings?.industrialProcesses),
      otherProcesses: kwhText(savings?.otherProcesses),
    },
    implementationDate: {
      day: '',
      month: date[1] ? String(Number(date[1])) : '',
      year: date[0] ?? '',
    },
    estimateType: measure?.energySavingsEstimateCalculatedType ?? null,
    estimationMethodDescription: measure?.estimationMethodDescription ?? '',
    measureContext: measure?.measureContext ?? '',
  };
}

export const SAVINGS_PERIOD = 'between 6 December 2023 and 5 December 2027';

/** The measure's fields (the page's heading is the flow's). */
export function MeasureFields({
  form,
}: {
  form: UseFormReturn<MeasureValues, unknown, EnergyEfficiencyMeasure>;
}) {
  const { register, control, formState, watch } = form;
  const errors = formState.errors;
  const total = savingsTotal(watch('savings'));
  const totalError = (errors as { total?: { message?: string } }).total?.message;
  return (
    <>
      <TextInput
        id={fieldId('measureName')}
        label="Enter a name for this measure"
        labelClassName="govuk-label--s"
        errorMessage={errors.measureName?.message}
        {...register('measureName')}
      />
      <RadiosField
        control={control}
        name="reportedInAudit"
        legend={{
          text: 'Is this measure a result of an energy savings opportunity reported in an energy audit?',
          size: 's',
        }}
        className="govuk-radios--inline"
        items={[
          { value: 'YES', text: 'Yes' },
          { value: 'NO', text: 'No' },
        ]}
      />
      <SchemeFields form={form} />
      <Controller
        control={control}
        name="implementationDate"
        render={({ field, fieldState }) => (
          <DateInput
            id={fieldId(field.name)}
            legend={{ text: 'Implementation date for the measure', size: 's' }}
            hint="The deadline cannot be earlier than December 2023 and must not fall after 5 December 2027. For example, 3 2026."
            parts={['month', 'year']}
            errorMessage={fieldState.error?.message}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <div className={`govuk-form-group${totalError ? ' govuk-form-group--error' : ''}`}>
        <fieldset className="govuk-fieldset" aria-describedby="savings-hint">
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
            Estimate the total energy savings expected from this measure by organisational purpose
          </legend>
          <div id="savings-hint" className="govuk-hint">
            Energy savings expected {SAVINGS_PERIOD}, in kWh. Leave a purpose blank if the measure saves no
            energy for it.
          </div>
          {PURPOSES.map(({ key, text }) => (
            <TextInput
              key={key}
              id={fieldId(`savings.${key}`)}
              label={
                <>
                  {text}
                  <span className="govuk-visually-hidden"> in kWh</span>
                </>
              }
              className="govuk-input--width-10"
              inputMode="numeric"
              suffix="kWh"
              errorMessage={errors.savings?.[key]?.message}
              {...register(`savings.${key}`)}
            />
          ))}
          <div id={fieldId('total')} tabIndex={-1}>
            <h3 className="govuk-heading-s govuk-!-margin-bottom-1">Total estimated energy savings</h3>
            {totalError ? <ErrorMessage id="total-error">{totalError}</ErrorMessage> : null}
            <p className="govuk-body" aria-live="polite">
              {formatKwh(total)}
            </p>
          </div>
        </fieldset>
      </div>
      <RadiosField
        control={control}
        name="estimateType"
        legend={{ text: 'How was the total energy savings estimate calculated?', size: 's' }}
        hint="Select the main method used."
        items={ESTIMATE_CALCULATED_TYPES.map((type) => ({
          value: type.value,
          text: type.text,
          ...(type.value === 'OTHER_REASONABLE_ESTIMATION_METHOD'
            ? {
                conditional: (
                  <Textarea
                    id={fieldId('estimationMethodDescription')}
                    label="Describe the method"
                    errorMessage={errors.estimationMethodDescription?.message}
                    {...register('estimationMethodDescription')}
                  />
                ),
              }
            : {}),
        }))}
      />
      <Textarea
        id={fieldId('measureContext')}
        label="Provide context to the measure (optional)"
        labelClassName="govuk-label--s"
        errorMessage={errors.measureContext?.message}
        {...register('measureContext')}
      />
    </>
  );
}

/** A saved measure's answers, as its summary card and the submitted plan list them. */
export function measureRows(measure: EnergyEfficiencyMeasure): SummaryListRow[] {
  const schemes = measure.measureScheme;
  const savings = measure.totalEnergySavingsExpected;
  const rows: SummaryListRow[] = [
    {
      key: 'Is this measure a result of an energy savings opportunity reported in an energy audit?',
      value: yesNo(measure.isEnergySavingsOpportunityReportedInAudit),
    },
    {
      key: 'Related schemes or requirements',
      value: schemesValue(schemes, measure.otherMeasureSchemeName),
    },
    { key: 'Implementation date for the measure', value: formatMonth(measure.implementationDateForMeasure) },
    ...PURPOSES.map(({ key, text }) => ({
      key: `${text} savings`,
      value: formatKwh(savings?.[key]),
    })),
    {
      key: `Estimated energy savings ${SAVINGS_PERIOD}`,
      value: formatKwh(savings?.total),
    },
    {
      key: 'How was the total energy savings estimate calculated?',
      value: labelOf(ESTIMATE_CALCULATED_TYPES, measure.energySavingsEstimateCalculatedType),
    },
  ];
  if (measure.energySavingsEstimateCalculatedType === 'OTHER_REASONABLE_ESTIMATION_METHOD') {
    rows.push({
      key: 'Description of the method',
      value: measure.estimationMethodDescription ?? 'Not provided',
    });
  }
  rows.push({ key: 'Context', value: measure.measureContext ?? 'None' });
  return rows;
}

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { RadiosField, fieldId } from '../forms';
import { Textarea, TextInput } from '../govuk/forms';
import { ESTIMATION_METHODS, type EstimationMethod } from './labels';

/**
 * Fields the progress updates share (task-forms §3): how a reduction was estimated (with the description the
 * "other" method needs), reductions in kWh for a reporting year, and yes/no questions.
 */

/** A measure not in the action plan has no action plan estimate. */
export const ADDED_MEASURE_METHODS = ESTIMATION_METHODS.filter(
  (method) => method.value !== 'ACTION_PLAN_ESTIMATE',
);

// The progress updates' rules are the reporting-rules package's: the spreadsheet upload applies them too (ADR 52).
export { progressMessages, checkReduction, checkMethod } from '@esos/reporting-rules';

export type YesNo = 'YES' | 'NO' | null;
export const yesNoOf = (value: boolean | null | undefined): YesNo =>
  value === true ? 'YES' : value === false ? 'NO' : null;

export type { Fail } from '@esos/reporting-rules';

const YES_NO = [
  { value: 'YES', text: 'Yes' },
  { value: 'NO', text: 'No' },
];

export function YesNoField<V extends FieldValues, O>({
  form,
  name,
  legend,
}: {
  form: UseFormReturn<V, unknown, O>;
  name: Path<V>;
  legend: string;
}) {
  return (
    <RadiosField
      control={form.control}
      name={name}
      legend={{ text: legend, size: 's' }}
      className="govuk-radios--inline"
      items={YES_NO}
    />
  );
}

export function KwhField<V extends FieldValues, O>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<V, unknown, O>;
  name: Path<V>;
  label: string;
}) {
  const error = (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  return (
    <TextInput
      id={fieldId(name)}
      label={
        <>
          {label}
          <span className="govuk-visually-hidden"> in kWh</span>
        </>
      }
      labelClassName="govuk-label--s"
      className="govuk-input--width-10"
      inputMode="numeric"
      suffix="kWh"
      errorMessage={error}
      {...form.register(name)}
    />
  );
}

/** 'Estimation method' with the description under the "other" method; the form's fields are method and description. */
export function MethodField<V extends FieldValues, O>({
  form,
  options,
}: {
  form: UseFormReturn<V, unknown, O>;
  options: readonly { value: EstimationMethod; text: string }[];
}) {
  const error = (form.formState.errors as Record<string, { message?: string } | undefined>).description
    ?.message;
  return (
    <RadiosField
      control={form.control}
      name={'method' as Path<V>}
      legend={{ text: 'Estimation method', size: 's' }}
      hint="How was the reduction in energy consumption estimated?"
      items={options.map((option) => ({
        value: option.value,
        text: option.text,
        ...(option.value === 'OTHER_METHOD'
          ? {
              conditional: (
                <Textarea
                  id={fieldId('description')}
                  label="Describe the method"
                  errorMessage={error}
                  {...form.register('description' as Path<V>)}
                />
              ),
            }
          : {}),
      }))}
    />
  );
}

export function ContextField<V extends FieldValues, O>({
  form,
  label = 'Provide context (optional)',
}: {
  form: UseFormReturn<V, unknown, O>;
  label?: string;
}) {
  const error = (form.formState.errors as Record<string, { message?: string } | undefined>).context?.message;
  return (
    <Textarea
      id={fieldId('context')}
      label={label}
      labelClassName="govuk-label--s"
      errorMessage={error}
      {...form.register('context' as Path<V>)}
    />
  );
}

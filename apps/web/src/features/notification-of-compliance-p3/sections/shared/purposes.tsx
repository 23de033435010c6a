import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { fieldId } from '../../../../shared/forms';
import { ErrorMessage, Fieldset, TextInput } from '../../../../shared/govuk/forms';
import { formatKwh, kwhProblem, kwhText, kwhValue } from '../../../../shared/reports';
import type { components } from '../../../../shared/api';

/** kWh by organisational purpose and their total, as the wire holds them (EnergyConsumption). */
export type EnergyConsumption = components['schemas']['EnergyConsumption'];

/** The four purposes, in the reference's order, with the kWh block's labels (task-forms §0). */
export const PURPOSES = [
  ['buildings', 'Buildings'],
  ['transport', 'Transport'],
  ['industrialProcesses', 'Industrial processes'],
  ['otherProcesses', 'Other energy uses'],
] as const;
export type Purpose = (typeof PURPOSES)[number][0];
export type PurposeValues = Record<Purpose, string>;

export const KWH_BLANK = 'Enter a whole number without decimal places (you can use zero)';
export const NO_ENERGY = 'Enter a value of energy in kWh';

/** A kWh figure by purpose: whole, at least zero, at most 15 digits; a blank field is refused. */
const kwh = z.string().superRefine((value, context) => {
  const problem = value.trim() === '' ? KWH_BLANK : kwhProblem(value, 0);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
export const purposesShape = {
  buildings: kwh,
  transport: kwh,
  industrialProcesses: kwh,
  otherProcesses: kwh,
};

/** The same, for figures the user may leave out (the compliance periods' history). */
const optionalKwh = z.string().superRefine((value, context) => {
  const problem = kwhProblem(value, 0);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
export const optionalPurposesShape = {
  buildings: optionalKwh,
  transport: optionalKwh,
  industrialProcesses: optionalKwh,
  otherProcesses: optionalKwh,
};

/** Figures left out stay out; the total is their sum, or none when none is given. */
export function toOptionalEnergyConsumption(values: PurposeValues): EnergyConsumption {
  const given = PURPOSES.map(([purpose]) => [purpose, kwhValue(values[purpose])] as const);
  const numbers = given.map(([, value]) => value).filter((value): value is number => value !== null);
  return {
    ...Object.fromEntries(given),
    total: numbers.length > 0 ? numbers.reduce((sum, value) => sum + value, 0) : null,
  };
}

/** Whether every purpose holds a whole number, so totals may be judged. */
export const allWhole = (values: PurposeValues) =>
  PURPOSES.every(
    ([purpose]) => kwhProblem(values[purpose], 0) === undefined && values[purpose].trim() !== '',
  );

/** The sum of what has been typed: only accepted figures count. */
export function typedTotal(values: Partial<PurposeValues>): number {
  return PURPOSES.reduce((total, [purpose]) => {
    const typed = values[purpose] ?? '';
    return total + (typed.trim() !== '' && kwhProblem(typed, 0) === undefined ? (kwhValue(typed) ?? 0) : 0);
  }, 0);
}

/** The saved figures as the form starts (zero, or blank for optional figures, where none is saved). */
export function purposeValues(saved: EnergyConsumption | null | undefined, blank = '0'): PurposeValues {
  return Object.fromEntries(
    PURPOSES.map(([purpose]) => [purpose, kwhText(saved?.[purpose]) || blank]),
  ) as PurposeValues;
}

/** The figures typed, with their total. */
export function toEnergyConsumption(values: PurposeValues): Record<Purpose | 'total', number> {
  const [buildings, transport, industrialProcesses, otherProcesses] = PURPOSES.map(
    ([purpose]) => kwhValue(values[purpose]) ?? 0,
  ) as [number, number, number, number];
  return {
    buildings,
    transport,
    industrialProcesses,
    otherProcesses,
    total: buildings + transport + industrialProcesses + otherProcesses,
  };
}

/** The purposes' rows on 'Check your answers', then the total. */
export function purposeRows(saved: EnergyConsumption | null | undefined, change: string) {
  return [
    ...PURPOSES.map(([purpose, label]) => ({
      key: label,
      value: saved ? formatKwh(saved[purpose]) : '',
      change: `${change} for ${label.toLowerCase()}`,
    })),
    { key: 'Total', value: saved ? formatKwh(saved.total) : '', change: false as const },
  ];
}

export interface PurposeFieldsProps<V extends FieldValues & PurposeValues, O> {
  form: UseFormReturn<V, unknown, O>;
  legend: string;
  /** Below the total, e.g. its share of the total energy consumption. */
  totalNote?: (total: number) => string;
}

/** The kWh by purpose block: a kWh input for each purpose and the live total (its errors on 'total'). */
export function PurposeFields<V extends FieldValues & PurposeValues, O>({
  form,
  legend,
  totalNote,
}: PurposeFieldsProps<V, O>) {
  const errors = form.formState.errors as FieldErrors<PurposeValues & { total: string }>;
  const values = form.watch() as PurposeValues;
  const total = typedTotal(values);
  const totalError = errors.total?.message;
  return (
    <Fieldset legend={{ text: legend, size: 'm' }}>
      {PURPOSES.map(([purpose, label]) => (
        <TextInput
          key={purpose}
          id={fieldId(purpose)}
          label={label}
          className="govuk-input--width-10"
          inputMode="numeric"
          spellCheck={false}
          suffix="kWh"
          errorMessage={errors[purpose]?.message}
          {...form.register(purpose as Path<V>)}
        />
      ))}
      <div
        className={totalError ? 'govuk-form-group govuk-form-group--error' : 'govuk-form-group'}
        id={fieldId('total')}
        tabIndex={-1}
      >
        {totalError ? <ErrorMessage>{totalError}</ErrorMessage> : null}
        <p className="govuk-body govuk-!-font-weight-bold" aria-live="polite">
          Total: {formatKwh(total)}
          {totalNote ? ` ${totalNote(total)}` : ''}
        </p>
      </div>
    </Fieldset>
  );
}

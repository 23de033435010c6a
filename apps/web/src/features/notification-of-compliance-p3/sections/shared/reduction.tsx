import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { fieldId } from '../../../../shared/forms';
import { ErrorMessage, Fieldset, TextInput } from '../../../../shared/govuk/forms';
import { formatKwh, kwhProblem, kwhText, kwhValue } from '../../../../shared/reports';
import type { components } from '../../../../shared/api';
import { PURPOSES } from './purposes';

type Schemas = components['schemas'];
/** A reduction in kWh and in pounds, as the wire holds it (PotentialReductionPair). */
export type ReductionPair = Schemas['PotentialReductionPair'];
export type PurposeReductions = Schemas['EnergyConsumptionPotentialReduction'];
export type CategoryReductions = Schemas['EnergySavingsCategoriesPotentialReduction'];

/** The six energy saving categories, in the reference's order, with their labels (task-forms §1.4). */
export const SAVING_CATEGORIES = [
  ['energyManagementPractices', 'Energy management practices'],
  ['behaviourChangeInterventions', 'Behaviour change interventions'],
  ['training', 'Training'],
  ['controlsImprovements', 'Controls improvements'],
  ['capitalInvestments', 'Capital investments'],
  ['otherMeasures', 'Other measures not covered by one of the above'],
] as const;
export type SavingCategory = (typeof SAVING_CATEGORIES)[number][0];

export const REDUCTION_LABELS = {
  energyConsumption: 'Potential reduction in energy consumption',
  energyCost: 'Potential reduction in energy spend',
};
export const NO_DATA = 'Not entered';
/** The categories page's counterpart of the purposes page's hint: the same total bounds both breakdowns. */
export const CATEGORIES_HINT =
  'Enter the reduction for each energy saving category, ensuring the totals do not exceed those you provided on the first page.';

export const moneyMessages = {
  atLeastZero: 'Must be greater than or equal to 0',
  places: 'Enter a number up to 2 decimal places',
  digits: 'Enter a number up to 15 digits',
};

const MONEY = /^-?\d+(?:\.\d+)?$/;

/** What is wrong with a typed amount of pounds, or undefined when it is fine or blank (task-forms §0). */
export function moneyProblem(text: string): string | undefined {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return undefined;
  if (!MONEY.test(value) || value.startsWith('-')) return moneyMessages.atLeastZero;
  const [whole = '', fraction = ''] = value.split('.');
  if (fraction.length > 2) return moneyMessages.places;
  if (whole.replace(/^0+(?=\d)/, '').length > 15) return moneyMessages.digits;
  return undefined;
}

/** An accepted amount as sent: the digits typed without commas (the wire's decimal string), or null. */
export function moneyValue(text: string): string | null {
  const value = text.trim().replace(/,/g, '');
  return value === '' ? null : value;
}

/** Whole pence of an accepted amount, exact for 15-digit pounds. */
function pence(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** The sum of accepted amounts as a decimal string, or null when none is given. */
export function moneySum(values: (string | number | null | undefined)[]): string | null {
  const given = values
    .filter((value): value is string | number => value !== null && value !== undefined)
    .map(String);
  if (given.length === 0) return null;
  const total = given.reduce((sum, value) => sum + pence(value), 0n);
  const cents = total % 100n;
  return cents === 0n ? String(total / 100n) : `${total / 100n}.${String(cents).padStart(2, '0')}`;
}

/** '£1,234.50', or 'Not entered'. */
export function formatPounds(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return NO_DATA;
  const [whole = '0', fraction = ''] = String(value).split('.');
  const grouped = BigInt(whole).toLocaleString('en-GB');
  return `£${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** '1,000 kWh', or 'Not entered'. */
export const formatReductionKwh = (value: number | null | undefined) =>
  value === null || value === undefined ? NO_DATA : formatKwh(value);

/** A pair as the form holds it. */
export interface PairValues {
  energyConsumption: string;
  energyCost: string;
}

export const pairSchema = z.object({
  energyConsumption: z.string().superRefine((value, context) => {
    const problem = kwhProblem(value, 0);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  energyCost: z.string().superRefine((value, context) => {
    const problem = moneyProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
});

export const pairValues = (saved: ReductionPair | null | undefined): PairValues => ({
  energyConsumption: kwhText(saved?.energyConsumption),
  energyCost: saved?.energyCost === null || saved?.energyCost === undefined ? '' : String(saved.energyCost),
});

export const toPair = (values: PairValues): ReductionPair => ({
  energyConsumption: kwhValue(values.energyConsumption),
  energyCost: moneyValue(values.energyCost),
});

const pairIsEmpty = (pair: ReductionPair) =>
  (pair.energyConsumption === null || pair.energyConsumption === undefined) &&
  (pair.energyCost === null || pair.energyCost === undefined);

/** The pairs of a breakdown (purposes or categories) with their totals; a pair left blank is left out. */
function toBreakdown<K extends string>(keys: readonly K[], values: Record<K, PairValues>) {
  const pairs = keys.map((key) => [key, toPair(values[key])] as const);
  const kwh = pairs
    .map(([, pair]) => pair.energyConsumption)
    .filter((value): value is number => value !== null && value !== undefined);
  return {
    ...Object.fromEntries(pairs.map(([key, pair]) => [key, pairIsEmpty(pair) ? null : pair])),
    energyConsumptionTotal: kwh.length > 0 ? kwh.reduce((sum, value) => sum + value, 0) : null,
    energyCostTotal: moneySum(pairs.map(([, pair]) => pair.energyCost)),
  };
}

const PURPOSE_KEYS = PURPOSES.map(([purpose]) => purpose);
const CATEGORY_KEYS = SAVING_CATEGORIES.map(([category]) => category);

export const purposeReductionsShape = Object.fromEntries(
  PURPOSE_KEYS.map((key) => [key, pairSchema]),
) as Record<(typeof PURPOSE_KEYS)[number], typeof pairSchema>;
export const categoryReductionsShape = Object.fromEntries(
  CATEGORY_KEYS.map((key) => [key, pairSchema]),
) as Record<SavingCategory, typeof pairSchema>;

export const toPurposeReductions = (values: Record<(typeof PURPOSE_KEYS)[number], PairValues>) =>
  toBreakdown(PURPOSE_KEYS, values) as PurposeReductions;
export const toCategoryReductions = (values: Record<SavingCategory, PairValues>) =>
  toBreakdown(CATEGORY_KEYS, values) as CategoryReductions;

export const purposeReductionValues = (saved: PurposeReductions | null | undefined) =>
  Object.fromEntries(PURPOSE_KEYS.map((key) => [key, pairValues(saved?.[key])])) as Record<
    (typeof PURPOSE_KEYS)[number],
    PairValues
  >;
export const categoryReductionValues = (saved: CategoryReductions | null | undefined) =>
  Object.fromEntries(CATEGORY_KEYS.map((key) => [key, pairValues(saved?.[key])])) as Record<
    SavingCategory,
    PairValues
  >;

const given = <T,>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined && value !== '';

/** Both halves of a pair in one row, saying once what was left blank rather than 'Not entered' twice. */
function pairOf(kwh: number | null | undefined, cost: string | number | null | undefined): string {
  if (!given(kwh) && !given(cost)) return NO_DATA;
  if (!given(cost)) return `${formatReductionKwh(kwh)}, energy spend not entered`;
  if (!given(kwh)) return `Energy consumption not entered, ${formatPounds(cost)}`;
  return `${formatReductionKwh(kwh)}, ${formatPounds(cost)}`;
}

/** A pair's value on 'Check your answers'. */
export const pairText = (pair: ReductionPair | null | undefined) =>
  pairOf(pair?.energyConsumption, pair?.energyCost);

/** A breakdown's rows on 'Check your answers': a row per purpose or category, then the totals. */
export function breakdownRows(
  breakdown: PurposeReductions | CategoryReductions | null | undefined,
  labels: readonly (readonly [string, string])[],
  change: string,
) {
  const pairs = (breakdown ?? {}) as Record<string, ReductionPair | null | undefined>;
  return [
    ...labels.map(([key, label]) => ({
      key: label,
      value: pairText(pairs[key]),
      change: `${change} for ${label.toLowerCase()}`,
    })),
    {
      key: 'Total',
      value: pairOf(breakdown?.energyConsumptionTotal, breakdown?.energyCostTotal),
      change: false as const,
    },
  ];
}

/** Whole pence of a typed amount that is fine, else undefined. */
const typedPence = (text: string) =>
  moneyProblem(text) === undefined && moneyValue(text) !== null
    ? pence(moneyValue(text) as string)
    : undefined;

/** The typed breakdown's kWh and pence, or undefined when any figure is not yet a valid one. */
function typedTotals(values: Record<string, PairValues | undefined>, keys: readonly string[]) {
  let kwh = 0;
  let cost = 0n;
  for (const key of keys) {
    const pair = values[key];
    const kwhText = pair?.energyConsumption ?? '';
    const costText = pair?.energyCost ?? '';
    if (kwhProblem(kwhText, 0) !== undefined || moneyProblem(costText) !== undefined) return undefined;
    kwh += kwhValue(kwhText) ?? 0;
    cost += typedPence(costText) ?? 0n;
  }
  return { kwh, cost };
}

const poundsOfPence = (amount: bigint) =>
  formatPounds(`${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`);

/**
 * A breakdown must not exceed the total annual reduction given on the section's first page (its hint says
 * so, task-forms §1.4); a figure the total leaves blank is not judged. The message names both figures, so the
 * user sees which is wrong. The reference does not refuse this at submit, so neither does the server.
 */
export function breakdownOverTotal(
  values: Record<string, PairValues | undefined>,
  keys: readonly string[],
  total: ReductionPair | null | undefined,
  what: string,
): string | undefined {
  const typed = typedTotals(values, keys);
  if (!typed) return undefined;
  const totalKwh = total?.energyConsumption;
  const totalCost = total?.energyCost;
  const given: string[] = [];
  const allowed: string[] = [];
  if (totalKwh !== null && totalKwh !== undefined && typed.kwh > totalKwh) {
    given.push(formatKwh(typed.kwh));
    allowed.push(formatKwh(totalKwh));
  }
  if (totalCost !== null && totalCost !== undefined && typed.cost > pence(String(totalCost))) {
    given.push(poundsOfPence(typed.cost));
    allowed.push(formatPounds(totalCost));
  }
  if (given.length === 0) return undefined;
  return `The reduction by ${what} (${given.join(', ')}) must not be more than the total annual reduction (${allowed.join(', ')})`;
}

/** The check above as a refinement of a breakdown page's schema, its message on 'total'. */
export const withinTotal =
  (breakdown: 'purposes' | 'categories', total: ReductionPair | null | undefined) =>
  (values: Record<string, PairValues>, context: z.RefinementCtx) => {
    const message =
      breakdown === 'purposes'
        ? breakdownOverTotal(values, PURPOSE_KEYS, total, 'organisational purpose')
        : breakdownOverTotal(values, CATEGORY_KEYS, total, 'energy saving category');
    if (message) context.addIssue({ code: 'custom', path: ['total'], message });
  };

interface PairFieldsProps<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /** The pair's name in the form ('pair', 'buildings'…). */
  name: string;
  legend: string;
  legendSize?: 's' | 'm';
}

/** The reduction pair block: kWh and £ inputs under a legend (task-forms §0). */
export function ReductionPairFields<V extends FieldValues, O>({
  form,
  name,
  legend,
  legendSize = 's',
}: PairFieldsProps<V, O>) {
  const errors = (form.formState.errors as FieldErrors<Record<string, PairValues>>)[name];
  return (
    <Fieldset legend={{ text: legend, size: legendSize }}>
      <TextInput
        id={fieldId(`${name}.energyConsumption`)}
        label={REDUCTION_LABELS.energyConsumption}
        className="govuk-input--width-10"
        inputMode="numeric"
        spellCheck={false}
        suffix="kWh"
        errorMessage={errors?.energyConsumption?.message}
        {...form.register(`${name}.energyConsumption` as Path<V>)}
      />
      <TextInput
        id={fieldId(`${name}.energyCost`)}
        label={REDUCTION_LABELS.energyCost}
        className="govuk-input--width-10"
        inputMode="decimal"
        spellCheck={false}
        prefix="£"
        errorMessage={errors?.energyCost?.message}
        {...form.register(`${name}.energyCost` as Path<V>)}
      />
    </Fieldset>
  );
}

/** A breakdown's pairs, one block each, and the live totals (a problem with the totals on 'total'). */
export function BreakdownFields<V extends FieldValues, O>({
  form,
  labels,
}: {
  form: UseFormReturn<V, unknown, O>;
  labels: readonly (readonly [string, string])[];
}) {
  const values = form.watch() as unknown as Record<string, PairValues | undefined>;
  const typed = labels.map(([key]) => values[key]);
  const kwh = typed.reduce((sum, pair) => {
    const text = pair?.energyConsumption ?? '';
    return sum + (kwhProblem(text, 0) === undefined ? (kwhValue(text) ?? 0) : 0);
  }, 0);
  const cost = moneySum(
    typed.map((pair) => {
      const text = pair?.energyCost ?? '';
      return moneyProblem(text) === undefined ? moneyValue(text) : null;
    }),
  );
  const totalError = (form.formState.errors as FieldErrors<{ total: string }>).total?.message;
  return (
    <>
      {labels.map(([key, label]) => (
        <ReductionPairFields key={key} form={form} name={key} legend={label} />
      ))}
      <div
        className={totalError ? 'govuk-form-group govuk-form-group--error' : 'govuk-form-group'}
        id={fieldId('total')}
        tabIndex={-1}
      >
        {totalError ? <ErrorMessage>{totalError}</ErrorMessage> : null}
        <p className="govuk-body govuk-!-font-weight-bold" aria-live="polite">
          Total: {formatKwh(kwh)}, {formatPounds(cost ?? '0')}
        </p>
      </div>
    </>
  );
}

const PURPOSES_HINT =
  'Enter the reduction for each organisational purpose, ensuring the totals do not exceed those you provided on the previous page.';

/** A breakdown page's fields under its hint: by organisational purpose or by energy saving category. */
export function BreakdownPageFields<V extends FieldValues, O>({
  form,
  by,
}: {
  form: UseFormReturn<V, unknown, O>;
  by: 'purposes' | 'categories';
}) {
  return (
    <>
      <p className="govuk-body">{by === 'purposes' ? PURPOSES_HINT : CATEGORIES_HINT}</p>
      <BreakdownFields form={form} labels={by === 'purposes' ? PURPOSES : SAVING_CATEGORIES} />
    </>
  );
}

/** A breakdown's check-your-answers rows, each named "By purpose: …" or "By category: …". */
export function breakdownSummaryRows(
  breakdown: PurposeReductions | CategoryReductions | null | undefined,
  by: 'purposes' | 'categories',
) {
  const [labels, name] = by === 'purposes' ? [PURPOSES, 'By purpose'] : [SAVING_CATEGORIES, 'By category'];
  return breakdownRows(breakdown, labels, 'the reduction').map((row) => ({
    ...row,
    key: `${name}: ${String(row.key).toLowerCase()}`,
  }));
}

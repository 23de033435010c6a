import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { z, type ZodType } from 'zod';
import type { SummaryListRow } from '../../govuk/forms';
import { KwhField, checkReduction, formatKwh, kwhText, kwhValue, type Fail } from '..';
import {
  AddedMeasureFields,
  addedBasicValues,
  addedBasics,
  addedBasicsShape,
  addedMeasureRows,
  checkAddedMeasure,
  type AddedBasics,
} from './measure-parts';

/**
 * A measure an update adds that no earlier report holds (task-forms §3): the questions every added measure
 * has, and the reductions the update asks for its own periods.
 */

/** A reduction an added measure reports: its form field, its payload key, its period, and the message when required. */
export interface AddedReduction {
  field: string;
  key: string;
  period: string;
  minimum: 0 | 1;
  required?: string;
}

/** `reduction('reduction', 'reductionEnergyConsumption2025To2026', PERIOD, 1, message)`: one line an update. */
export const reduction = (
  field: string,
  key: string,
  period: string,
  minimum: 0 | 1,
  required?: string,
): AddedReduction => ({ field, key, period, minimum, ...(required ? { required } : {}) });

type Values = FieldValues & z.output<z.ZodObject<typeof addedBasicsShape>>;
/** An added measure as saved: what every added measure holds, and the update's reductions. */
export type AddedMeasure = AddedBasics & Record<string, unknown>;
type Measure = AddedMeasure;

export interface AddedMeasureKit {
  schema: ZodType<Measure, Values>;
  values: (measure: Measure | undefined) => Values;
  rows: (measure: Measure) => SummaryListRow[];
  Fields: (props: { form: UseFormReturn<Values, unknown, Measure> }) => ReactNode;
}

/** The added measure's schema, form values, questions and rows, its reductions after its schemes. */
export function addedMeasure(intro: string, reductions: readonly AddedReduction[]): AddedMeasureKit {
  const shape = z.object({
    ...addedBasicsShape,
    ...Object.fromEntries(reductions.map((item) => [item.field, z.string()])),
  });
  const text = (values: Record<string, unknown>, field: string) => String(values[field] ?? '');
  const schema = shape
    .superRefine((values, context) => {
      const fail: Fail = (path, message) => context.addIssue({ code: 'custom', path, message });
      checkAddedMeasure(values, fail, () => {
        for (const item of reductions) {
          const { minimum, required } = item;
          checkReduction(
            fail,
            item.field,
            text(values, item.field),
            required ? { required, minimum } : { minimum },
          );
        }
      });
    })
    .transform((values): Measure => {
      const measure: Measure = { ...addedBasics(values) };
      for (const item of reductions) {
        const value = kwhValue(text(values, item.field));
        if (item.required || value !== null) measure[item.key] = value;
      }
      return measure;
    });
  return {
    schema: schema as unknown as ZodType<Measure, Values>,
    values: (measure) =>
      ({
        ...addedBasicValues(measure),
        ...Object.fromEntries(
          reductions.map((item) => [item.field, kwhText(measure?.[item.key] as number | null | undefined)]),
        ),
      }) as Values,
    rows: (measure) =>
      addedMeasureRows(
        measure,
        reductions.map((item) => ({
          key: `Reduction ${item.period}`,
          value: formatKwh(measure[item.key] as number | null | undefined),
        })),
      ),
    Fields: ({ form }) => (
      <AddedMeasureFields form={form} intro={intro}>
        {reductions.map((item) => (
          <KwhField
            key={item.field}
            form={form}
            name={item.field as never}
            label={`Reduction in energy consumption ${item.period}${item.required ? '' : ' (optional)'}`}
          />
        ))}
      </AddedMeasureFields>
    ),
  };
}

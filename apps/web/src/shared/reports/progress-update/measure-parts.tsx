import { checkAddedMeasureAnswers, toAddedMeasureBasics } from '@esos/reporting-rules';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { fieldId } from '../../forms';
import { TextInput, type SummaryListRow } from '../../govuk/forms';
import {
  ADDED_MEASURE_METHODS,
  ContextField,
  ESTIMATION_METHODS,
  MethodField,
  SchemeFields,
  labelOf,
  schemeListSchema,
  schemesValue,
  type EstimationMethod,
  type Fail,
  type MeasureScheme,
  yesNoOf,
} from '..';

/**
 * What the progress updates' measure forms share (task-forms §3): the answers' schemas, the method and context
 * they end with, and the questions, rules and rows of a measure added since the last report, whose reductions
 * each update asks for its own periods.
 */

export const yesNoSchema = z.enum(['YES', 'NO']).nullable();
export const methodSchema = z
  .enum(['ENERGY_AUDIT', 'ACTION_PLAN_ESTIMATE', 'OTHER_METHOD', 'NO_METHOD_USED'])
  .nullable();

export const trimmed = (text: string) => text.trim() || undefined;

export { checkContext, contextAnswer, methodAnswer } from '@esos/reporting-rules';

/** The form's values a progress update's answers about a measure have in common. */
export function partValues(
  part:
    | {
        measureIsImplemented?: boolean | null;
        measureImplementedByTheDateInActionPlan?: boolean | null;
        estimationMethodType?: EstimationMethod | null;
        estimationMethodDescription?: string | null;
        providedContext?: string | null;
      }
    | null
    | undefined,
) {
  return {
    implemented: yesNoOf(part?.measureIsImplemented),
    byDate: yesNoOf(part?.measureImplementedByTheDateInActionPlan),
    method: part?.estimationMethodType ?? null,
    description: part?.estimationMethodDescription ?? '',
    context: part?.providedContext ?? '',
  };
}

export const methodRows = (
  method: EstimationMethod | null | undefined,
  description: string | null | undefined,
): SummaryListRow[] => [
  { key: 'Estimation method', value: labelOf(ESTIMATION_METHODS, method) },
  ...(method === 'OTHER_METHOD' ? [{ key: 'Description of the method', value: description ?? '' }] : []),
];

// A measure implemented since the last report that was not in the action plan.

export const addedBasicsShape = {
  measureName: z.string(),
  measureScheme: schemeListSchema,
  otherMeasureSchemeName: z.string(),
  method: methodSchema,
  description: z.string(),
  context: z.string(),
};

type AddedBasicValues = z.output<z.ZodObject<typeof addedBasicsShape>>;

/** What every added measure holds but its reductions. */
export interface AddedBasics {
  measureName?: string | null;
  measureScheme?: MeasureScheme[] | null;
  otherMeasureSchemeName?: string | null;
  estimationMethodType?: 'ENERGY_AUDIT' | 'OTHER_METHOD' | 'NO_METHOD_USED' | null;
  estimationMethodDescription?: string | null;
  measureContext?: string | null;
}

/** The rules, in the form's order: name, schemes, the update's reductions, method, context (the rules package's). */
export function checkAddedMeasure(values: AddedBasicValues, fail: Fail, checkReductions: () => void): void {
  checkAddedMeasureAnswers(values, fail, checkReductions);
}

/** The answers but the reductions, as the server keeps them. */
export function addedBasics(values: AddedBasicValues): AddedBasics {
  return toAddedMeasureBasics(values) as AddedBasics;
}

export function addedBasicValues(measure: AddedBasics | undefined): AddedBasicValues {
  return {
    measureName: measure?.measureName ?? '',
    measureScheme: [...(measure?.measureScheme ?? [])],
    otherMeasureSchemeName: measure?.otherMeasureSchemeName ?? '',
    method: measure?.estimationMethodType ?? null,
    description: measure?.estimationMethodDescription ?? '',
    context: measure?.measureContext ?? '',
  };
}

/** The added measure's questions: `intro`, name, schemes, the update's reductions (`children`), method, context. */
export function AddedMeasureFields<V extends FieldValues & AddedBasicValues, O>({
  form,
  intro,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  intro: string;
  children: ReactNode;
}) {
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (
    <>
      <p className="govuk-body">{intro}</p>
      <TextInput
        id={fieldId('measureName')}
        label="Enter a name for this measure"
        labelClassName="govuk-label--s"
        errorMessage={errors.measureName?.message}
        {...form.register('measureName' as never)}
      />
      <SchemeFields form={form} />
      {children}
      <MethodField form={form} options={ADDED_MEASURE_METHODS} />
      <ContextField form={form} label="Provide context to the measure (optional)" />
    </>
  );
}

/** An added measure's rows: its schemes, the update's `reductions` rows, method and context. */
export function addedMeasureRows(measure: AddedBasics, reductions: SummaryListRow[]): SummaryListRow[] {
  return [
    {
      key: 'Related schemes or requirements',
      value: schemesValue(measure.measureScheme, measure.otherMeasureSchemeName),
    },
    ...reductions,
    ...methodRows(measure.estimationMethodType, measure.estimationMethodDescription),
    { key: 'Context', value: measure.measureContext ?? 'None' },
  ];
}

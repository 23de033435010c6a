import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { fieldId } from '../../../../shared/forms';
import { Checkboxes } from '../../../../shared/govuk/forms';
import { stepPage } from '../../../../shared/step-flow';
import type { NocSection } from '../../noc/model';
import { choicePage, yesNoText } from '../shared/yes-no';
import { yesNoDetailPage } from '../shared/yes-no-detail';

/** Compliance route (task-forms §1.4): estimates, profiling, energy audits and what may not be disclosed. */
export type ComplianceRouteAnswers = NocSection<'complianceRoute'>;
type Estimate = NonNullable<ComplianceRouteAnswers['estimatedCalculationTypes']>[number];

const SELECT_AN_OPTION = 'Select an option';
const NONE: Estimate = 'NONE_OF_THE_ABOVE';
const EITHER = 'the total energy consumption or, as applicable, significant energy consumption,';

export const ESTIMATE_LABELS: Record<Estimate, string> = {
  TOTAL_OR_SIGNIFICANT_ENERGY_CONSUMPTION:
    'The total energy consumption or, as applicable, significant energy consumption, over the reference period.',
  CONVERSION_OF_TOTAL_OR_SIGNIFICANT_ENERGY_CONSUMPTION: `The conversion of ${EITHER} into kWh, where it was not measured in those units.`,
  AMOUNT_OF_TOTAL_OR_SIGNIFICANT_ENERGY_CONSUMPTION: `The amount of ${EITHER} attributable to each organisational purpose in kWh.`,
  ENERGY_CONSUMPTION_OVER_TWELVE_MONTHS:
    'The energy consumption over the 12-month period covered by any energy audit.',
  NONE_OF_THE_ABOVE: 'None of the above',
};
const ESTIMATES = Object.keys(ESTIMATE_LABELS) as Estimate[];

const estimatesSchema = z.object({
  estimates: z
    .array(z.enum(ESTIMATES as [Estimate, ...Estimate[]]))
    .min(1, SELECT_AN_OPTION)
    .refine((chosen) => !chosen.includes(NONE) || chosen.length === 1, {
      message: 'Select the calculations for which you used estimates, or select ‘None of the above’',
    }),
});

/** 'None of the above' is exclusive: ticking it clears the others, ticking another clears it. */
function exclusive(previous: readonly string[], next: string[]): string[] {
  const added = next.find((value) => !previous.includes(value));
  if (added === NONE) return [NONE];
  return added ? next.filter((value) => value !== NONE) : next;
}

export const estimatesPage = stepPage({
  path: 'data-estimated',
  title: 'Did you use any estimates in relation to the following calculations (as applicable)?',
  ownHeading: true,
  schema: estimatesSchema,
  values: (answers: ComplianceRouteAnswers) => ({ estimates: answers.estimatedCalculationTypes ?? [] }),
  apply: (answers: ComplianceRouteAnswers, output): ComplianceRouteAnswers => ({
    ...answers,
    estimatedCalculationTypes: output.estimates,
  }),
  Fields: ({ form, title }) => (
    <Controller
      control={form.control}
      name="estimates"
      render={({ field, fieldState }) => (
        <Checkboxes
          name={field.name}
          idPrefix={fieldId(field.name)}
          legend={{ text: title, size: 'l', isPageHeading: true }}
          hint="Select the calculations for which you used estimates."
          errorMessage={fieldState.error?.message}
          value={field.value}
          onChange={(next) => field.onChange(exclusive(field.value ?? [], next))}
          onBlur={field.onBlur}
          ref={field.ref}
          items={[
            ...ESTIMATES.filter((value) => value !== NONE).map((value) => ({
              value,
              text: ESTIMATE_LABELS[value],
            })),
            { divider: 'or' },
            { value: NONE, text: ESTIMATE_LABELS[NONE] },
          ]}
        />
      )}
    />
  ),
  summary: (answers) => [
    {
      key: 'Estimates used',
      value: (answers.estimatedCalculationTypes ?? []).map((value) => (
        <span key={value} className="govuk-!-display-block">
          {ESTIMATE_LABELS[value]}
        </span>
      )),
      change: 'the calculations for which you used estimates',
    },
  ],
});

// Twelve months of verifiable data, and why not (full route only).
export function twelveMonthsPage(when: (answers: ComplianceRouteAnswers) => boolean) {
  return yesNoDetailPage<ComplianceRouteAnswers>({
    path: 'twelve-months-verifiable-data',
    title: 'Did all your energy audits use 12 months of verifiable data?',
    message: SELECT_AN_OPTION,
    when,
    detail: {
      on: 'NO',
      label:
        'Provide details of the extent to which and reasons why your energy audits did not use 12 months of verifiable data',
      required: 'Please provide details',
      long: true,
    },
    get: (answers) => ({
      answer: answers.areTwelveMonthsVerifiableDataUsed,
      detail: answers.twelveMonthsVerifiableDataUsedReason,
    }),
    set: (answers, used, reason) => ({
      ...answers,
      areTwelveMonthsVerifiableDataUsed: used,
      twelveMonthsVerifiableDataUsedReason: reason,
    }),
    summary: (answers) => [
      {
        key: 'Did all your energy audits use 12 months of verifiable data?',
        value: yesNoText(answers.areTwelveMonthsVerifiableDataUsed),
        change: 'whether your energy audits used 12 months of verifiable data',
      },
      ...(answers.areTwelveMonthsVerifiableDataUsed === false
        ? [
            {
              key: 'Why not',
              value: answers.twelveMonthsVerifiableDataUsedReason ?? '',
              change: 'why your energy audits did not use 12 months of verifiable data',
            },
          ]
        : []),
    ],
  });
}

export const OPTIONAL_QUESTION_LABELS = { YES: 'Yes', NO: 'No', SKIP_QUESTION: 'Skip question' };

export const estimationMethodsPage = choicePage<ComplianceRouteAnswers, 'YES' | 'NO' | 'SKIP_QUESTION'>({
  path: 'estimation-methods-recorded',
  title: 'Are the methods used for estimated data recorded in the evidence pack?',
  message: SELECT_AN_OPTION,
  labels: OPTIONAL_QUESTION_LABELS,
  get: (answers) => answers.areEstimationMethodsRecorded,
  set: (answers, value) => ({ ...answers, areEstimationMethodsRecorded: value }),
  change: 'whether the estimation methods are recorded',
});

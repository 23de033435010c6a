import { z } from 'zod';
import { RadiosField, fieldId, maxLength, requiredChoice, text } from '../../../../shared/forms';
import { CharacterCount, ErrorMessage, Fieldset, TextInput } from '../../../../shared/govuk/forms';
import { formatKwh, kwhProblem, kwhText, kwhValue } from '../../../../shared/reports';
import { stepPage, type StepFlow, type StepPage } from '../../../../shared/step-flow';
import type { NocContext } from '../../task/NocSectionPage';
import { categoryOf, type NocSection } from '../../noc/model';
import { PURPOSES, PurposeFields, purposeRows, purposeValues, toEnergyConsumption } from '../shared/purposes';
import { SAVING_CATEGORIES } from '../shared/reduction';
import { LONG_TEXT_MAX, LONG_TEXT_TOO_LONG } from '../shared/yes-no';

/** Energy savings achieved (task-forms §1.4); category B gives a total only. */
export type SavingsAchievedAnswers = NocSection<'energySavingsAchieved'>;
type Answer = 'YES' | 'NO' | 'SKIP_QUESTION';

const OPTIONS: Record<Answer, string> = { YES: 'Yes', NO: 'No', SKIP_QUESTION: 'Skip question' };
const SELECT_OPTION = 'Please select an option';
const REQUIRED_KWH = 'Enter a number equal to or greater than 0';
const OVER_100 = 'The integer should not be greater than 100';

/** A required kWh figure: blank refused, then the integer rules. */
const requiredKwh = z.string().superRefine((value, context) => {
  const problem = value.trim() === '' ? REQUIRED_KWH : kwhProblem(value, 0);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
const optionalKwh = z.string().superRefine((value, context) => {
  const problem = kwhProblem(value, 0);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

const sumGiven = (values: (number | null)[]) => {
  const given = values.filter((value): value is number => value !== null);
  return given.length > 0 ? given.reduce((sum, value) => sum + value, 0) : null;
};

// 1. The estimate by purpose (not B).
const estimatePage = stepPage({
  path: 'estimate',
  title:
    'What is the breakdown of an estimate of the energy savings achieved during the third compliance period?',
  schema: z.object(
    Object.fromEntries(PURPOSES.map(([purpose]) => [purpose, requiredKwh])) as Record<
      (typeof PURPOSES)[number][0],
      typeof requiredKwh
    >,
  ),
  values: (answers: SavingsAchievedAnswers) => purposeValues(answers.energySavingsEstimation, ''),
  done: (answers) => answers.energySavingsEstimation?.total != null,
  apply: (answers: SavingsAchievedAnswers, output) => ({
    ...answers,
    energySavingsEstimation: toEnergyConsumption(output),
  }),
  Fields: ({ form }) => <PurposeFields form={form} legend="Energy savings by purpose" />,
  summary: (answers) =>
    purposeRows(answers.energySavingsEstimation, 'the estimate').map((row) => ({
      ...row,
      key: `Estimate: ${String(row.key).toLowerCase()}`,
    })),
});

// 1 (B). The estimate as one total.
const estimateTotalPage = stepPage({
  path: 'estimate-total',
  title: 'What is the estimate of the total energy savings achieved during the third compliance period?',
  ownHeading: true,
  schema: z.object({ kwh: requiredKwh }),
  values: (answers: SavingsAchievedAnswers) => ({ kwh: kwhText(answers.totalEnergySavingsEstimation) }),
  done: (answers) => answers.totalEnergySavingsEstimation != null,
  apply: (answers: SavingsAchievedAnswers, output) => ({
    ...answers,
    totalEnergySavingsEstimation: kwhValue(output.kwh),
  }),
  Fields: ({ form, title }) => (
    <TextInput
      id={fieldId('kwh')}
      label={title}
      labelClassName="govuk-label--l"
      isPageHeading
      className="govuk-input--width-10"
      inputMode="numeric"
      spellCheck={false}
      suffix="kWh"
      errorMessage={form.formState.errors.kwh?.message}
      {...form.register('kwh')}
    />
  ),
  summary: (answers) => [
    {
      key: 'Estimate of the total energy savings achieved',
      value: formatKwh(answers.totalEnergySavingsEstimation),
      change: 'the estimate of the total energy savings',
    },
  ],
});

/** A Yes / No / Skip question; No and Skip drop the breakdown it leads to. */
function questionPage(options: {
  path: string;
  title: string;
  summaryKey: string;
  when?: (answers: SavingsAchievedAnswers) => boolean;
  get: (answers: SavingsAchievedAnswers) => Answer | null | undefined;
  set: (answers: SavingsAchievedAnswers, answer: Answer) => SavingsAchievedAnswers;
}): StepPage<SavingsAchievedAnswers> {
  return stepPage({
    path: options.path,
    title: options.title,
    ownHeading: true,
    ...(options.when ? { when: options.when } : {}),
    schema: z.object({ answer: requiredChoice(['YES', 'NO', 'SKIP_QUESTION'], SELECT_OPTION) }),
    values: (answers: SavingsAchievedAnswers) => ({ answer: options.get(answers) ?? null }),
    apply: (answers: SavingsAchievedAnswers, output) => options.set(answers, output.answer),
    Fields: ({ form, title }) => (
      <RadiosField
        control={form.control}
        name="answer"
        legend={{ text: title, size: 'l', isPageHeading: true }}
        items={[
          { value: 'YES', text: OPTIONS.YES },
          { value: 'NO', text: OPTIONS.NO },
          { divider: 'or' },
          { value: 'SKIP_QUESTION', text: OPTIONS.SKIP_QUESTION },
        ]}
      />
    ),
    summary: (answers) => {
      const answer = options.get(answers);
      return [
        {
          key: options.summaryKey,
          value: answer ? OPTIONS[answer] : '',
          change: options.summaryKey.toLowerCase(),
        },
      ];
    },
  });
}

// 2. Whether there is information by energy saving category (not B).
const categoriesQuestionPage = (notB: boolean) =>
  questionPage({
    path: 'categories-exist',
    title:
      'Do you have any information on the energy savings achieved during the compliance period against different energy saving categories?',
    summaryKey: 'Information by energy saving category',
    when: () => notB,
    get: (answers) => answers.energySavingCategoriesExist,
    set: ({ energySavingsCategories, ...answers }, answer) =>
      answer === 'YES'
        ? {
            ...answers,
            energySavingCategoriesExist: answer,
            energySavingsCategories: energySavingsCategories ?? {},
          }
        : { ...answers, energySavingCategoriesExist: answer },
  });

// 3. The savings by energy saving category, every figure optional.
type CategoryKey = (typeof SAVING_CATEGORIES)[number][0];
const categoriesSchema = z.object(
  Object.fromEntries(SAVING_CATEGORIES.map(([category]) => [category, optionalKwh])) as Record<
    CategoryKey,
    typeof optionalKwh
  >,
);
const categoriesPage = stepPage({
  path: 'categories',
  title:
    'What is the breakdown of the energy savings achieved during the compliance period against the following energy saving categories? (optional)',
  when: (answers: SavingsAchievedAnswers) => answers.energySavingCategoriesExist === 'YES',
  schema: categoriesSchema,
  values: (answers: SavingsAchievedAnswers) =>
    Object.fromEntries(
      SAVING_CATEGORIES.map(([category]) => [category, kwhText(answers.energySavingsCategories?.[category])]),
    ) as Record<CategoryKey, string>,
  apply: (answers: SavingsAchievedAnswers, output) => {
    const figures = SAVING_CATEGORIES.map(([category]) => [category, kwhValue(output[category])] as const);
    return {
      ...answers,
      energySavingsCategories: {
        ...Object.fromEntries(figures),
        total: sumGiven(figures.map(([, value]) => value)),
      },
    };
  },
  Fields: ({ form }) => {
    const typed = form.watch();
    const total = SAVING_CATEGORIES.reduce((sum, [category]) => {
      const value = typed[category] ?? '';
      return sum + (kwhProblem(value, 0) === undefined ? (kwhValue(value) ?? 0) : 0);
    }, 0);
    return (
      <Fieldset legend={{ text: 'Energy savings by category', size: 'm' }}>
        {SAVING_CATEGORIES.map(([category, label]) => (
          <TextInput
            key={category}
            id={fieldId(category)}
            label={label}
            className="govuk-input--width-10"
            inputMode="numeric"
            spellCheck={false}
            suffix="kWh"
            errorMessage={form.formState.errors[category]?.message}
            {...form.register(category)}
          />
        ))}
        <p className="govuk-body govuk-!-font-weight-bold" aria-live="polite">
          Total: {formatKwh(total)}
        </p>
      </Fieldset>
    );
  },
  summary: (answers) => [
    ...SAVING_CATEGORIES.map(([category, label]) => ({
      key: `By category: ${label.toLowerCase()}`,
      value: formatKwh(answers.energySavingsCategories?.[category]),
      change: `the savings for ${label.toLowerCase()}`,
    })),
    {
      key: 'By category: total',
      value: formatKwh(answers.energySavingsCategories?.total),
      change: false as const,
    },
  ],
});

// 4. Whether there is data on where the recommendations came from.
const recommendationsQuestionPage = questionPage({
  path: 'recomendations-exist',
  title:
    'Do you have any data on the proportion of energy savings achieved which relate to recommendations from different sources?',
  summaryKey: 'Data on the sources of recommendations',
  get: (answers) => answers.energySavingsRecommendationsExist,
  set: ({ energySavingsRecommendations, ...answers }, answer) =>
    answer === 'YES'
      ? {
          ...answers,
          energySavingsRecommendationsExist: answer,
          energySavingsRecommendations: energySavingsRecommendations ?? {},
        }
      : { ...answers, energySavingsRecommendationsExist: answer },
});

// 5. The shares by source (%), each at most 100; the total is not capped (a saving may follow
// recommendations of more than one kind), as in the reference.
const SOURCES = [
  ['energyAudits', 'Energy audits'],
  ['alternativeComplianceRoutes', 'Alternative compliance routes'],
  ['other', 'Other'],
] as const;
type SourceKey = (typeof SOURCES)[number][0];
const share = z.string().superRefine((value, context) => {
  const problem = kwhProblem(value, 0) ?? ((kwhValue(value) ?? 0) > 100 ? OVER_100 : undefined);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
const sharesSchema = z.object(
  Object.fromEntries(SOURCES.map(([source]) => [source, share])) as Record<SourceKey, typeof share>,
);
const recommendationsPage = stepPage({
  path: 'recomendations',
  title:
    'What is the breakdown of the proportion of energy savings achieved which relate to recommendations from the following categories? (optional)',
  when: (answers: SavingsAchievedAnswers) => answers.energySavingsRecommendationsExist === 'YES',
  schema: sharesSchema,
  values: (answers: SavingsAchievedAnswers) =>
    Object.fromEntries(
      SOURCES.map(([source]) => [source, kwhText(answers.energySavingsRecommendations?.[source])]),
    ) as Record<SourceKey, string>,
  apply: (answers: SavingsAchievedAnswers, output) => {
    const figures = SOURCES.map(([source]) => [source, kwhValue(output[source])] as const);
    return {
      ...answers,
      energySavingsRecommendations: {
        ...Object.fromEntries(figures),
        total: sumGiven(figures.map(([, value]) => value)),
      },
    };
  },
  Fields: ({ form }) => {
    const typed = form.watch();
    const total = SOURCES.reduce((sum, [source]) => {
      const value = typed[source] ?? '';
      return sum + (kwhProblem(value, 0) === undefined ? (kwhValue(value) ?? 0) : 0);
    }, 0);
    const errors = form.formState.errors as Partial<Record<SourceKey | 'total', { message?: string }>>;
    return (
      <Fieldset legend={{ text: 'Proportion of energy savings by source', size: 'm' }}>
        {SOURCES.map(([source, label]) => (
          <TextInput
            key={source}
            id={fieldId(source)}
            label={label}
            className="govuk-input--width-3"
            inputMode="numeric"
            spellCheck={false}
            suffix="%"
            errorMessage={errors[source]?.message}
            {...form.register(source)}
          />
        ))}
        <div
          className={errors.total ? 'govuk-form-group govuk-form-group--error' : 'govuk-form-group'}
          id={fieldId('total')}
          tabIndex={-1}
        >
          {errors.total?.message ? <ErrorMessage>{errors.total.message}</ErrorMessage> : null}
          <p className="govuk-body govuk-!-font-weight-bold" aria-live="polite">
            Total: {total}%
          </p>
        </div>
      </Fieldset>
    );
  },
  summary: (answers) => [
    ...SOURCES.map(([source, label]) => {
      const value = answers.energySavingsRecommendations?.[source];
      return {
        key: `Recommendations: ${label.toLowerCase()}`,
        value: value == null ? 'Not provided' : `${value}%`,
        change: `the share for ${label.toLowerCase()}`,
      };
    }),
    {
      key: 'Recommendations: total',
      value: `${answers.energySavingsRecommendations?.total ?? 0}%`,
      change: false as const,
    },
  ],
});

// 6. Government support received (optional).
const detailsPage = stepPage({
  path: 'details',
  title:
    'Enter details of any government support received in order to implement energy saving measures during the compliance period (optional)',
  ownHeading: true,
  schema: z.object({ details: text(maxLength(LONG_TEXT_MAX, LONG_TEXT_TOO_LONG)) }),
  values: (answers: SavingsAchievedAnswers) => ({ details: answers.details ?? '' }),
  apply: (answers: SavingsAchievedAnswers, output) => ({ ...answers, details: output.details }),
  Fields: ({ form, title }) => (
    <CharacterCount
      id={fieldId('details')}
      label={title}
      labelClassName="govuk-label--l"
      isPageHeading
      maxLength={LONG_TEXT_MAX}
      rows={8}
      errorMessage={form.formState.errors.details?.message}
      {...form.register('details')}
    />
  ),
  summary: (answers) => [
    {
      key: 'Government support received',
      value: answers.details ?? '',
      change: 'the government support received',
    },
  ],
});

/** The section's pages in the reference's order (reporting-inventory §4.1): category B gives a total only. */
export function energySavingsAchievedFlow({ noc }: NocContext): StepFlow<SavingsAchievedAnswers> {
  const isB = categoryOf(noc.reportingObligation) === 'ISO_50001_COVERING_ENERGY_USAGE';
  return {
    caption: 'Energy savings achieved',
    continueText: 'Save and continue',
    pages: [
      ...(isB ? [estimateTotalPage] : [estimatePage]),
      categoriesQuestionPage(!isB),
      categoriesPage,
      recommendationsQuestionPage,
      recommendationsPage,
      detailsPage,
    ],
    checkAnswers: { confirmText: 'Confirm and continue' },
  };
}

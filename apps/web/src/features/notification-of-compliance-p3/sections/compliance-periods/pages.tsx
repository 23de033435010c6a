import { z } from 'zod';
import { RadiosField, fieldId, maxLength, requiredChoice, text } from '../../../../shared/forms';
import { CharacterCount, TextInput } from '../../../../shared/govuk/forms';
import { formatKwh, kwhProblem, kwhText, kwhValue } from '../../../../shared/reports';
import { stepPage, type StepPage } from '../../../../shared/step-flow';
import type { NocSection } from '../../noc/model';
import {
  PurposeFields,
  optionalPurposesShape,
  purposeRows,
  purposeValues,
  toOptionalEnergyConsumption,
  type EnergyConsumption,
} from '../shared/purposes';
import { LONG_TEXT_MAX, LONG_TEXT_TOO_LONG } from '../shared/yes-no';

/** The first and second compliance periods hold the same history; the second adds the savings achieved. */
export type PeriodAnswers = NocSection<'firstCompliancePeriod'> & NocSection<'secondCompliancePeriod'>;
type Details = NonNullable<PeriodAnswers['firstCompliancePeriodDetails']>;
export type Period = 'first' | 'second';

const OPTIONS = { YES: 'Yes', NO: 'No', SKIP_QUESTION: 'Skip question' } as const;
const DATES = { first: '17 July 2014 to 5 December 2015', second: '6 December 2015 to 5 December 2019' };
const providing = (answers: PeriodAnswers) => answers.informationExists === 'YES';
const detailsOf = (answers: PeriodAnswers): Details => answers.firstCompliancePeriodDetails ?? {};
const withDetails = (answers: PeriodAnswers, details: Partial<Details>): PeriodAnswers => ({
  ...answers,
  firstCompliancePeriodDetails: { ...detailsOf(answers), ...details },
});

/** 1. Whether to give the period's history: No or Skip go straight to the summary, dropping any. */
export function informationPage(period: Period): StepPage<PeriodAnswers> {
  const schema = z.object({
    answer: requiredChoice(['YES', 'NO', 'SKIP_QUESTION'], 'Please select an option'),
  });
  return stepPage({
    path: 'information-exists',
    title: `Do you want to provide historical information about compliance with the scheme during the ${period} compliance period?`,
    ownHeading: true,
    schema,
    values: (answers: PeriodAnswers) => ({ answer: answers.informationExists ?? null }),
    apply: ({ firstCompliancePeriodDetails, reductionAchieved, ...answers }: PeriodAnswers, output) =>
      output.answer === 'YES'
        ? {
            ...answers,
            informationExists: output.answer,
            firstCompliancePeriodDetails: firstCompliancePeriodDetails ?? {},
            ...(period === 'second' ? { reductionAchieved: reductionAchieved ?? {} } : {}),
          }
        : { ...answers, informationExists: output.answer },
    Fields: ({ form, title }) => (
      <RadiosField
        control={form.control}
        name="answer"
        legend={{ text: title, size: 'l', isPageHeading: true }}
        hint={DATES[period]}
        items={[
          { value: 'YES', text: OPTIONS.YES },
          { value: 'NO', text: OPTIONS.NO },
          { divider: 'or' },
          { value: 'SKIP_QUESTION', text: OPTIONS.SKIP_QUESTION },
        ]}
      />
    ),
    summary: (answers) => [
      {
        key: `Historical information about the ${period} compliance period`,
        value: answers.informationExists ? OPTIONS[answers.informationExists] : '',
        change: 'whether to provide historical information',
      },
    ],
  });
}

/** 2. The period's energy consumption as one figure. */
export function consumptionPage(period: Period): StepPage<PeriodAnswers> {
  const schema = z.object({
    kwh: z
      .string()
      .refine((value) => kwhProblem(value, 0) === undefined, 'Energy consumption must be an integer'),
  });
  return stepPage({
    path: 'organisational-energy-consumption',
    title: `What was the organisational energy consumption in kWh for the ${period} period? (optional)`,
    ownHeading: true,
    when: providing,
    schema,
    values: (answers: PeriodAnswers) => ({
      kwh: kwhText(detailsOf(answers).organisationalEnergyConsumption),
    }),
    apply: (answers: PeriodAnswers, output) =>
      withSignificantShare(withDetails(answers, { organisationalEnergyConsumption: kwhValue(output.kwh) })),
    Fields: ({ form, title }) => (
      <TextInput
        id={fieldId('kwh')}
        label={title}
        labelClassName="govuk-label--l"
        isPageHeading
        className="govuk-input--width-10"
        inputMode="numeric"
        suffix="kWh"
        errorMessage={form.formState.errors.kwh?.message}
        {...form.register('kwh')}
      />
    ),
    summary: (answers) => [
      {
        key: 'Organisational energy consumption',
        value: formatKwh(detailsOf(answers).organisationalEnergyConsumption),
        change: 'the organisational energy consumption',
      },
    ],
  });
}

/** The significant share of the period's consumption, worked out as the server does. */
function withSignificantShare(answers: PeriodAnswers): PeriodAnswers {
  const details = detailsOf(answers);
  const significant = details.significantEnergyConsumption;
  const base =
    details.organisationalEnergyConsumption ?? details.organisationalEnergyConsumptionBreakdown?.total;
  if (!significant || significant.total == null || !base) return answers;
  const share = Number((BigInt(significant.total) * BigInt(100)) / BigInt(base));
  return withDetails(answers, {
    significantEnergyConsumption: { ...significant, significantEnergyConsumptionPct: share },
  });
}

type KwhField =
  'organisationalEnergyConsumptionBreakdown' | 'significantEnergyConsumption' | 'potentialReduction';

/** A page of kWh by purpose, every figure optional. */
export function purposesPage(options: {
  path: string;
  title: string;
  hint?: string;
  get: (answers: PeriodAnswers) => EnergyConsumption | null | undefined;
  /** Saves the figures, or null when none was given. */
  set: (answers: PeriodAnswers, value: EnergyConsumption | null) => PeriodAnswers;
  summaryKey: string;
}): StepPage<PeriodAnswers> {
  return stepPage({
    path: options.path,
    title: options.title,
    when: providing,
    schema: z.object(optionalPurposesShape),
    values: (answers: PeriodAnswers) => purposeValues(options.get(answers), ''),
    apply: (answers: PeriodAnswers, output) => {
      const given = toOptionalEnergyConsumption(output);
      return withSignificantShare(options.set(answers, given.total === null ? null : given));
    },
    Fields: ({ form }) => (
      <>
        {options.hint ? <p className="govuk-body">{options.hint}</p> : null}
        <PurposeFields form={form} legend="Energy consumption by purpose (optional)" />
      </>
    ),
    summary: (answers) =>
      purposeRows(options.get(answers), options.summaryKey.toLowerCase()).map((row) => ({
        ...row,
        key: `${options.summaryKey}: ${String(row.key).toLowerCase()}`,
      })),
  });
}

export const detailsField =
  (field: KwhField) =>
  (answers: PeriodAnswers): EnergyConsumption | null | undefined =>
    detailsOf(answers)[field];
export const setDetailsField =
  (field: KwhField) => (answers: PeriodAnswers, value: EnergyConsumption | null) =>
    withDetails(answers, { [field]: value });

/** 5. What changed in total energy consumption since the period. */
export function explanationPage(period: Period): StepPage<PeriodAnswers> {
  const schema = z.object({ explanation: text(maxLength(LONG_TEXT_MAX, LONG_TEXT_TOO_LONG)) });
  return stepPage({
    path: 'explanation-of-changes-to-total-energy-consumption',
    title: `Explain any changes to total energy consumption between the ${period === 'first' ? 'first and second' : 'second and third'} compliance periods (optional)`,
    ownHeading: true,
    when: providing,
    schema,
    values: (answers: PeriodAnswers) => ({ explanation: detailsOf(answers).explanation ?? '' }),
    apply: (answers: PeriodAnswers, output) => withDetails(answers, { explanation: output.explanation }),
    Fields: ({ form, title }) => (
      <CharacterCount
        id={fieldId('explanation')}
        label={title}
        labelClassName="govuk-label--l"
        isPageHeading
        maxLength={LONG_TEXT_MAX}
        rows={8}
        errorMessage={form.formState.errors.explanation?.message}
        {...form.register('explanation')}
      />
    ),
    summary: (answers) => [
      {
        key: 'Changes to total energy consumption',
        value: detailsOf(answers).explanation ?? '',
        change: 'the explanation of changes',
      },
    ],
  });
}

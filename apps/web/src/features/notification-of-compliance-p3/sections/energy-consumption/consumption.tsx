import { z } from 'zod';
import { RadiosField, requiredChoice } from '../../../../shared/forms';
import { formatKwh } from '../../../../shared/reports';
import { stepPage } from '../../../../shared/step-flow';
import type { NocSection } from '../../noc/model';
import { yesNo, yesNoText } from '../shared/yes-no';
import {
  NO_ENERGY,
  PURPOSES,
  PurposeFields,
  allWhole,
  purposeRows,
  purposeValues,
  purposesShape,
  toEnergyConsumption,
  typedTotal,
  type Purpose,
} from '../shared/purposes';

/** Energy consumption (task-forms §1.4; status key energyConsumptionDetails). */
export type EnergyConsumptionAnswers = NocSection<'energyConsumptionDetails'>;

/** floor(part × 100 / whole), exact for any kWh figures (as the server works it out). */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? Number((BigInt(part) * BigInt(100)) / BigInt(whole)) : 0;
}

/** The kWh the intensity ratios are given for: the significant consumption's when used, else the total's. */
export function ratioBasis(answers: EnergyConsumptionAnswers) {
  return answers.significantEnergyConsumptionExists
    ? answers.significantEnergyConsumption
    : answers.totalEnergyConsumption;
}

/** The purposes that used energy, which need intensity ratios. */
export const purposesUsed = (answers: EnergyConsumptionAnswers): Purpose[] =>
  PURPOSES.map(([purpose]) => purpose).filter((purpose) => (ratioBasis(answers)?.[purpose] ?? 0) > 0);

/**
 * The answers kept consistent after any page (task-forms §1.4 side effects): the significant share worked
 * out again, and ratios dropped for purposes that no longer use energy.
 */
export function tidy(answers: EnergyConsumptionAnswers): EnergyConsumptionAnswers {
  const { significantEnergyConsumption: significant, energyIntensityRatioData: ratios, ...rest } = answers;
  const used = purposesUsed(answers);
  // Until the figures the ratios are for are given, the ratios are kept as they are.
  const keptRatios =
    ratios && ratioBasis(answers)
      ? Object.fromEntries(Object.entries(ratios).filter(([purpose]) => used.includes(purpose as Purpose)))
      : ratios;
  return {
    ...rest,
    ...(answers.significantEnergyConsumptionExists && significant
      ? {
          significantEnergyConsumption: {
            ...significant,
            significantEnergyConsumptionPct: shareOf(
              significant.total ?? 0,
              answers.totalEnergyConsumption?.total ?? 0,
            ),
          },
        }
      : {}),
    ...(keptRatios ? { energyIntensityRatioData: keptRatios } : {}),
  };
}

// 1. The total energy consumption by purpose.
const totalSchema = z.object(purposesShape).superRefine((values, context) => {
  if (allWhole(values) && typedTotal(values) === 0) {
    context.addIssue({ code: 'custom', path: ['total'], message: NO_ENERGY });
  }
});

export const totalPage = stepPage({
  path: 'total-energy',
  title: 'What is the total energy consumption in kWh for the reference period?',
  schema: totalSchema,
  values: (answers: EnergyConsumptionAnswers) => purposeValues(answers.totalEnergyConsumption),
  done: (answers) => (answers.totalEnergyConsumption?.total ?? 0) > 0,
  apply: (answers: EnergyConsumptionAnswers, output) =>
    tidy({ ...answers, totalEnergyConsumption: toEnergyConsumption(output) }),
  Fields: ({ form }) => <PurposeFields form={form} legend="Energy consumption by purpose" />,
  summary: (answers) => purposeRows(answers.totalEnergyConsumption, 'the total energy consumption'),
});

// 2. Whether significant energy consumption was used: it must be when some energy is not covered by any route.
const NOT_COVERED_NEEDS_SIGNIFICANT =
  'You provided a breakdown of the total energy consumption which stated that between 1 - 5% of your energy use was not covered by any compliance route.  If this is correct you must answer yes to this question.You can go back to change your answers to previous questions if they are incorrect.';

export function significantQuestionPage(notCoveredPct: number) {
  const schema = z
    .object({ answer: requiredChoice(['YES', 'NO'], 'Please select Yes or No') })
    .superRefine((values, context) => {
      if (values.answer === 'NO' && notCoveredPct > 0) {
        context.addIssue({ code: 'custom', path: ['answer'], message: NOT_COVERED_NEEDS_SIGNIFICANT });
      }
    });
  return stepPage({
    path: 'use-significant-energy',
    title: 'Significant energy consumption',
    schema,
    values: (answers: EnergyConsumptionAnswers) => ({
      answer: yesNo(answers.significantEnergyConsumptionExists),
    }),
    apply: (answers: EnergyConsumptionAnswers, output) =>
      tidy({ ...answers, significantEnergyConsumptionExists: output.answer === 'YES' }),
    Fields: ({ form }) => (
      <RadiosField
        control={form.control}
        name="answer"
        legend={{ text: 'Have you used significant energy consumption?', size: 'm' }}
        className="govuk-radios--inline"
        items={[
          { value: 'YES', text: 'Yes' },
          { value: 'NO', text: 'No' },
        ]}
      />
    ),
    summary: (answers) => [
      {
        key: 'Have you used significant energy consumption?',
        value: yesNoText(answers.significantEnergyConsumptionExists),
        change: 'whether significant energy consumption was used',
      },
    ],
  });
}

// 3. The significant energy consumption by purpose: each at most the total's, together 95% to 100% of it.
export function significantPage(total: EnergyConsumptionAnswers['totalEnergyConsumption']) {
  const totalKwh = total?.total ?? 0;
  const schema = z.object(purposesShape).superRefine((values, context) => {
    if (!allWhole(values)) return;
    const typed = toEnergyConsumption(values);
    let over = false;
    for (const [purpose] of PURPOSES) {
      const most = total?.[purpose] ?? 0;
      if (typed[purpose] > most) {
        over = true;
        context.addIssue({
          code: 'custom',
          path: [purpose],
          message: `The value should not be greater than ${most}`,
        });
      }
    }
    const share = shareOf(typed.total, totalKwh);
    if (!over && (share < 95 || share > 100)) {
      context.addIssue({
        code: 'custom',
        path: ['total'],
        message: 'The total significant energy consumption must be between 95% and 100%',
      });
    }
  });
  return stepPage({
    path: 'significant-energy',
    title: 'What is the significant energy consumption in kWh?',
    when: (answers: EnergyConsumptionAnswers) => answers.significantEnergyConsumptionExists === true,
    schema,
    values: (answers: EnergyConsumptionAnswers) => purposeValues(answers.significantEnergyConsumption),
    done: (answers) => (answers.significantEnergyConsumption?.total ?? 0) > 0,
    apply: (answers: EnergyConsumptionAnswers, output) =>
      tidy({
        ...answers,
        significantEnergyConsumption: { ...toEnergyConsumption(output), significantEnergyConsumptionPct: 0 },
      }),
    Fields: ({ form }) => (
      <>
        <p className="govuk-body">Total energy consumption: {formatKwh(totalKwh)}</p>
        <PurposeFields
          form={form}
          legend="Significant energy consumption by purpose"
          totalNote={(typed) => `(${shareOf(typed, totalKwh)}% of total energy consumption)`}
        />
      </>
    ),
    summary: (answers) => [
      ...purposeRows(answers.significantEnergyConsumption, 'the significant energy consumption').map(
        (row) => ({ ...row, key: `Significant: ${String(row.key).toLowerCase()}` }),
      ),
      {
        key: 'Share of total energy consumption',
        value: `${answers.significantEnergyConsumption?.significantEnergyConsumptionPct ?? 0}%`,
        change: false as const,
      },
    ],
  });
}

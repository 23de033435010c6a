import { z } from 'zod';
import { stepPage, type StepFlow } from '../../../../shared/step-flow';
import type { NocSection } from '../../noc/model';
import type { NocContext } from '../../task/NocSectionPage';
import {
  ReductionPairFields,
  categoryReductionValues,
  categoryReductionsShape,
  pairSchema,
  pairText,
  pairValues,
  purposeReductionValues,
  purposeReductionsShape,
  toCategoryReductions,
  toPair,
  toPurposeReductions,
  withinTotal,
  BreakdownPageFields,
  breakdownSummaryRows,
} from '../shared/reduction';

/** Energy savings opportunities (task-forms §1.4): every figure optional; complete once all three pages are saved. */
export type OpportunitiesAnswers = NocSection<'energySavingsOpportunities'>;

const TOTAL_TITLE =
  'Total annual reduction in energy consumption and energy spend from implementing energy saving opportunities';
const given = (value: unknown) => value !== undefined && value !== null;

// 1. The total annual reduction: one pair.
const totalPage = stepPage({
  path: 'energy-savings-opportunity-implementation-reduction',
  title: TOTAL_TITLE,
  schema: z.object({ pair: pairSchema }),
  values: (answers: OpportunitiesAnswers) => ({ pair: pairValues(answers.implementationEnergyConsumption) }),
  done: (answers) => given(answers.implementationEnergyConsumption),
  apply: (answers: OpportunitiesAnswers, output) => ({
    ...answers,
    implementationEnergyConsumption: toPair(output.pair),
  }),
  Fields: ({ form }) => (
    <ReductionPairFields form={form} name="pair" legend="Total annual reduction" legendSize="m" />
  ),
  summary: (answers) => [
    {
      key: 'Total annual reduction',
      value: pairText(answers.implementationEnergyConsumption),
      change: 'the total annual reduction',
    },
  ],
});

// 2. By organisational purpose: a pair per purpose and their totals, within the total annual reduction.
const purposesPage = (total: OpportunitiesAnswers['implementationEnergyConsumption']) =>
  stepPage({
    path: 'energy-savings-opportunity-consumption',
    title: `${TOTAL_TITLE} by organisational purpose`,
    schema: z.object(purposeReductionsShape).superRefine(withinTotal('purposes', total)),
    values: (answers: OpportunitiesAnswers) => purposeReductionValues(answers.energyConsumption),
    done: (answers) => given(answers.energyConsumption),
    apply: (answers: OpportunitiesAnswers, output) => ({
      ...answers,
      energyConsumption: toPurposeReductions(output),
    }),
    Fields: ({ form }) => <BreakdownPageFields form={form} by="purposes" />,
    summary: (answers) => breakdownSummaryRows(answers.energyConsumption, 'purposes'),
  });

// 3. By energy saving category: a pair per category and their totals, within the total annual reduction.
const categoriesPage = (total: OpportunitiesAnswers['implementationEnergyConsumption']) =>
  stepPage({
    path: 'energy-savings-opportunity-categories',
    title: `${TOTAL_TITLE} by energy saving category`,
    schema: z.object(categoryReductionsShape).superRefine(withinTotal('categories', total)),
    values: (answers: OpportunitiesAnswers) => categoryReductionValues(answers.energySavingsCategories),
    done: (answers) => given(answers.energySavingsCategories),
    apply: (answers: OpportunitiesAnswers, output) => ({
      ...answers,
      energySavingsCategories: toCategoryReductions(output),
    }),
    Fields: ({ form }) => <BreakdownPageFields form={form} by="categories" />,
    summary: (answers) => breakdownSummaryRows(answers.energySavingsCategories, 'categories'),
  });

/** The section's pages in the reference's order (reporting-inventory §4.1), judged against the saved total. */
export function energySavingsOpportunitiesFlow({ noc }: NocContext): StepFlow<OpportunitiesAnswers> {
  const total = noc.energySavingsOpportunities?.implementationEnergyConsumption;
  return {
    caption: 'Energy savings opportunities',
    continueText: 'Save and continue',
    pages: [totalPage, purposesPage(total), categoriesPage(total)],
    checkAnswers: { confirmText: 'Confirm and continue' },
  };
}

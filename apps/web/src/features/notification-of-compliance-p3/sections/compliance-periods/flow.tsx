import type { StepFlow } from '../../../../shared/step-flow';
import {
  consumptionPage,
  detailsField,
  explanationPage,
  informationPage,
  purposesPage,
  setDetailsField,
  type Period,
  type PeriodAnswers,
} from './pages';

export type { PeriodAnswers } from './pages';

/**
 * The first or second compliance period's pages in the reference's order (reporting-inventory §4.1): all
 * optional once the first question is answered Yes; the second period also asks what was saved.
 */
export function compliancePeriodFlow(period: Period): StepFlow<PeriodAnswers> {
  const second = period === 'second';
  return {
    caption: second ? 'Second compliance period' : 'First compliance period',
    continueText: 'Save and continue',
    pages: [
      informationPage(period),
      consumptionPage(period),
      purposesPage({
        path: 'organisational-energy-consumption-breakdown',
        title: second
          ? 'What was the breakdown of the organisational energy consumption in kWh for the second period? (optional)'
          : 'What was the organisational energy consumption in kWh for the first period? (optional)',
        get: detailsField('organisationalEnergyConsumptionBreakdown'),
        set: setDetailsField('organisationalEnergyConsumptionBreakdown'),
        summaryKey: 'Breakdown',
      }),
      purposesPage({
        path: 'significant-energy-consumption',
        title: `What was the significant energy consumption during the ${period} compliance period? (optional)`,
        hint: 'Significant energy consumption is at least 90% of the total energy consumption.',
        get: detailsField('significantEnergyConsumption'),
        set: setDetailsField('significantEnergyConsumption'),
        summaryKey: 'Significant',
      }),
      explanationPage(period),
      purposesPage({
        path: 'potential-reduction',
        title: `How much energy could your organisation have saved annually if measures suggested by your energy audit for the ${period} period were implemented? (optional)`,
        get: detailsField('potentialReduction'),
        set: setDetailsField('potentialReduction'),
        summaryKey: 'Potential saving',
      }),
      ...(second
        ? [
            purposesPage({
              path: 'reduction-achieved',
              title:
                'How much energy did your organisation save during the second compliance period? (optional)',
              get: (answers) => answers.reductionAchieved,
              set: (answers, reductionAchieved) => ({ ...answers, reductionAchieved }),
              summaryKey: 'Saved',
            }),
          ]
        : []),
    ],
    checkAnswers: { confirmText: 'Confirm and continue' },
  };
}

import type { EnergySavingsOpportunities } from '../../../payload/sections/energy-savings-opportunities';
import type { ConstraintChecker } from '../constraint-checker';
import { checkEnergyConsumptionReduction, checkSavingsCategoriesReduction } from './shared';

export function checkEnergySavingsOpportunities(
  check: ConstraintChecker,
  opportunities: EnergySavingsOpportunities,
): void {
  if (opportunities.energyConsumption) {
    checkEnergyConsumptionReduction(check.at('energyConsumption'), opportunities.energyConsumption);
  }
  if (opportunities.energySavingsCategories) {
    checkSavingsCategoriesReduction(
      check.at('energySavingsCategories'),
      opportunities.energySavingsCategories,
    );
  }
}

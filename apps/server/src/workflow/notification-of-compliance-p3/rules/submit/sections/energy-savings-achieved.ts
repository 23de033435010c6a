import type { EnergySavingsAchieved } from '../../../payload/sections/energy-savings-achieved';
import { energyPurposes } from '../../../payload/shared/energy-consumption';
import { savingsCategories } from '../../../payload/shared/potential-reduction';
import { anyGiven, sumOf } from '../../energy-figures';
import type { ConstraintChecker } from '../constraint-checker';
import { checkEnergyConsumption } from './shared';

const answeredYes = (answer: string | null | undefined) => answer === 'YES';

export function checkEnergySavingsAchieved(check: ConstraintChecker, savings: EnergySavingsAchieved): void {
  const estimation = savings.energySavingsEstimation;
  if (estimation) checkEnergyConsumption(check.at('energySavingsEstimation'), estimation);
  const categories = savings.energySavingsCategories;
  if (categories) {
    const figures = savingsCategories.map((category) => categories[category]);
    check
      .at('energySavingsCategories')
      .rule(
        anyGiven(figures) ? sumOf(figures) === categories.total : !anyGiven([categories.total]),
        'Energy savings categories total is not valid',
      );
  }
  check.notNull('energySavingsRecommendationsExist', savings.energySavingsRecommendationsExist);
  const recommendations = savings.energySavingsRecommendations;
  if (recommendations) {
    const shares = [
      recommendations.energyAudits,
      recommendations.alternativeComplianceRoutes,
      recommendations.other,
    ];
    check
      .at('energySavingsRecommendations')
      .rule(
        anyGiven(shares) ? sumOf(shares) === recommendations.total : !anyGiven([recommendations.total]),
        'Sum of energy savings recommendations values should equal the total value',
      );
  }
  check.rule(
    answeredYes(savings.energySavingCategoriesExist) || !categories,
    'Energy savings categories exist and energy savings categories values are not mutually valid',
  );
  check.rule(
    answeredYes(savings.energySavingsRecommendationsExist) || !recommendations,
    'Energy savings recommendations exist and energy savings recommendations values are not mutually valid',
  );
  check.rule(
    !estimation || energyPurposes.every((purpose) => anyGiven([estimation[purpose]])),
    'Energy savings achieved energy savings estimation can not have null values',
  );
}

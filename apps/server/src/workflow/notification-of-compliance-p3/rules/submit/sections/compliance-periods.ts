import type { FirstCompliancePeriod } from '../../../payload/sections/first-compliance-period';
import type { SecondCompliancePeriod } from '../../../payload/sections/second-compliance-period';
import { percentageShare } from '../../energy-figures';
import type { ConstraintChecker } from '../constraint-checker';
import { checkEnergyConsumption } from './shared';

/** The first and second compliance periods share their shape; the second adds the reduction achieved. */
export function checkCompliancePeriod(
  check: ConstraintChecker,
  period: FirstCompliancePeriod | SecondCompliancePeriod,
): void {
  check.notNull('informationExists', period.informationExists);
  const details = period.firstCompliancePeriodDetails;
  if (details) {
    const detailsCheck = check.at('firstCompliancePeriodDetails');
    for (const field of [
      'organisationalEnergyConsumptionBreakdown',
      'significantEnergyConsumption',
      'potentialReduction',
    ] as const) {
      const figures = details[field];
      if (figures) checkEnergyConsumption(detailsCheck.at(field), figures);
    }
    // The share is of the organisational consumption when given, else of its breakdown's total.
    const significant = details.significantEnergyConsumption;
    const base =
      details.organisationalEnergyConsumption ?? details.organisationalEnergyConsumptionBreakdown?.total;
    const share = significant?.significantEnergyConsumptionPct;
    if (significant?.total != null && base != null && share != null) {
      detailsCheck.rule(
        percentageShare(significant.total, base) === BigInt(share),
        'Significant energy consumption pct value should equal the percentage against total energy consumption',
      );
    }
  }
  if ('reductionAchieved' in period && period.reductionAchieved) {
    checkEnergyConsumption(check.at('reductionAchieved'), period.reductionAchieved);
  }
  check.rule(
    (period.informationExists === 'YES') === Boolean(details),
    'Information exists and energy consumption or potential reduction values are not mutually valid',
  );
}

import type { NocP3 } from '../../../payload/noc';
import type { AlternativeComplianceRoutes } from '../../../payload/sections/alternative-compliance-routes';
import type { ComplianceRoute } from '../../../payload/sections/compliance-route';
import type { EnergyConsumptionDetails } from '../../../payload/sections/energy-consumption-details';
import type { EnergySavingsAchieved } from '../../../payload/sections/energy-savings-achieved';
import type { EnergySavingsOpportunities } from '../../../payload/sections/energy-savings-opportunities';
import { distributionOf, percentage, type ReportingObligationCategory } from '../../category';
import { alternativeRoutes, asksForEnergyAudits, energyAuditAnswers, isGiven } from '../../category-needs';
import { nocViolation, sectionClassNames, type NocViolation } from '../violations';
import { categoryCostsAddUp, purposeCostsAddUp } from './cost-sums';

/** The category cross checks of the sections about energy use (reporting-inventory §3.2). */

export function checkComplianceRouteForCategory(
  route: ComplianceRoute,
  noc: NocP3,
  category: ReportingObligationCategory,
): NocViolation[] {
  const fits = asksForEnergyAudits(category, noc)
    ? isGiven(route.areTwelveMonthsVerifiableDataUsed) &&
      isGiven(route.energyConsumptionProfilingUsed) &&
      isGiven(route.energyAudits)
    : !energyAuditAnswers.some((answer) => isGiven(route[answer]));
  return fits ? [] : [nocViolation('complianceRoute', 'INVALID_ENERGY_CONSUMPTION_DATA')];
}

export function checkEnergyConsumptionForCategory(
  details: EnergyConsumptionDetails,
  noc: NocP3,
): NocViolation[] {
  const distribution = distributionOf(noc.reportingObligation);
  if (!distribution) {
    return [
      nocViolation('energyConsumptionDetails', 'INVALID_DEPENDENT_SECTION_DATA', [
        sectionClassNames.reportingObligation,
      ]),
    ];
  }
  const notAudited = percentage(distribution.energyNotAuditedPct) > 0;
  return notAudited && details.significantEnergyConsumptionExists === false
    ? [
        nocViolation(
          'energyConsumptionDetails',
          'INVALID_SIGNIFICANT_ENERGY_CONSUMPTION_EXISTS_ENERGY_NOT_AUDITED',
        ),
      ]
    : [];
}

export function checkSavingsOpportunityCosts(opportunities: EnergySavingsOpportunities): NocViolation[] {
  return [
    ...(purposeCostsAddUp(opportunities.energyConsumption)
      ? []
      : [nocViolation('energySavingsOpportunities', 'INVALID_ENERGY_CONSUMPTION_REDUCTION_COST')]),
    ...(categoryCostsAddUp(opportunities.energySavingsCategories)
      ? []
      : [nocViolation('energySavingsOpportunities', 'INVALID_ENERGY_SAVINGS_CATEGORIES_COST')]),
  ];
}

const routeViolations = ['INVALID_ISO50001_DETAILS', 'INVALID_DEC_DETAILS', 'INVALID_GDA_DETAILS'] as const;

export function checkAlternativeRoutesForCategory(
  routes: AlternativeComplianceRoutes,
  noc: NocP3,
  category: ReportingObligationCategory,
): NocViolation[] {
  const found: NocViolation[] = [];
  const distribution = distributionOf(noc.reportingObligation);
  if (
    category === 'ISO_50001_COVERING_ENERGY_USAGE' &&
    (routes.energyConsumptionReduction || routes.energyConsumptionReductionCategories)
  ) {
    found.push(nocViolation('alternativeComplianceRoutes', 'INVALID_ENERGY_CONSUMPTION_REDUCTION'));
  }
  if (!distribution && category !== 'ISO_50001_COVERING_ENERGY_USAGE') {
    found.push(
      nocViolation('alternativeComplianceRoutes', 'INVALID_DEPENDENT_SECTION_DATA', [
        sectionClassNames.reportingObligation,
      ]),
    );
  } else {
    // In B the ISO 50001 route covers everything: its details are required and the other two forbidden.
    alternativeRoutes.forEach((route, index) => {
      const covers =
        category === 'ISO_50001_COVERING_ENERGY_USAGE'
          ? index === 0
          : percentage(distribution?.[route.share]) > 0;
      const asset = isGiven(routes.assets?.[route.asset]);
      const certificate = isGiven(routes[route.certificate]);
      if (covers ? !(asset && certificate) : asset || certificate) {
        found.push(
          nocViolation(
            'alternativeComplianceRoutes',
            routeViolations[index] as (typeof routeViolations)[number],
          ),
        );
      }
    });
  }
  if (category !== 'ISO_50001_COVERING_ENERGY_USAGE') {
    if (!purposeCostsAddUp(routes.energyConsumptionReduction)) {
      found.push(nocViolation('alternativeComplianceRoutes', 'INVALID_ENERGY_CONSUMPTION_REDUCTION_COST'));
    }
    if (!categoryCostsAddUp(routes.energyConsumptionReductionCategories)) {
      found.push(nocViolation('alternativeComplianceRoutes', 'INVALID_ENERGY_SAVINGS_CATEGORIES_COST'));
    }
  }
  return found;
}

export function checkSavingsAchievedForCategory(
  savings: EnergySavingsAchieved,
  category: ReportingObligationCategory,
): NocViolation[] {
  const totalOnly = category === 'ISO_50001_COVERING_ENERGY_USAGE';
  const found: NocViolation[] = [];
  if (totalOnly !== isGiven(savings.totalEnergySavingsEstimation)) {
    found.push(nocViolation('energySavingsAchieved', 'INVALID_TOTAL_ENERGY_SAVINGS_ESTIMATION'));
  }
  if (totalOnly === isGiven(savings.energySavingsEstimation)) {
    found.push(nocViolation('energySavingsAchieved', 'INVALID_ENERGY_SAVINGS_CONSUMPTION'));
  }
  const categoriesGiven = totalOnly
    ? isGiven(savings.energySavingCategoriesExist) || isGiven(savings.energySavingsCategories)
    : isGiven(savings.energySavingCategoriesExist);
  if (totalOnly === categoriesGiven) {
    found.push(nocViolation('energySavingsAchieved', 'INVALID_ENERGY_SAVINGS_CATEGORIES'));
  }
  return found;
}

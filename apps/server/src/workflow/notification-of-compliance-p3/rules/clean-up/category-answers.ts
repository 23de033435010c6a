import type { NocP3, NocSectionKey, NocSectionsCompleted } from '../../payload/noc';
import type { ReportingObligationCategory } from '../category';
import { distributionOf, percentage } from '../category';
import {
  alternativeRoutes,
  asksForEnergyAudits,
  energyAuditAnswers,
  forbidsSecondOfficer,
  isGiven,
  missingStatements,
  needsSecondOfficer,
} from '../category-needs';

/**
 * Within the sections a category keeps, its answers remove what the category forbids and reopen
 * (COMPLETED to IN_PROGRESS) a section that lacks what the category needs (task-forms §1.6,
 * reporting-inventory §3.4). Reopening follows the data, not every change of the obligation as the
 * reference's web does (ADR 0014). Mutates the (cloned) notification and statuses it is given.
 */
export function applyCategoryAnswers(
  category: ReportingObligationCategory,
  noc: NocP3,
  statuses: NocSectionsCompleted,
): void {
  const reopenIf = (key: NocSectionKey, lacking: boolean) => {
    if (lacking && statuses[key] === 'COMPLETED') statuses[key] = 'IN_PROGRESS';
  };
  complianceRoute(category, noc, reopenIf);
  energyConsumptionDetails(category, noc, statuses);
  alternativeComplianceRoutes(category, noc, reopenIf);
  confirmations(category, noc, reopenIf);
  energySavingsAchieved(category, noc, reopenIf);
}

type ReopenIf = (key: NocSectionKey, lacking: boolean) => void;
const usesEnergy = (category: ReportingObligationCategory) =>
  category !== 'ZERO_ENERGY' && category !== 'NOT_QUALIFY';

function complianceRoute(category: ReportingObligationCategory, noc: NocP3, reopenIf: ReopenIf): void {
  const route = noc.complianceRoute;
  if (!route || !usesEnergy(category)) return;
  // In E the audits' share decides; without a distribution yet, nothing is decided.
  if (category === 'LESS_THAN_40000_KWH_PER_YEAR' && !distributionOf(noc.reportingObligation)) return;
  if (!asksForEnergyAudits(category, noc)) {
    for (const answer of energyAuditAnswers) delete route[answer];
    return;
  }
  reopenIf(
    'complianceRoute',
    !isGiven(route.areTwelveMonthsVerifiableDataUsed) ||
      !isGiven(route.energyConsumptionProfilingUsed) ||
      !isGiven(route.energyAudits),
  );
}

/** Energy not covered by any route (1–5 %) must be reported as significant consumption: a "No" is withdrawn. */
function energyConsumptionDetails(
  category: ReportingObligationCategory,
  noc: NocP3,
  statuses: NocSectionsCompleted,
): void {
  const details = noc.energyConsumptionDetails;
  const notAudited = percentage(distributionOf(noc.reportingObligation)?.energyNotAuditedPct);
  if (!details || !usesEnergy(category) || notAudited === 0) return;
  if (details.significantEnergyConsumptionExists === false) {
    delete details.significantEnergyConsumptionExists;
    statuses.energyConsumptionDetails = 'IN_PROGRESS';
  }
}

function alternativeComplianceRoutes(
  category: ReportingObligationCategory,
  noc: NocP3,
  reopenIf: ReopenIf,
): void {
  const routes = noc.alternativeComplianceRoutes;
  const distribution = distributionOf(noc.reportingObligation);
  if (!routes || !distribution || !usesEnergy(category)) return;
  if (category === 'ISO_50001_COVERING_ENERGY_USAGE') {
    delete routes.energyConsumptionReduction;
    delete routes.energyConsumptionReductionCategories;
  }
  for (const route of alternativeRoutes) {
    if (percentage(distribution[route.share]) === 0) {
      if (routes.assets) delete routes.assets[route.asset];
      delete routes[route.certificate];
    } else {
      reopenIf(
        'alternativeComplianceRoutes',
        !isGiven(routes.assets?.[route.asset]) || !routes[route.certificate],
      );
    }
  }
}

function confirmations(category: ReportingObligationCategory, noc: NocP3, reopenIf: ReopenIf): void {
  const confirmation = noc.confirmations;
  if (!confirmation || category === 'NOT_QUALIFY') return;
  if (category === 'ZERO_ENERGY') {
    delete confirmation.responsibilityAssessmentTypes;
    delete confirmation.reviewAssessmentDate;
  } else {
    delete confirmation.noEnergyResponsibilityAssessmentTypes;
  }
  const secondOfficer = needsSecondOfficer(category, noc);
  if (forbidsSecondOfficer(category, noc)) {
    delete confirmation.secondResponsibleOfficerEnergyTypes;
    delete confirmation.secondResponsibleOfficerDetails;
  }
  const lacking =
    category === 'ZERO_ENERGY'
      ? missingStatements(confirmation.noEnergyResponsibilityAssessmentTypes).length > 0
      : missingStatements(confirmation.responsibilityAssessmentTypes).length > 0 ||
        !isGiven(confirmation.reviewAssessmentDate) ||
        (secondOfficer &&
          (!confirmation.secondResponsibleOfficerDetails ||
            missingStatements(confirmation.secondResponsibleOfficerEnergyTypes).length > 0));
  reopenIf('confirmations', lacking);
}

function energySavingsAchieved(category: ReportingObligationCategory, noc: NocP3, reopenIf: ReopenIf): void {
  const savings = noc.energySavingsAchieved;
  if (!savings || !usesEnergy(category)) return;
  if (category === 'ISO_50001_COVERING_ENERGY_USAGE') {
    delete savings.energySavingsEstimation;
    delete savings.energySavingCategoriesExist;
    delete savings.energySavingsCategories;
    reopenIf('energySavingsAchieved', !isGiven(savings.totalEnergySavingsEstimation));
  } else {
    delete savings.totalEnergySavingsEstimation;
    reopenIf(
      'energySavingsAchieved',
      !savings.energySavingsEstimation || !isGiven(savings.energySavingCategoriesExist),
    );
  }
}

import type {
  ComplianceRouteDistribution,
  ReportingObligation,
} from '../payload/sections/reporting-obligation';

/** The seven reporting-obligation categories (task-forms §1.2), with the letters the inventory uses. */
export const reportingObligationCategories = [
  'ESOS_ENERGY_ASSESSMENTS_95_TO_100', // A
  'ISO_50001_COVERING_ENERGY_USAGE', // B
  'PARTIAL_ENERGY_ASSESSMENTS', // C
  'ZERO_ENERGY', // D
  'LESS_THAN_40000_KWH_PER_YEAR', // E
  'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100', // F
  'NOT_QUALIFY', // NQ
] as const;
export type ReportingObligationCategory = (typeof reportingObligationCategories)[number];

/** Every category but NOT_QUALIFY: the organisation qualifies and notifies. */
export const qualifyingCategories = reportingObligationCategories.filter(
  (category) => category !== 'NOT_QUALIFY',
);

/**
 * The category the answers lead to, or undefined while they do not decide one yet (a draft whose
 * reporting obligation is unfinished). The server and the web derive it the same way.
 */
export function determineCategory(
  obligation: ReportingObligation | null | undefined,
): ReportingObligationCategory | undefined {
  if (obligation?.qualificationType === 'NOT_QUALIFY') return 'NOT_QUALIFY';
  if (obligation?.qualificationType !== 'QUALIFY') return undefined;
  const details = obligation.reportingObligationDetails;
  switch (details?.energyResponsibilityType) {
    case 'NOT_RESPONSIBLE':
      return 'ZERO_ENERGY';
    case 'RESPONSIBLE_BUT_LESS_THAN_40000_KWH':
      return 'LESS_THAN_40000_KWH_PER_YEAR';
    case 'RESPONSIBLE':
      return details.complianceRouteDistribution
        ? categoryOfDistribution(details.complianceRouteDistribution)
        : undefined;
    default:
      return undefined;
  }
}

function categoryOfDistribution(distribution: ComplianceRouteDistribution): ReportingObligationCategory {
  if (!usesAlternativeRoutes(distribution)) return 'ESOS_ENERGY_ASSESSMENTS_95_TO_100';
  if (distribution.iso50001Pct === 100) return 'ISO_50001_COVERING_ENERGY_USAGE';
  return percentage(distribution.energyAuditsPct) > 0
    ? 'PARTIAL_ENERGY_ASSESSMENTS'
    : 'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100';
}

/** A missing percentage counts as 0, as the reference reads an absent distribution. */
export function percentage(value: number | null | undefined): number {
  return value ?? 0;
}

/** Whether any of ISO 50001, Display Energy Certificates or Green Deal Assessments covers some energy. */
export function usesAlternativeRoutes(distribution: ComplianceRouteDistribution | null | undefined): boolean {
  return (
    percentage(distribution?.iso50001Pct) > 0 ||
    percentage(distribution?.displayEnergyCertificatePct) > 0 ||
    percentage(distribution?.greenDealAssessmentPct) > 0
  );
}

export function distributionOf(
  obligation: ReportingObligation | null | undefined,
): ComplianceRouteDistribution | undefined {
  return obligation?.reportingObligationDetails?.complianceRouteDistribution ?? undefined;
}

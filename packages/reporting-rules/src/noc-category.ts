/**
 * The notification's reporting-obligation category (task-forms §1.2), derived from the saved answers the same
 * way on the server (the clean-up on save and the submit checks) and on the web (the task list): written once.
 */

/** The seven categories, with the letters the reporting inventory uses (§3.1). */
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

/** The shares of energy under each compliance route, as both sides' schemas hold them (any may be missing). */
export interface ComplianceRouteDistribution {
  iso50001Pct?: number | null;
  displayEnergyCertificatePct?: number | null;
  greenDealAssessmentPct?: number | null;
  energyAuditsPct?: number | null;
}

/** The reporting-obligation answers the category is derived from. */
export interface ReportingObligation {
  qualificationType?: 'QUALIFY' | 'NOT_QUALIFY' | null;
  reportingObligationDetails?: {
    energyResponsibilityType?:
      'RESPONSIBLE' | 'NOT_RESPONSIBLE' | 'RESPONSIBLE_BUT_LESS_THAN_40000_KWH' | null;
    complianceRouteDistribution?: ComplianceRouteDistribution | null;
  } | null;
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

/** The obligation's distribution, typed as the caller's schema types it. */
export function distributionOf<O extends ReportingObligation>(
  obligation: O | null | undefined,
): NonNullable<NonNullable<O['reportingObligationDetails']>['complianceRouteDistribution']> | undefined {
  return obligation?.reportingObligationDetails?.complianceRouteDistribution ?? undefined;
}

/**
 * The category the answers lead to, or undefined while they do not decide one yet (a draft whose reporting
 * obligation is unfinished).
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

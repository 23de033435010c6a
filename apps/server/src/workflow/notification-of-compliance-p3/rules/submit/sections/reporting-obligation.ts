import type { ReportingObligation } from '../../../payload/sections/reporting-obligation';
import type { ConstraintChecker } from '../constraint-checker';

const given = (value: unknown) => value !== null && value !== undefined;

export function checkReportingObligation(check: ConstraintChecker, obligation: ReportingObligation): void {
  check.notNull('qualificationType', obligation.qualificationType);
  check.rule(
    (obligation.qualificationType === 'NOT_QUALIFY') === given(obligation.noQualificationReason),
    'Qualification type and no qualification reason values are not mutually valid',
  );
  // The reference takes an empty reason; a notification that does not qualify must say why (ADR 14, §4).
  if (obligation.qualificationType === 'NOT_QUALIFY' && given(obligation.noQualificationReason)) {
    check.notBlank('noQualificationReason', obligation.noQualificationReason);
  }
  check.rule(
    (obligation.qualificationType === 'QUALIFY') === given(obligation.reportingObligationDetails),
    'Qualification type and reporting obligation details values are not mutually valid',
  );
  const details = obligation.reportingObligationDetails;
  if (!details) return;
  const detailsCheck = check.at('reportingObligationDetails');
  detailsCheck.notNull('qualificationReasonType', details.qualificationReasonType);
  detailsCheck.notNull('energyResponsibilityType', details.energyResponsibilityType);
  detailsCheck.rule(
    (details.energyResponsibilityType !== 'NOT_RESPONSIBLE') === given(details.complianceRouteDistribution),
    'Energy responsibility type and compliance route distribution values are not mutually valid',
  );
  const distribution = details.complianceRouteDistribution;
  if (!distribution) return;
  const distributionCheck = detailsCheck.at('complianceRouteDistribution');
  const shareFields = [
    'iso50001Pct',
    'displayEnergyCertificatePct',
    'greenDealAssessmentPct',
    'energyAuditsPct',
    'energyNotAuditedPct',
  ] as const;
  for (const field of [...shareFields, 'totalPct'] as const)
    distributionCheck.notNull(field, distribution[field]);
  const shares = shareFields.map((field) => distribution[field]);
  distributionCheck.rule(
    shares.every(given) && shares.reduce<number>((sum, share) => sum + (share ?? 0), 0) === 100,
    'Sum of compliance route distribution values should be 100',
  );
}

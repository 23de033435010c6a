import { z } from 'zod';
import { int32, oneOf, text } from '../draft-fields';

export const qualificationTypes = ['QUALIFY', 'NOT_QUALIFY'] as const;
export const qualificationReasonTypes = [
  'TURNOVER_MORE_THAN_44M',
  'STAFF_MEMBERS_MORE_THAN_250',
  'TURNOVER_MORE_THAN_44M_AND_STAFF_MEMBERS_MORE_THAN_250',
  'CONDITIONS_NOT_MET',
] as const;
export const energyResponsibilityTypes = [
  'RESPONSIBLE',
  'NOT_RESPONSIBLE',
  'RESPONSIBLE_BUT_LESS_THAN_40000_KWH',
] as const;

/** How the total energy consumption splits between the compliance routes, in whole percentages. */
export const complianceRouteDistributionSchema = z
  .strictObject({
    iso50001Pct: int32(0, 100),
    displayEnergyCertificatePct: int32(0, 100),
    greenDealAssessmentPct: int32(0, 100),
    energyAuditsPct: int32(0, 100),
    energyNotAuditedPct: int32(0, 5),
    totalPct: int32(100, 100),
  })
  .meta({ id: 'ComplianceRouteDistribution' });
export type ComplianceRouteDistribution = z.infer<typeof complianceRouteDistributionSchema>;

export const reportingObligationDetailsSchema = z
  .strictObject({
    qualificationReasonType: oneOf(qualificationReasonTypes),
    energyResponsibilityType: oneOf(energyResponsibilityTypes),
    complianceRouteDistribution: complianceRouteDistributionSchema.nullish(),
  })
  .meta({ id: 'ReportingObligationDetails' });
export type ReportingObligationDetails = z.infer<typeof reportingObligationDetailsSchema>;

/** Section "Reporting obligation": whether the organisation qualifies, and how it is responsible for energy. */
export const reportingObligationSchema = z
  .strictObject({
    qualificationType: oneOf(qualificationTypes),
    noQualificationReason: text(10000),
    reportingObligationDetails: reportingObligationDetailsSchema.nullish(),
  })
  .meta({ id: 'ReportingObligation' });
export type ReportingObligation = z.infer<typeof reportingObligationSchema>;

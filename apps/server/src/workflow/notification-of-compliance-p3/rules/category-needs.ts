import type { NocP3 } from '../payload/noc';
import { responsibilityAssessmentTypes } from '../payload/sections/confirmations';
import type { ReportingObligationCategory } from './category';
import { distributionOf, percentage } from './category';

/**
 * What each category asks of the sections whose content depends on it, shared by the clean-up (which
 * removes what a category forbids and reopens a completed section missing what it needs) and the submit
 * cross checks (reporting-inventory §3.2).
 */

/** A, C, and E with energy audits: twelve-month data, profiling and audits are asked; B, F and E without audits: not. */
export function asksForEnergyAudits(category: ReportingObligationCategory, noc: NocP3): boolean {
  if (category === 'LESS_THAN_40000_KWH_PER_YEAR') {
    return percentage(distributionOf(noc.reportingObligation)?.energyAuditsPct) > 0;
  }
  return category === 'ESOS_ENERGY_ASSESSMENTS_95_TO_100' || category === 'PARTIAL_ENERGY_ASSESSMENTS';
}

/** The compliance-route answers that only energy audits ask for. */
export const energyAuditAnswers = [
  'areTwelveMonthsVerifiableDataUsed',
  'twelveMonthsVerifiableDataUsedReason',
  'energyConsumptionProfilingUsed',
  'areEnergyConsumptionProfilingMethodsRecorded',
  'isEnergyConsumptionProfilingNotUsedRecorded',
  'energyAudits',
] as const;

/** The alternative routes, each with its share, asset text and certificate field. */
export const alternativeRoutes = [
  { share: 'iso50001Pct', asset: 'iso50001', certificate: 'iso50001CertificateDetails' },
  { share: 'displayEnergyCertificatePct', asset: 'dec', certificate: 'decCertificatesDetails' },
  { share: 'greenDealAssessmentPct', asset: 'gda', certificate: 'gdaCertificatesDetails' },
] as const;

/** Whether the responsible officer's confirmation needs a second officer: always in E; in A, C, F when the lead assessor is internal. */
export function needsSecondOfficer(category: ReportingObligationCategory, noc: NocP3): boolean {
  if (category === 'LESS_THAN_40000_KWH_PER_YEAR') return true;
  if (category === 'ISO_50001_COVERING_ENERGY_USAGE' || category === 'ZERO_ENERGY') return false;
  return noc.leadAssessor?.leadAssessorType === 'INTERNAL';
}

/** Whether a second officer is ruled out: in B and D always; in A, C, F by an external lead assessor (none yet decides nothing). */
export function forbidsSecondOfficer(category: ReportingObligationCategory, noc: NocP3): boolean {
  switch (category) {
    case 'ISO_50001_COVERING_ENERGY_USAGE':
    case 'ZERO_ENERGY':
      return true;
    case 'LESS_THAN_40000_KWH_PER_YEAR':
    case 'NOT_QUALIFY':
      return false;
    default:
      return noc.leadAssessor?.leadAssessorType === 'EXTERNAL';
  }
}

/** The statements missing from a list that must hold all four. */
export function missingStatements(given: readonly string[] | null | undefined): string[] {
  return responsibilityAssessmentTypes.filter((statement) => !given?.includes(statement));
}

/** Text the reference counts as given: not null and not empty. */
export function isGiven(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string' || Array.isArray(value)) return value.length > 0;
  return true;
}

import { responsibilityAssessmentTypes } from '../payload/sections/confirmations';

// What the category asks of the lead assessor's and the audits' questions is written once, in the package
// both the server and the web import (ADR 47).
export { asksForEnergyAudits, forbidsSecondOfficer, needsSecondOfficer } from '@esos/reporting-rules';

/**
 * What each category asks of the sections whose content depends on it, shared by the clean-up (which
 * removes what a category forbids and reopens a completed section missing what it needs) and the submit
 * cross checks (reporting-inventory §3.2).
 */

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

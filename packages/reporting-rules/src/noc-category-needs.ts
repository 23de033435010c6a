import {
  distributionOf,
  percentage,
  type ReportingObligation,
  type ReportingObligationCategory,
} from './noc-category';

/**
 * What the category asks of the sections whose questions depend on it: the web asks only these questions, the
 * server's clean-up removes the answers a category forbids and its submit checks insist on the rest
 * (reporting-inventory §3.2, §4.1).
 */

/** The parts of a notification these rules read. */
export interface NocAnswers {
  reportingObligation?: ReportingObligation | null;
  leadAssessor?: { leadAssessorType?: 'INTERNAL' | 'EXTERNAL' | null } | null;
}

/** A, C, and E with energy audits: twelve-month data, profiling and audits are asked; B, F and E without audits: not. */
export function asksForEnergyAudits(category: ReportingObligationCategory, noc: NocAnswers): boolean {
  if (category === 'LESS_THAN_40000_KWH_PER_YEAR') {
    return percentage(distributionOf(noc.reportingObligation)?.energyAuditsPct) > 0;
  }
  return category === 'ESOS_ENERGY_ASSESSMENTS_95_TO_100' || category === 'PARTIAL_ENERGY_ASSESSMENTS';
}

/** Whether a second responsible officer confirms too: always in E (no lead assessor); in A, C, F when the lead assessor is internal. */
export function needsSecondOfficer(category: ReportingObligationCategory, noc: NocAnswers): boolean {
  switch (category) {
    case 'LESS_THAN_40000_KWH_PER_YEAR':
      return true;
    case 'ESOS_ENERGY_ASSESSMENTS_95_TO_100':
    case 'PARTIAL_ENERGY_ASSESSMENTS':
    case 'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100':
      return noc.leadAssessor?.leadAssessorType === 'INTERNAL';
    default:
      return false;
  }
}

/** Whether a second officer is ruled out: in B and D always; in A, C, F by an external lead assessor (none yet decides nothing). */
export function forbidsSecondOfficer(category: ReportingObligationCategory, noc: NocAnswers): boolean {
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

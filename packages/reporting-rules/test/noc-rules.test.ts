import { describe, expect, it } from 'vitest';
import {
  asksForEnergyAudits,
  determineCategory,
  isSectionShown,
  needsSecondOfficer,
  sectionRequirements,
  visibleSections,
  type ReportingObligation,
} from '../src';

const responsible = (
  energyResponsibilityType: 'RESPONSIBLE' | 'NOT_RESPONSIBLE' | 'RESPONSIBLE_BUT_LESS_THAN_40000_KWH',
  shares?: [iso: number, dec: number, gda: number, audits: number],
): ReportingObligation => ({
  qualificationType: 'QUALIFY',
  reportingObligationDetails: {
    energyResponsibilityType,
    ...(shares
      ? {
          complianceRouteDistribution: {
            iso50001Pct: shares[0],
            displayEnergyCertificatePct: shares[1],
            greenDealAssessmentPct: shares[2],
            energyAuditsPct: shares[3],
          },
        }
      : {}),
  },
});

const A = responsible('RESPONSIBLE', [0, 0, 0, 100]);
const B = responsible('RESPONSIBLE', [100, 0, 0, 0]);
const C = responsible('RESPONSIBLE', [10, 0, 0, 90]);
const D = responsible('NOT_RESPONSIBLE');
const F = responsible('RESPONSIBLE', [50, 30, 20, 0]);

describe('determineCategory (task-forms §1.2)', () => {
  it.each([
    ['A', A, 'ESOS_ENERGY_ASSESSMENTS_95_TO_100'],
    ['B', B, 'ISO_50001_COVERING_ENERGY_USAGE'],
    ['C', C, 'PARTIAL_ENERGY_ASSESSMENTS'],
    ['D', D, 'ZERO_ENERGY'],
    ['E', responsible('RESPONSIBLE_BUT_LESS_THAN_40000_KWH'), 'LESS_THAN_40000_KWH_PER_YEAR'],
    ['F', F, 'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100'],
    ['NQ', { qualificationType: 'NOT_QUALIFY' }, 'NOT_QUALIFY'],
  ] as const)('category %s', (_letter, obligation, category) => {
    expect(determineCategory(obligation)).toBe(category);
  });

  it('decides none while the answers are unfinished', () => {
    expect(determineCategory(undefined)).toBeUndefined();
    expect(determineCategory({ qualificationType: 'QUALIFY' })).toBeUndefined();
    expect(determineCategory(responsible('RESPONSIBLE'))).toBeUndefined();
  });
});

describe('the sections each category asks for (reporting-inventory §3.1)', () => {
  it('A: all but the alternative routes', () => {
    expect(visibleSections(A)).not.toContain('alternativeComplianceRoutes');
    expect(visibleSections(A)).toHaveLength(13);
  });

  it('B: no energy savings opportunities and no lead assessor', () => {
    expect(visibleSections(B)).toEqual(
      expect.not.arrayContaining(['energySavingsOpportunities', 'leadAssessor']),
    );
    expect(visibleSections(B)).toHaveLength(12);
  });

  it('D: the organisation, its contacts, its periods and the confirmation', () => {
    expect(visibleSections(D)).toEqual([
      'reportingObligation',
      'responsibleUndertaking',
      'contactPersons',
      'organisationStructure',
      'secondCompliancePeriod',
      'firstCompliancePeriod',
      'confirmations',
    ]);
  });

  it('E: the audits and the alternative routes as the distribution puts energy under them', () => {
    const withAudits = responsible('RESPONSIBLE_BUT_LESS_THAN_40000_KWH', [0, 20, 0, 80]);
    expect(sectionRequirements(withAudits)).toMatchObject({
      energySavingsOpportunities: 'MANDATORY',
      alternativeComplianceRoutes: 'MANDATORY',
      leadAssessor: 'ABSENT',
    });
    const undecided = responsible('RESPONSIBLE_BUT_LESS_THAN_40000_KWH');
    expect(sectionRequirements(undecided)?.energySavingsOpportunities).toBe('UNDECIDED');
    expect(visibleSections(undecided)).toContain('energySavingsOpportunities');
    expect(isSectionShown('energySavingsOpportunities', undecided)).toBe(false);
  });

  it('NQ, or no category yet: the reporting obligation alone', () => {
    expect(visibleSections({ qualificationType: 'NOT_QUALIFY' })).toEqual(['reportingObligation']);
    expect(visibleSections(undefined)).toEqual(['reportingObligation']);
    expect(isSectionShown('reportingObligation', undefined)).toBe(true);
    expect(isSectionShown('confirmations', undefined)).toBe(false);
  });

  it('a section a phase does not have is absent', () => {
    expect(sectionRequirements(A, ['reportingObligation', 'confirmations'])?.leadAssessor).toBe('ABSENT');
    expect(visibleSections(A, ['reportingObligation', 'confirmations'])).toEqual([
      'reportingObligation',
      'confirmations',
    ]);
  });
});

describe('what a category asks of its sections', () => {
  it('energy audits: A and C, and E when some energy is audited', () => {
    expect(asksForEnergyAudits('ESOS_ENERGY_ASSESSMENTS_95_TO_100', {})).toBe(true);
    expect(asksForEnergyAudits('ISO_50001_COVERING_ENERGY_USAGE', {})).toBe(false);
    const e = responsible('RESPONSIBLE_BUT_LESS_THAN_40000_KWH', [0, 0, 0, 1]);
    expect(asksForEnergyAudits('LESS_THAN_40000_KWH_PER_YEAR', { reportingObligation: e })).toBe(true);
    expect(asksForEnergyAudits('LESS_THAN_40000_KWH_PER_YEAR', {})).toBe(false);
  });

  it('a second officer: always in E, in A, C and F with an internal lead assessor, never otherwise', () => {
    const internal = { leadAssessor: { leadAssessorType: 'INTERNAL' as const } };
    expect(needsSecondOfficer('LESS_THAN_40000_KWH_PER_YEAR', {})).toBe(true);
    expect(needsSecondOfficer('PARTIAL_ENERGY_ASSESSMENTS', internal)).toBe(true);
    expect(needsSecondOfficer('PARTIAL_ENERGY_ASSESSMENTS', {})).toBe(false);
    expect(needsSecondOfficer('ISO_50001_COVERING_ENERGY_USAGE', internal)).toBe(false);
    expect(needsSecondOfficer('NOT_QUALIFY', internal)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { ReportingObligation } from '../../../src/workflow/notification-of-compliance-p3/payload';
import {
  determineCategory,
  sectionRequirements,
  visibleSections,
} from '../../../src/workflow/notification-of-compliance-p3/rules';

const responsible = (
  shares: { iso?: number; dec?: number; gda?: number; audits?: number; notAudited?: number },
  energyResponsibilityType: 'RESPONSIBLE' | 'RESPONSIBLE_BUT_LESS_THAN_40000_KWH' = 'RESPONSIBLE',
): ReportingObligation => ({
  qualificationType: 'QUALIFY',
  reportingObligationDetails: {
    qualificationReasonType: 'STAFF_MEMBERS_MORE_THAN_250',
    energyResponsibilityType,
    complianceRouteDistribution: {
      iso50001Pct: shares.iso ?? 0,
      displayEnergyCertificatePct: shares.dec ?? 0,
      greenDealAssessmentPct: shares.gda ?? 0,
      energyAuditsPct: shares.audits ?? 0,
      energyNotAuditedPct: shares.notAudited ?? 0,
      totalPct: 100,
    },
  },
});

describe('reporting-obligation category (task-forms §1.2)', () => {
  it.each([
    ['not qualifying', { qualificationType: 'NOT_QUALIFY' }, 'NOT_QUALIFY'],
    [
      'no energy responsibility',
      {
        qualificationType: 'QUALIFY',
        reportingObligationDetails: { energyResponsibilityType: 'NOT_RESPONSIBLE' },
      },
      'ZERO_ENERGY',
    ],
    [
      'under 40,000 kWh, whatever the routes',
      responsible({ iso: 100 }, 'RESPONSIBLE_BUT_LESS_THAN_40000_KWH'),
      'LESS_THAN_40000_KWH_PER_YEAR',
    ],
    ['ISO 50001 covering everything', responsible({ iso: 100 }), 'ISO_50001_COVERING_ENERGY_USAGE'],
    [
      'alternative routes and energy audits',
      responsible({ dec: 10, audits: 90 }),
      'PARTIAL_ENERGY_ASSESSMENTS',
    ],
    ['ISO 50001 with audits is partial', responsible({ iso: 95, audits: 5 }), 'PARTIAL_ENERGY_ASSESSMENTS'],
    [
      'alternative routes only',
      responsible({ iso: 40, gda: 55, notAudited: 5 }),
      'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100',
    ],
    ['energy audits only', responsible({ audits: 95, notAudited: 5 }), 'ESOS_ENERGY_ASSESSMENTS_95_TO_100'],
    ['nothing answered yet', undefined, undefined],
    ['qualifying, responsibility not answered', { qualificationType: 'QUALIFY' }, undefined],
    [
      'responsible, distribution not given yet',
      {
        qualificationType: 'QUALIFY',
        reportingObligationDetails: { energyResponsibilityType: 'RESPONSIBLE' },
      },
      undefined,
    ],
  ] as [string, ReportingObligation | undefined, string | undefined][])(
    '%s',
    (_name, obligation, category) => {
      expect(determineCategory(obligation)).toBe(category);
    },
  );
});

describe('sections by category (reporting-inventory §3.1)', () => {
  const cases: [string, ReportingObligation, string[]][] = [
    ['A', responsible({ audits: 100 }), ['complianceRoute', 'energySavingsOpportunities', 'leadAssessor']],
    ['B', responsible({ iso: 100 }), ['complianceRoute', 'alternativeComplianceRoutes']],
    [
      'C',
      responsible({ iso: 50, audits: 50 }),
      ['energySavingsOpportunities', 'alternativeComplianceRoutes', 'leadAssessor'],
    ],
    [
      'D',
      {
        qualificationType: 'QUALIFY',
        reportingObligationDetails: { energyResponsibilityType: 'NOT_RESPONSIBLE' },
      },
      [],
    ],
    [
      'E with audits',
      responsible({ audits: 100 }, 'RESPONSIBLE_BUT_LESS_THAN_40000_KWH'),
      ['energySavingsOpportunities'],
    ],
    [
      'E with a DEC',
      responsible({ dec: 100 }, 'RESPONSIBLE_BUT_LESS_THAN_40000_KWH'),
      ['alternativeComplianceRoutes'],
    ],
    ['F', responsible({ gda: 100 }), ['alternativeComplianceRoutes', 'leadAssessor']],
  ];
  const always = ['reportingObligation', 'responsibleUndertaking', 'contactPersons', 'organisationStructure'];
  const periods = ['secondCompliancePeriod', 'firstCompliancePeriod', 'confirmations'];
  const energy = [
    'complianceRoute',
    'energyConsumptionDetails',
    'energySavingsAchieved',
    'assessmentPersonnel',
  ];

  it.each(cases)('%s', (name, obligation, conditional) => {
    const expected = [...always, ...(name === 'D' ? [] : energy), ...conditional, ...periods];
    const mandatory = Object.entries(sectionRequirements(obligation)!)
      .filter(([, requirement]) => requirement === 'MANDATORY')
      .map(([key]) => key);
    expect(mandatory.sort()).toEqual([...new Set(expected)].sort());
    expect(visibleSections(obligation).sort()).toEqual([...new Set(expected)].sort());
  });

  it('NOT_QUALIFY: the reporting obligation alone', () => {
    expect(visibleSections({ qualificationType: 'NOT_QUALIFY' })).toEqual(['reportingObligation']);
  });

  it('before a category exists, only the reporting obligation is listed', () => {
    expect(visibleSections(undefined)).toEqual(['reportingObligation']);
    expect(sectionRequirements({ qualificationType: 'QUALIFY' })).toBeUndefined();
  });

  it('category E without a distribution leaves its two optional sections undecided', () => {
    const requirements = sectionRequirements({
      qualificationType: 'QUALIFY',
      reportingObligationDetails: { energyResponsibilityType: 'RESPONSIBLE_BUT_LESS_THAN_40000_KWH' },
    })!;
    expect(requirements.energySavingsOpportunities).toBe('UNDECIDED');
    expect(requirements.alternativeComplianceRoutes).toBe('UNDECIDED');
    expect(requirements.leadAssessor).toBe('ABSENT');
  });
});

import { describe, expect, it } from 'vitest';
import type {
  NocP3,
  NocSectionsCompleted,
} from '../../../src/workflow/notification-of-compliance-p3/payload';
import {
  cleanUpNotification,
  type NocDraft,
} from '../../../src/workflow/notification-of-compliance-p3/rules';
import { completedStatuses, completeNotification, type CategoryPath } from '../../support/noc-fixtures';

/** A finished notification of the path, changed by `change`, cleaned up. */
function cleanedAfter(
  path: CategoryPath,
  change: (noc: NocP3) => void,
  statuses?: NocSectionsCompleted,
): NocDraft {
  const noc = completeNotification(path);
  const nocSectionsCompleted = statuses ?? completedStatuses(noc);
  change(noc);
  return cleanUpNotification({ noc, nocSectionsCompleted });
}

const A = 'ESOS_ENERGY_ASSESSMENTS_95_TO_100';
const B = 'ISO_50001_COVERING_ENERGY_USAGE';
const C = 'PARTIAL_ENERGY_ASSESSMENTS';
const D = 'ZERO_ENERGY';
const E = 'LESS_THAN_40000_KWH_PER_YEAR';
const F = 'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100';

describe('answers inside a section', () => {
  it('reporting obligation: each answer drops what it makes irrelevant', () => {
    const notQualify = cleanedAfter(A, (noc) => (noc.reportingObligation!.qualificationType = 'NOT_QUALIFY'));
    expect(notQualify.noc).toEqual({ reportingObligation: { qualificationType: 'NOT_QUALIFY' } });
    expect(notQualify.nocSectionsCompleted).toEqual({ reportingObligation: 'COMPLETED' });
    const qualify = cleanUpNotification({
      noc: { reportingObligation: { qualificationType: 'QUALIFY', noQualificationReason: 'Small' } },
      nocSectionsCompleted: {},
    });
    expect(qualify.noc.reportingObligation).toEqual({ qualificationType: 'QUALIFY' });
    const zero = cleanedAfter(
      A,
      (noc) =>
        (noc.reportingObligation!.reportingObligationDetails!.energyResponsibilityType = 'NOT_RESPONSIBLE'),
    );
    expect(
      zero.noc.reportingObligation?.reportingObligationDetails?.complianceRouteDistribution,
    ).toBeUndefined();
  });

  it('responsible undertaking: no registration number, SIC codes, no trading name, no trust, no overseas parent', () => {
    const { noc } = cleanedAfter(A, (changed) => {
      const undertaking = changed.responsibleUndertaking!;
      undertaking.organisationDetails!.registrationNumberExist = false;
      undertaking.organisationDetails!.otherTypeName = 'Left over';
      undertaking.tradingDetails!.exist = false;
      undertaking.isBehalfOfTrust = false;
      undertaking.trustName = 'Left over';
      undertaking.hasOverseasParentDetails = false;
    });
    const undertaking = noc.responsibleUndertaking!;
    expect(undertaking.organisationDetails).not.toHaveProperty('registrationNumber');
    expect(undertaking.organisationDetails).not.toHaveProperty('otherTypeName');
    expect(undertaking.tradingDetails).toEqual({ exist: false });
    expect(undertaking).not.toHaveProperty('trustName');
    expect(undertaking).not.toHaveProperty('overseasParentDetails');
  });

  it('contact persons: no secondary contact', () => {
    const { noc } = cleanedAfter(A, (changed) => (changed.contactPersons!.hasSecondaryContact = false));
    expect(noc.contactPersons).not.toHaveProperty('secondaryContact');
  });

  it('organisation structure: no non-complying undertakings, no number, codes the same as the RU', () => {
    const { noc } = cleanedAfter(A, (changed) => {
      const structure = changed.organisationStructure!;
      structure.isNonComplyingUndertakingsIncluded = false;
      const [first] = structure.organisationsAssociatedWithRU!;
      first!.registrationNumberExist = false;
      first!.classificationCodesDetails!.areSameAsRU = true;
    });
    const structure = noc.organisationStructure!;
    expect(structure).not.toHaveProperty('organisationUndertakingDetails');
    expect(structure.organisationsAssociatedWithRU![0]).not.toHaveProperty('registrationNumber');
    expect(structure.organisationsAssociatedWithRU![0]!.classificationCodesDetails).toEqual({
      areSameAsRU: true,
    });
  });

  it('compliance route: twelve months of data, profiling used or not, nothing prohibited', () => {
    const yes = cleanedAfter(A, (noc) => {
      noc.complianceRoute!.areTwelveMonthsVerifiableDataUsed = true;
      noc.complianceRoute!.isEnergyConsumptionProfilingNotUsedRecorded = 'NO';
      noc.complianceRoute!.partsProhibitedFromDisclosingExist = false;
    }).noc.complianceRoute!;
    expect(yes).not.toHaveProperty('twelveMonthsVerifiableDataUsedReason');
    expect(yes).not.toHaveProperty('isEnergyConsumptionProfilingNotUsedRecorded');
    expect(yes).not.toHaveProperty('partsProhibitedFromDisclosing');
    expect(yes).not.toHaveProperty('partsProhibitedFromDisclosingReason');
    const notUsed = cleanedAfter(A, (noc) => (noc.complianceRoute!.energyConsumptionProfilingUsed = 'NO')).noc
      .complianceRoute!;
    expect(notUsed).not.toHaveProperty('areEnergyConsumptionProfilingMethodsRecorded');
  });

  it('energy consumption: no significant figures, recomputed share, no ratio for a purpose with no energy, no additional information', () => {
    const noc = completeNotification(A);
    const details = noc.energyConsumptionDetails!;
    details.significantEnergyConsumption!.significantEnergyConsumptionPct = 50;
    details.energyIntensityRatioData!.transport = details.energyIntensityRatioData!.buildings;
    details.additionalInformationExists = false;
    const cleaned = cleanUpNotification({ noc, nocSectionsCompleted: {} }).noc.energyConsumptionDetails!;
    expect(cleaned.significantEnergyConsumption!.significantEnergyConsumptionPct).toBe(98);
    expect(cleaned.energyIntensityRatioData).not.toHaveProperty('transport');
    expect(cleaned).not.toHaveProperty('additionalInformation');

    const withoutSignificant = cleanedAfter(B, (changed) => {
      changed.energyConsumptionDetails!.significantEnergyConsumption =
        completeNotification(A).energyConsumptionDetails!.significantEnergyConsumption;
    }).noc.energyConsumptionDetails!;
    expect(withoutSignificant).not.toHaveProperty('significantEnergyConsumption');
  });

  it('energy savings achieved: no categories, no recommendations', () => {
    const { noc } = cleanedAfter(A, (changed) => {
      changed.energySavingsAchieved!.energySavingCategoriesExist = 'NO';
      changed.energySavingsAchieved!.energySavingsRecommendationsExist = 'SKIP_QUESTION';
    });
    expect(noc.energySavingsAchieved).not.toHaveProperty('energySavingsCategories');
    expect(noc.energySavingsAchieved).not.toHaveProperty('energySavingsRecommendations');
  });

  it.each(['NO', 'SKIP_QUESTION'] as const)(
    'compliance periods: %s drops the historical figures',
    (answer) => {
      const { noc } = cleanedAfter(A, (changed) => {
        changed.secondCompliancePeriod!.informationExists = answer;
        changed.firstCompliancePeriod = {
          informationExists: answer,
          firstCompliancePeriodDetails: { explanation: 'x' },
        };
      });
      expect(noc.secondCompliancePeriod).toEqual({ informationExists: answer });
      expect(noc.firstCompliancePeriod).toEqual({ informationExists: answer });
    },
  );
});

describe('sections that depend on the category or on another section', () => {
  it('compliance route: answers only energy audits ask for go where no audit covers energy', () => {
    const { noc } = cleanedAfter(
      F,
      (changed) => (changed.complianceRoute = completeNotification(A).complianceRoute),
    );
    expect(noc.complianceRoute).toEqual({
      estimatedCalculationTypes: [
        'TOTAL_OR_SIGNIFICANT_ENERGY_CONSUMPTION',
        'ENERGY_CONSUMPTION_OVER_TWELVE_MONTHS',
      ],
      areEstimationMethodsRecorded: 'YES',
      partsProhibitedFromDisclosingExist: true,
      partsProhibitedFromDisclosing: 'Site security plans.',
      partsProhibitedFromDisclosingReason: 'National security.',
    });
  });

  it('compliance route: a completed one without energy audits reopens where audits cover energy; a complete one stays', () => {
    expect(
      cleanedAfter(A, (noc) => delete noc.complianceRoute!.energyAudits).nocSectionsCompleted.complianceRoute,
    ).toBe('IN_PROGRESS');
    expect(cleanedAfter(A, () => undefined).nocSectionsCompleted.complianceRoute).toBe('COMPLETED');
  });

  it('energy consumption: "no significant consumption" is withdrawn while some energy is covered by no route', () => {
    const { noc, nocSectionsCompleted } = cleanedAfter(A, (changed) => {
      changed.energyConsumptionDetails!.significantEnergyConsumptionExists = false;
    });
    expect(noc.energyConsumptionDetails).not.toHaveProperty('significantEnergyConsumptionExists');
    expect(noc.energyConsumptionDetails).not.toHaveProperty('significantEnergyConsumption');
    expect(nocSectionsCompleted.energyConsumptionDetails).toBe('IN_PROGRESS');
  });

  it('alternative routes: a route with no share loses its details; one with a share but none reopens the section', () => {
    const noShare = cleanedAfter(C, (noc) => {
      noc.reportingObligation!.reportingObligationDetails!.complianceRouteDistribution = {
        ...noc.reportingObligation!.reportingObligationDetails!.complianceRouteDistribution!,
        displayEnergyCertificatePct: 0,
        energyAuditsPct: 68,
      };
    });
    expect(noShare.noc.alternativeComplianceRoutes!.assets).toEqual({ iso50001: 'All manufacturing sites.' });
    expect(noShare.noc.alternativeComplianceRoutes).not.toHaveProperty('decCertificatesDetails');
    expect(noShare.nocSectionsCompleted.alternativeComplianceRoutes).toBe('COMPLETED');
    const missing = cleanedAfter(C, (noc) => delete noc.alternativeComplianceRoutes!.assets!.dec);
    expect(missing.nocSectionsCompleted.alternativeComplianceRoutes).toBe('IN_PROGRESS');
  });

  it('alternative routes: category B keeps no breakdowns', () => {
    const { noc } = cleanedAfter(B, (changed) => {
      changed.alternativeComplianceRoutes = completeNotification(C).alternativeComplianceRoutes;
    });
    expect(noc.alternativeComplianceRoutes).not.toHaveProperty('energyConsumptionReduction');
    expect(noc.alternativeComplianceRoutes).not.toHaveProperty('energyConsumptionReductionCategories');
    expect(noc.alternativeComplianceRoutes).not.toHaveProperty('decCertificatesDetails');
  });

  it('confirmations: each category keeps only its own statements, date and second officer', () => {
    const everything = {
      ...completeNotification(C).confirmations,
      noEnergyResponsibilityAssessmentTypes:
        completeNotification(D).confirmations!.noEnergyResponsibilityAssessmentTypes,
    };
    const inA = cleanedAfter(A, (noc) => (noc.confirmations = { ...everything })).noc.confirmations!;
    expect(Object.keys(inA).sort()).toEqual([
      'responsibilityAssessmentTypes',
      'responsibleOfficerDetails',
      'reviewAssessmentDate',
    ]);
    const inB = cleanedAfter(B, (noc) => (noc.confirmations = { ...everything })).noc.confirmations!;
    expect(Object.keys(inB).sort()).toEqual([
      'responsibilityAssessmentTypes',
      'responsibleOfficerDetails',
      'reviewAssessmentDate',
    ]);
    const inD = cleanedAfter(D, (noc) => (noc.confirmations = { ...everything })).noc.confirmations!;
    expect(Object.keys(inD).sort()).toEqual([
      'noEnergyResponsibilityAssessmentTypes',
      'responsibleOfficerDetails',
    ]);
    const inE = cleanedAfter(E, (noc) => (noc.confirmations = { ...everything })).noc.confirmations!;
    expect(Object.keys(inE)).toContain('secondResponsibleOfficerDetails');
  });

  it('confirmations: an internal lead assessor reopens a confirmation with no second officer; an external one removes it', () => {
    const internal = cleanedAfter(A, (noc) => (noc.leadAssessor!.leadAssessorType = 'INTERNAL'));
    expect(internal.nocSectionsCompleted.confirmations).toBe('IN_PROGRESS');
    const external = cleanedAfter(C, (noc) => (noc.leadAssessor!.leadAssessorType = 'EXTERNAL'));
    expect(external.noc.confirmations).not.toHaveProperty('secondResponsibleOfficerDetails');
    expect(external.noc.confirmations).not.toHaveProperty('secondResponsibleOfficerEnergyTypes');
    expect(external.nocSectionsCompleted.confirmations).toBe('COMPLETED');
  });

  it('confirmations: a missing statement, review date or (in E) second officer reopens it', () => {
    expect(
      cleanedAfter(D, (noc) => noc.confirmations!.noEnergyResponsibilityAssessmentTypes!.pop())
        .nocSectionsCompleted.confirmations,
    ).toBe('IN_PROGRESS');
    expect(
      cleanedAfter(A, (noc) => delete noc.confirmations!.reviewAssessmentDate).nocSectionsCompleted
        .confirmations,
    ).toBe('IN_PROGRESS');
    expect(
      cleanedAfter(E, (noc) => delete noc.confirmations!.secondResponsibleOfficerDetails).nocSectionsCompleted
        .confirmations,
    ).toBe('IN_PROGRESS');
  });

  it('energy savings achieved: B keeps the total only and reopens without it; the others drop the total', () => {
    const inB = cleanedAfter(
      B,
      (noc) => (noc.energySavingsAchieved = completeNotification(A).energySavingsAchieved),
    );
    expect(inB.noc.energySavingsAchieved).toEqual({
      energySavingsRecommendationsExist: 'YES',
      energySavingsRecommendations: {
        energyAudits: 60,
        alternativeComplianceRoutes: 30,
        other: 10,
        total: 100,
      },
      details: 'Salix loan for LED lighting.',
    });
    expect(inB.nocSectionsCompleted.energySavingsAchieved).toBe('IN_PROGRESS');
    const inA = cleanedAfter(A, (noc) => (noc.energySavingsAchieved!.totalEnergySavingsEstimation = 1));
    expect(inA.noc.energySavingsAchieved).not.toHaveProperty('totalEnergySavingsEstimation');
    expect(inA.nocSectionsCompleted.energySavingsAchieved).toBe('COMPLETED');
  });

  it('category E leaves its optional sections alone until the distribution decides them', () => {
    const noc = completeNotification(E);
    delete noc.reportingObligation!.reportingObligationDetails!.complianceRouteDistribution;
    const cleaned = cleanUpNotification({
      noc,
      nocSectionsCompleted: completedStatuses(completeNotification(E)),
    });
    expect(cleaned.noc.energySavingsOpportunities).toBeDefined();
    expect(cleaned.noc.alternativeComplianceRoutes).toBeDefined();
    expect(cleaned.noc.complianceRoute).toEqual(completeNotification(E).complianceRoute);
  });

  it('keeps everything while no category is decided', () => {
    const noc = completeNotification(A);
    noc.reportingObligation = { qualificationType: 'QUALIFY' };
    expect(cleanUpNotification({ noc, nocSectionsCompleted: {} }).noc).toEqual(noc);
  });
});

describe('the stored form', () => {
  it('leaves out nulls, repeated set items and empty omitted lists; keeps decimals as strings', () => {
    const noc = {
      reportingObligation: { qualificationType: 'NOT_QUALIFY', noQualificationReason: null },
      complianceRoute: {
        estimatedCalculationTypes: ['NONE_OF_THE_ABOVE', 'NONE_OF_THE_ABOVE'],
        energyAudits: [],
      },
      assessmentPersonnel: { personnel: [] },
      energySavingsOpportunities: {
        implementationEnergyConsumption: { energyConsumption: 1, energyCost: 12.5 },
      },
    } as unknown as NocP3;
    const { noc: stored } = cleanUpNotification({
      noc,
      nocSectionsCompleted: { complianceRoute: null } as never,
    });
    expect(stored).toEqual({ reportingObligation: { qualificationType: 'NOT_QUALIFY' } });
    const qualifying = cleanUpNotification({
      noc: { ...noc, reportingObligation: { qualificationType: 'QUALIFY' } },
      nocSectionsCompleted: {},
    }).noc;
    expect(qualifying.complianceRoute).toEqual({
      estimatedCalculationTypes: ['NONE_OF_THE_ABOVE'],
      energyAudits: [],
    });
    expect(qualifying.assessmentPersonnel).toEqual({});
    expect(qualifying.energySavingsOpportunities?.implementationEnergyConsumption?.energyCost).toBe('12.5');
  });

  it('drops the status of a section that is not there', () => {
    const { nocSectionsCompleted } = cleanUpNotification({
      noc: {},
      nocSectionsCompleted: { leadAssessor: 'COMPLETED' },
    });
    expect(nocSectionsCompleted).toEqual({});
  });

  it('does not change the draft it is given', () => {
    const noc = completeNotification(A);
    noc.reportingObligation!.qualificationType = 'NOT_QUALIFY';
    const copy = JSON.parse(JSON.stringify(noc));
    cleanUpNotification({ noc, nocSectionsCompleted: {} });
    expect(noc).toEqual(copy);
  });
});

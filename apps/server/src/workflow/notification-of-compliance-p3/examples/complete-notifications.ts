import type { ComplianceRouteDistribution } from '../payload/sections/reporting-obligation';
import type { ContactPerson, NocP3, NocSectionsCompleted } from '../payload';
import { responsibilityAssessmentTypes } from '../payload';
import { visibleSections } from '../rules';

/**
 * Complete, valid notifications of compliance, one for each path through the reporting obligation
 * (task-forms §1.2), with the statuses a finished task holds: what the demo data starts from, and what
 * unit, API and browser tests fill a task with. The responsible undertaking's registration number
 * 12345678 is one of the embedded Companies House fixtures.
 */

export const person = (firstName: string, email: string, jobTitle = 'Energy manager'): ContactPerson => ({
  firstName,
  lastName: 'Example',
  jobTitle,
  phoneNumber: { countryCode: '44', number: '2071234567' },
  email,
  line1: '1 Fixture Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
});

const allStatements = [...responsibilityAssessmentTypes];

const shared: NocP3 = {
  responsibleUndertaking: {
    organisationDetails: {
      name: 'Acme Energy Efficiency Ltd',
      registrationNumberExist: true,
      registrationNumber: '12345678',
      line1: '1 Fixture Street',
      city: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS1 1AA',
      type: 'SIC',
      codes: ['28110', '35110'],
    },
    tradingDetails: { exist: true, tradingName: 'Acme Energy' },
    organisationContactDetails: {
      email: 'energy@acme.example.com',
      phoneNumber: { countryCode: '44', number: '1132345678' },
    },
    isBehalfOfTrust: false,
    hasOverseasParentDetails: true,
    overseasParentDetails: { name: 'Acme Global Inc', tradingName: 'Acme Group' },
  },
  contactPersons: {
    primaryContact: {
      ...person('Olivia', 'olivia@acme.example.com'),
      mobileNumber: { countryCode: '44', number: '7911123456' },
    },
    hasSecondaryContact: true,
    secondaryContact: person('Sam', 'sam@acme.example.com'),
  },
  organisationStructure: {
    isHighestParent: false,
    isNonComplyingUndertakingsIncluded: true,
    organisationUndertakingDetails: [
      { organisationName: 'Former Subsidiary Ltd', registrationNumber: '01234567' },
    ],
    organisationsAssociatedWithRU: [
      {
        registrationNumberExist: true,
        registrationNumber: 'SC765432',
        organisationName: 'Highland Heat Ltd',
        isPartOfArrangement: false,
        isParentOfResponsibleUndertaking: false,
        isSubsidiaryOfResponsibleUndertaking: true,
        isPartOfFranchise: false,
        hasCeasedToBePartOfGroup: false,
        classificationCodesDetails: {
          areSameAsRU: false,
          codes: { type: 'OTHER', otherTypeName: 'NACE', codes: ['35.30'] },
        },
      },
      {
        registrationNumberExist: false,
        organisationName: 'Unregistered Partnership',
        isPartOfArrangement: true,
        isParentOfResponsibleUndertaking: false,
        isSubsidiaryOfResponsibleUndertaking: false,
        isPartOfFranchise: true,
        hasCeasedToBePartOfGroup: false,
        classificationCodesDetails: { areSameAsRU: true },
      },
    ],
    isGroupStructureChartProvided: true,
  },
  assessmentPersonnel: { personnel: [{ firstName: 'Ada', lastName: 'Auditor', type: 'EXTERNAL' }] },
  secondCompliancePeriod: {
    informationExists: 'YES',
    firstCompliancePeriodDetails: {
      organisationalEnergyConsumption: 1_200_000,
      significantEnergyConsumption: {
        buildings: 600_000,
        transport: 400_000,
        industrialProcesses: 100_000,
        otherProcesses: 40_000,
        total: 1_140_000,
        significantEnergyConsumptionPct: 95,
      },
      explanation: 'Two sites closed.',
      potentialReduction: { buildings: 10_000, total: 10_000 },
    },
    reductionAchieved: { transport: 5_000, total: 5_000 },
  },
  firstCompliancePeriod: { informationExists: 'SKIP_QUESTION' },
};

const distribution = (shares: Partial<ComplianceRouteDistribution>): ComplianceRouteDistribution => ({
  iso50001Pct: 0,
  displayEnergyCertificatePct: 0,
  greenDealAssessmentPct: 0,
  energyAuditsPct: 0,
  energyNotAuditedPct: 0,
  totalPct: 100,
  ...shares,
});

const responsible = (
  type: 'RESPONSIBLE' | 'RESPONSIBLE_BUT_LESS_THAN_40000_KWH',
  shares: Partial<ComplianceRouteDistribution>,
) => ({
  qualificationType: 'QUALIFY' as const,
  reportingObligationDetails: {
    qualificationReasonType: 'TURNOVER_MORE_THAN_44M_AND_STAFF_MEMBERS_MORE_THAN_250' as const,
    energyResponsibilityType: type,
    complianceRouteDistribution: distribution(shares),
  },
});

const fullComplianceRoute = {
  estimatedCalculationTypes: [
    'TOTAL_OR_SIGNIFICANT_ENERGY_CONSUMPTION',
    'ENERGY_CONSUMPTION_OVER_TWELVE_MONTHS',
  ],
  areTwelveMonthsVerifiableDataUsed: false,
  twelveMonthsVerifiableDataUsedReason: 'One site opened in March.',
  areEstimationMethodsRecorded: 'YES',
  energyConsumptionProfilingUsed: 'YES',
  areEnergyConsumptionProfilingMethodsRecorded: 'YES',
  energyAudits: [
    {
      description: 'Head office and depots',
      numberOfSitesCovered: 4,
      numberOfSitesVisited: 2,
      reason: 'Typical sites.',
    },
  ],
  partsProhibitedFromDisclosingExist: true,
  partsProhibitedFromDisclosing: 'Site security plans.',
  partsProhibitedFromDisclosingReason: 'National security.',
} satisfies NocP3['complianceRoute'];

const shortComplianceRoute = {
  estimatedCalculationTypes: ['NONE_OF_THE_ABOVE'],
  areEstimationMethodsRecorded: 'SKIP_QUESTION',
  partsProhibitedFromDisclosingExist: false,
} satisfies NocP3['complianceRoute'];

const ratios = { energyIntensityRatios: [{ ratio: '12.5', unit: 'square metres of floor space' }] };
const totalConsumption = {
  buildings: 600_000,
  transport: 20_000,
  industrialProcesses: 300_000,
  otherProcesses: 80_000,
  total: 1_000_000,
};

/**
 * Energy consumption: significant figures (98% of the total, no transport, so no transport ratio) when
 * some energy is not covered by any route, as it must then be; otherwise the total with four ratios.
 */
const energyConsumption = (significant: boolean): NocP3['energyConsumptionDetails'] =>
  significant
    ? {
        totalEnergyConsumption: totalConsumption,
        significantEnergyConsumptionExists: true,
        significantEnergyConsumption: {
          ...totalConsumption,
          transport: 0,
          total: 980_000,
          significantEnergyConsumptionPct: 98,
        },
        energyIntensityRatioData: { buildings: ratios, industrialProcesses: ratios, otherProcesses: ratios },
        additionalInformationExists: true,
        additionalInformation: 'Ratios per site.',
      }
    : {
        totalEnergyConsumption: totalConsumption,
        significantEnergyConsumptionExists: false,
        energyIntensityRatioData: {
          buildings: ratios,
          transport: ratios,
          industrialProcesses: ratios,
          otherProcesses: ratios,
        },
        additionalInformationExists: false,
      };

const opportunities: NocP3['energySavingsOpportunities'] = {
  implementationEnergyConsumption: { energyConsumption: 50_000, energyCost: '7500.00' },
  energyConsumption: {
    buildings: { energyConsumption: 20_000, energyCost: '3000.50' },
    transport: { energyConsumption: 10_000, energyCost: '1500' },
    industrialProcesses: { energyConsumption: 15_000, energyCost: '2250.25' },
    otherProcesses: { energyConsumption: 5_000, energyCost: '749.25' },
    energyConsumptionTotal: 50_000,
    energyCostTotal: '7500.00',
  },
  energySavingsCategories: {
    energyManagementPractices: { energyConsumption: 25_000, energyCost: '3750' },
    capitalInvestments: { energyConsumption: 25_000, energyCost: '3750' },
    energyConsumptionTotal: 50_000,
    energyCostTotal: '7500',
  },
};

const certificate = { certificateNumber: 'CERT-001', validFrom: '2023-06-01', validUntil: '2026-05-31' };

/** Alternative routes for the routes the distribution uses (B: ISO 50001 alone, no breakdowns). */
const alternativeRoutes = (
  routes: { iso?: boolean; dec?: boolean; gda?: boolean },
  breakdowns = true,
): NocP3['alternativeComplianceRoutes'] => ({
  totalEnergyConsumptionReduction: { energyConsumption: 40_000, energyCost: '6000' },
  ...(breakdowns
    ? {
        energyConsumptionReduction: {
          buildings: { energyConsumption: 40_000, energyCost: '6000' },
          energyConsumptionTotal: 40_000,
          energyCostTotal: '6000.00',
        },
        energyConsumptionReductionCategories: {
          training: { energyConsumption: 40_000 },
          energyConsumptionTotal: 40_000,
        },
      }
    : {}),
  assets: {
    ...(routes.iso ? { iso50001: 'All manufacturing sites.' } : {}),
    ...(routes.dec ? { dec: 'Public buildings.' } : {}),
    ...(routes.gda ? { gda: 'Domestic properties.' } : {}),
  },
  ...(routes.iso ? { iso50001CertificateDetails: certificate } : {}),
  ...(routes.dec
    ? {
        decCertificatesDetails: {
          certificateDetails: [certificate, { ...certificate, certificateNumber: 'CERT-002' }],
        },
      }
    : {}),
  ...(routes.gda ? { gdaCertificatesDetails: { certificateDetails: [{}] } } : {}),
});

const savingsAchieved: NocP3['energySavingsAchieved'] = {
  energySavingsEstimation: {
    buildings: 1_000,
    transport: 2_000,
    industrialProcesses: 3_000,
    otherProcesses: 4_000,
    total: 10_000,
  },
  energySavingCategoriesExist: 'YES',
  energySavingsCategories: { training: 6_000, otherMeasures: 4_000, total: 10_000 },
  energySavingsRecommendationsExist: 'YES',
  energySavingsRecommendations: { energyAudits: 60, alternativeComplianceRoutes: 30, other: 10, total: 100 },
  details: 'Salix loan for LED lighting.',
};

const leadAssessor = (type: 'INTERNAL' | 'EXTERNAL'): NocP3['leadAssessor'] => ({
  leadAssessorType: type,
  hasLeadAssessorConfirmation: true,
  leadAssessorDetails: {
    firstName: 'Lee',
    lastName: 'Assessor',
    email: 'lee.assessor@example.com',
    professionalBody: 'ENERGY_INSTITUTE',
    membershipNumber: 'EI-1234',
  },
});

const confirmations = (secondOfficer: boolean): NocP3['confirmations'] => ({
  responsibilityAssessmentTypes: allStatements,
  responsibleOfficerDetails: person('Rita', 'rita.director@acme.example.com', 'Director'),
  reviewAssessmentDate: '2024-05-01',
  ...(secondOfficer
    ? {
        secondResponsibleOfficerEnergyTypes: allStatements,
        secondResponsibleOfficerDetails: person('Ray', 'ray.director@acme.example.com', 'Finance director'),
      }
    : {}),
});

export const categoryPaths = [
  'ESOS_ENERGY_ASSESSMENTS_95_TO_100',
  'ISO_50001_COVERING_ENERGY_USAGE',
  'PARTIAL_ENERGY_ASSESSMENTS',
  'ZERO_ENERGY',
  'LESS_THAN_40000_KWH_PER_YEAR',
  'LESS_THAN_40000_KWH_PER_YEAR_WITHOUT_AUDITS',
  'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100',
  'NOT_QUALIFY',
] as const;
export type CategoryPath = (typeof categoryPaths)[number];

const notifications: Record<CategoryPath, NocP3> = {
  // A: energy audits cover 97%, 3% is covered by no route, so significant consumption is reported.
  ESOS_ENERGY_ASSESSMENTS_95_TO_100: {
    reportingObligation: responsible('RESPONSIBLE', { energyAuditsPct: 97, energyNotAuditedPct: 3 }),
    ...shared,
    complianceRoute: fullComplianceRoute,
    energyConsumptionDetails: energyConsumption(true),
    energySavingsOpportunities: opportunities,
    energySavingsAchieved: savingsAchieved,
    leadAssessor: leadAssessor('EXTERNAL'),
    confirmations: confirmations(false),
  },
  ISO_50001_COVERING_ENERGY_USAGE: {
    reportingObligation: responsible('RESPONSIBLE', { iso50001Pct: 100 }),
    ...shared,
    complianceRoute: shortComplianceRoute,
    energyConsumptionDetails: energyConsumption(false),
    alternativeComplianceRoutes: alternativeRoutes({ iso: true }, false),
    energySavingsAchieved: { totalEnergySavingsEstimation: 10_000, energySavingsRecommendationsExist: 'NO' },
    assessmentPersonnel: {},
    confirmations: confirmations(false),
  },
  // C: an internal lead assessor, so a second responsible officer confirms too.
  PARTIAL_ENERGY_ASSESSMENTS: {
    reportingObligation: responsible('RESPONSIBLE', {
      iso50001Pct: 30,
      displayEnergyCertificatePct: 10,
      energyAuditsPct: 58,
      energyNotAuditedPct: 2,
    }),
    ...shared,
    complianceRoute: {
      ...fullComplianceRoute,
      energyConsumptionProfilingUsed: 'NOT_APPLICABLE',
      areEnergyConsumptionProfilingMethodsRecorded: undefined,
      isEnergyConsumptionProfilingNotUsedRecorded: 'YES',
    },
    energyConsumptionDetails: energyConsumption(true),
    energySavingsOpportunities: opportunities,
    alternativeComplianceRoutes: alternativeRoutes({ iso: true, dec: true }),
    energySavingsAchieved: {
      ...savingsAchieved,
      energySavingCategoriesExist: 'SKIP_QUESTION',
      energySavingsCategories: undefined,
    },
    leadAssessor: leadAssessor('INTERNAL'),
    confirmations: confirmations(true),
  },
  ZERO_ENERGY: {
    reportingObligation: {
      qualificationType: 'QUALIFY',
      reportingObligationDetails: {
        qualificationReasonType: 'CONDITIONS_NOT_MET',
        energyResponsibilityType: 'NOT_RESPONSIBLE',
      },
    },
    ...shared,
    assessmentPersonnel: undefined,
    confirmations: {
      noEnergyResponsibilityAssessmentTypes: allStatements,
      responsibleOfficerDetails: person('Rita', 'rita.director@acme.example.com', 'Director'),
    },
  },
  // E with audits and a Green Deal Assessment: both optional sections are in, and a second officer always is.
  LESS_THAN_40000_KWH_PER_YEAR: {
    reportingObligation: responsible('RESPONSIBLE_BUT_LESS_THAN_40000_KWH', {
      greenDealAssessmentPct: 40,
      energyAuditsPct: 60,
    }),
    ...shared,
    complianceRoute: fullComplianceRoute,
    energyConsumptionDetails: energyConsumption(false),
    energySavingsOpportunities: opportunities,
    alternativeComplianceRoutes: alternativeRoutes({ gda: true }),
    energySavingsAchieved: savingsAchieved,
    confirmations: confirmations(true),
  },
  // E covered wholly by ISO 50001: no energy savings opportunities, the short compliance route.
  LESS_THAN_40000_KWH_PER_YEAR_WITHOUT_AUDITS: {
    reportingObligation: responsible('RESPONSIBLE_BUT_LESS_THAN_40000_KWH', { iso50001Pct: 100 }),
    ...shared,
    complianceRoute: shortComplianceRoute,
    energyConsumptionDetails: energyConsumption(false),
    alternativeComplianceRoutes: alternativeRoutes({ iso: true }),
    energySavingsAchieved: {
      ...savingsAchieved,
      energySavingCategoriesExist: 'NO',
      energySavingsCategories: undefined,
    },
    confirmations: confirmations(true),
  },
  ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100: {
    reportingObligation: responsible('RESPONSIBLE', {
      iso50001Pct: 50,
      displayEnergyCertificatePct: 25,
      greenDealAssessmentPct: 23,
      energyNotAuditedPct: 2,
    }),
    ...shared,
    complianceRoute: shortComplianceRoute,
    energyConsumptionDetails: energyConsumption(true),
    alternativeComplianceRoutes: alternativeRoutes({ iso: true, dec: true, gda: true }),
    energySavingsAchieved: savingsAchieved,
    leadAssessor: leadAssessor('EXTERNAL'),
    confirmations: confirmations(false),
  },
  NOT_QUALIFY: {
    reportingObligation: {
      qualificationType: 'NOT_QUALIFY',
      noQualificationReason: 'Turnover below £44 million and fewer than 250 staff.',
    },
  },
};

/** A deep copy of a complete notification, so a test can change it freely. */
export function completeNotification(path: CategoryPath): NocP3 {
  return JSON.parse(JSON.stringify(notifications[path])) as NocP3;
}

/** Every section the path shows, COMPLETED: what a task ready to submit holds. */
export function completedStatuses(noc: NocP3): NocSectionsCompleted {
  return Object.fromEntries(visibleSections(noc.reportingObligation).map((key) => [key, 'COMPLETED']));
}

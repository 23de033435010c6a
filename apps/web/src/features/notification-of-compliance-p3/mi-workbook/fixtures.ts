import type { NocInfo } from '.';

/** Test fixtures: one NOC with every section, one that does not qualify. */
export const fullNoc: NocInfo = {
  id: 'NOC000001-P3',
  organisationName: 'Acme Account',
  registrationNumber: '12345678',
  location: 'ENGLAND',
  status: 'LIVE',
  noc: {
    reportingObligation: {
      qualificationType: 'QUALIFY',
      reportingObligationDetails: {
        qualificationReasonType: 'STAFF_MEMBERS_MORE_THAN_250',
        energyResponsibilityType: 'RESPONSIBLE',
        complianceRouteDistribution: {
          iso50001Pct: 40,
          displayEnergyCertificatePct: 10,
          greenDealAssessmentPct: 5,
          energyAuditsPct: 45,
          energyNotAuditedPct: 0,
          totalPct: 100,
        },
      },
    },
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
      isBehalfOfTrust: true,
      trustName: 'Acme Pension Trust',
      hasOverseasParentDetails: true,
      overseasParentDetails: { name: 'Acme Global Inc', tradingName: 'Acme Group' },
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
      ],
    },
    complianceRoute: {
      estimatedCalculationTypes: [
        'TOTAL_OR_SIGNIFICANT_ENERGY_CONSUMPTION',
        'ENERGY_CONSUMPTION_OVER_TWELVE_MONTHS',
      ],
      areTwelveMonthsVerifiableDataUsed: false,
      areEstimationMethodsRecorded: 'YES',
      energyConsumptionProfilingUsed: 'NO',
      isEnergyConsumptionProfilingNotUsedRecorded: 'YES',
      energyAudits: [
        {
          description: 'Head office',
          numberOfSitesCovered: 4,
          numberOfSitesVisited: 2,
          reason: 'Typical sites.',
        },
        { description: 'Depots', numberOfSitesVisited: 1, reason: 'The largest depot.' },
      ],
    },
    energyConsumptionDetails: {
      totalEnergyConsumption: { buildings: 600_000, transport: 400_000, total: 1_000_000 },
      significantEnergyConsumptionExists: true,
      significantEnergyConsumption: {
        buildings: 600_000,
        transport: 380_000,
        total: 980_000,
        significantEnergyConsumptionPct: 98,
      },
      energyIntensityRatioData: {
        buildings: {
          energyIntensityRatios: [
            { ratio: '12.5', unit: 'square metres of floor space' },
            { ratio: '3', unit: 'employees' },
          ],
          additionalInformation: 'Offices only.',
        },
        transport: { energyIntensityRatios: [{ ratio: '0.4', unit: 'miles driven' }] },
      },
      additionalInformationExists: true,
      additionalInformation: 'Ratios per site.',
    },
    energySavingsOpportunities: {
      implementationEnergyConsumption: { energyConsumption: 50_000, energyCost: 7_500 },
      energyConsumption: { energyConsumptionTotal: 50_000, energyCostTotal: 7_500 },
      energySavingsCategories: { energyConsumptionTotal: 50_000, energyCostTotal: 7_500 },
    },
    alternativeComplianceRoutes: {
      totalEnergyConsumptionReduction: { energyConsumption: 20_000, energyCost: 3_000 },
      assets: { iso50001: 'Factory', dec: 'Town hall' },
      iso50001CertificateDetails: {
        certificateNumber: 'ISO-1',
        validFrom: '2023-01-01',
        validUntil: '2026-01-01',
      },
      decCertificatesDetails: {
        certificateDetails: [
          { certificateNumber: 'DEC-1', validFrom: '2024-06-01', validUntil: '2025-05-31' },
        ],
      },
    },
    energySavingsAchieved: {
      totalEnergySavingsEstimation: 30_000,
      energySavingsEstimation: { buildings: 30_000, total: 30_000 },
      energySavingCategoriesExist: 'SKIP_QUESTION',
      energySavingsRecommendationsExist: 'NO',
    },
    leadAssessor: { leadAssessorType: 'INTERNAL', hasLeadAssessorConfirmation: true },
    confirmations: {
      responsibilityAssessmentTypes: ['SATISFIED_WITH_ORGANISATION_WITHIN_SCOPE_OF_THE_SCHEME'],
      reviewAssessmentDate: '2024-03-14',
      secondResponsibleOfficerDetails: { firstName: 'Sam', lastName: 'Second' },
    },
  },
};

export const notQualifyingNoc: NocInfo = {
  id: 'NOC000002-P3',
  organisationName: 'Tiny Shop Account',
  location: 'WALES',
  status: 'LIVE',
  noc: {
    reportingObligation: { qualificationType: 'NOT_QUALIFY', noQualificationReason: 'Fewer than 250 staff.' },
  },
};

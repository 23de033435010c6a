import type { NocP3 } from '../../src/workflow/notification-of-compliance-p3/payload';
import type { NocViolation } from '../../src/workflow/notification-of-compliance-p3/rules';
import { sectionClassNames } from '../../src/workflow/notification-of-compliance-p3/rules';
import { completeNotification, person, type CategoryPath } from './noc-fixtures';

/**
 * For every kind of NOC1001 violation, a complete notification changed as little as possible to break
 * it, and exactly the violations the submit answers with (NOC1001's data[0]). The registration number
 * 87654321 is not one of the embedded Companies House fixtures.
 */
export interface InvalidNotification {
  name: string;
  noc: NocP3;
  violations: NocViolation[];
}

const entry = (
  section: keyof typeof sectionClassNames,
  message: string,
  details: unknown[] = [],
): NocViolation => ({
  sectionName: sectionClassNames[section],
  message,
  data: [details],
});

/** A complete notification of the path with `change` applied to a copy. */
function changed(path: CategoryPath, change: (noc: NocP3) => void): NocP3 {
  const noc = completeNotification(path);
  change(noc);
  return noc;
}

const A: CategoryPath = 'ESOS_ENERGY_ASSESSMENTS_95_TO_100';
const B: CategoryPath = 'ISO_50001_COVERING_ENERGY_USAGE';
const C: CategoryPath = 'PARTIAL_ENERGY_ASSESSMENTS';
const D: CategoryPath = 'ZERO_ENERGY';
const E: CategoryPath = 'LESS_THAN_40000_KWH_PER_YEAR';
const F: CategoryPath = 'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100';
const statements = [
  'SATISFIED_WITH_ORGANISATION_WITHIN_SCOPE_OF_THE_SCHEME',
  'SATISFIED_WITH_ORGANISATION_COMPLIANT_WITH_SCOPE_OF_THE_SCHEME',
  'SATISFIED_WITH_INFORMATION_PROVIDED_UNLESS_THERE_IS_A_DECLARED_REASON',
  'SATISFIED_WITH_INFORMATION_PROVIDED',
] as const;

export const invalidNotifications: InvalidNotification[] = [
  {
    name: 'INVALID_SECTION: a section the category needs is missing',
    noc: changed(A, (noc) => delete noc.contactPersons),
    violations: [entry('contactPersons', 'Invalid section')],
  },
  {
    name: 'INVALID_SECTION: a section the category rules out is there',
    noc: changed(B, (noc) => (noc.leadAssessor = completeNotification(A).leadAssessor)),
    violations: [entry('leadAssessor', 'Invalid section')],
  },
  {
    name: 'INVALID_SECTION_DATA: a bean constraint fails',
    noc: changed(A, (noc) => {
      noc.contactPersons!.primaryContact!.firstName = ' ';
      noc.contactPersons!.primaryContact!.email = 'not-an-email';
    }),
    violations: [
      entry('contactPersons', 'Invalid section data', [
        'primaryContact.firstName - must not be blank',
        'primaryContact.email - must be a well-formed email address',
      ]),
    ],
  },
  {
    name: 'INVALID_SECTION_DATA: a rule of the section fails (reported at the section itself)',
    noc: changed(A, (noc) => (noc.contactPersons!.hasSecondaryContact = false)),
    violations: [
      entry('contactPersons', 'Invalid section data', [
        ' - Has secondary contact and secondary contact values are not mutually valid',
      ]),
    ],
  },
  {
    name: 'INVALID_SECTION_DATA: the reporting obligation is invalid, so no other section is judged',
    noc: changed(
      A,
      (noc) =>
        (noc.reportingObligation!.reportingObligationDetails!.complianceRouteDistribution!.energyAuditsPct = 90),
    ),
    violations: [
      entry('reportingObligation', 'Invalid section data', [
        'reportingObligationDetails.complianceRouteDistribution - Sum of compliance route distribution values should be 100',
      ]),
    ],
  },
  {
    name: 'INVALID_DEPENDENT_SECTION_DATA: the confirmation depends on a missing lead assessor',
    noc: changed(A, (noc) => delete noc.leadAssessor),
    violations: [
      entry('confirmations', 'Invalid dependent section data', [sectionClassNames.leadAssessor]),
      entry('leadAssessor', 'Invalid section'),
    ],
  },
  {
    name: 'INVALID_RESPONSIBILITY_ASSESSMENT_TYPE_LIST: a statement is not confirmed',
    noc: changed(A, (noc) => (noc.confirmations!.responsibilityAssessmentTypes = statements.slice(1))),
    violations: [entry('confirmations', 'Not all responsibility assessment types exist', [statements[0]])],
  },
  {
    name: 'INVALID_RESPONSIBILITY_ASSESSMENT_TYPE: energy statements in a zero-energy notification',
    noc: changed(D, (noc) => (noc.confirmations!.responsibilityAssessmentTypes = [statements[0]])),
    violations: [
      entry('confirmations', 'Responsibility assessment types and category are not mutually valid'),
    ],
  },
  {
    name: 'INVALID_NO_ENERGY_RESPONSIBILITY_ASSESSMENT_TYPE_LIST: a zero-energy statement is not confirmed',
    noc: changed(
      D,
      (noc) => (noc.confirmations!.noEnergyResponsibilityAssessmentTypes = statements.slice(0, 3)),
    ),
    violations: [
      entry('confirmations', 'Not all no energy responsibility assessment types exist', [statements[3]]),
    ],
  },
  {
    name: 'INVALID_NO_ENERGY_RESPONSIBILITY_ASSESSMENT_TYPE: zero-energy statements when energy is used',
    noc: changed(A, (noc) => (noc.confirmations!.noEnergyResponsibilityAssessmentTypes = [statements[0]])),
    violations: [
      entry('confirmations', 'No energy responsibility assessment types and category are not mutually valid'),
    ],
  },
  {
    name: 'INVALID_SECOND_RESPONSIBLE_OFFICER_DETAILS: a second officer in category B',
    noc: changed(B, (noc) => {
      noc.confirmations!.secondResponsibleOfficerDetails = person('Ray', 'ray@acme.example.com', 'Director');
    }),
    violations: [
      entry('confirmations', 'Second responsible officer details and category are not mutually valid'),
    ],
  },
  {
    name: 'INVALID_SECOND_RESPONSIBLE_OFFICER_DETAILS: no second officer in category E, so no second statements either',
    noc: changed(E, (noc) => {
      delete noc.confirmations!.secondResponsibleOfficerDetails;
      delete noc.confirmations!.secondResponsibleOfficerEnergyTypes;
    }),
    violations: [
      entry('confirmations', 'Second responsible officer details and category are not mutually valid'),
      entry('confirmations', 'Not all responsibility assessment types exist', [...statements]),
    ],
  },
  {
    name: 'INVALID_REVIEW_ASSESSMENT_DATE: no review date',
    noc: changed(A, (noc) => delete noc.confirmations!.reviewAssessmentDate),
    violations: [entry('confirmations', 'Review assessment date and category are not mutually valid')],
  },
  {
    name: 'INVALID_ENERGY_CONSUMPTION_DATA: no energy audit where audits cover energy',
    noc: changed(A, (noc) => delete noc.complianceRoute!.energyAudits),
    violations: [entry('complianceRoute', 'Energy consumption data and category are not mutually valid')],
  },
  {
    name: 'INVALID_ENERGY_CONSUMPTION_DATA: energy-audit answers where no audit covers energy',
    noc: changed(F, (noc) => (noc.complianceRoute!.areTwelveMonthsVerifiableDataUsed = true)),
    violations: [entry('complianceRoute', 'Energy consumption data and category are not mutually valid')],
  },
  {
    name: 'INVALID_TOTAL_ENERGY_SAVINGS_ESTIMATION: a total-only estimate outside category B',
    noc: changed(A, (noc) => (noc.energySavingsAchieved!.totalEnergySavingsEstimation = 5_000)),
    violations: [
      entry('energySavingsAchieved', 'Total energy savings estimation and category are not mutually valid'),
    ],
  },
  {
    name: 'INVALID_ENERGY_SAVINGS_CONSUMPTION: an estimate by purpose in category B',
    noc: changed(B, (noc) => {
      noc.energySavingsAchieved!.energySavingsEstimation =
        completeNotification(A).energySavingsAchieved!.energySavingsEstimation;
    }),
    violations: [
      entry('energySavingsAchieved', 'Energy savings consumption and category are not mutually valid'),
    ],
  },
  {
    name: 'INVALID_ENERGY_SAVINGS_CATEGORIES: the categories question unanswered',
    noc: changed(F, (noc) => {
      delete noc.energySavingsAchieved!.energySavingCategoriesExist;
      delete noc.energySavingsAchieved!.energySavingsCategories;
    }),
    violations: [
      entry('energySavingsAchieved', 'Energy savings categories and category are not mutually valid'),
    ],
  },
  {
    name: 'INVALID_ENERGY_SAVINGS_CATEGORIES_COST: category costs that do not add up',
    noc: changed(
      A,
      (noc) => (noc.energySavingsOpportunities!.energySavingsCategories!.energyCostTotal = '7500.01'),
    ),
    violations: [
      entry('energySavingsOpportunities', 'Energy savings categories reduction cost sum is not valid'),
    ],
  },
  {
    name: 'INVALID_ENERGY_CONSUMPTION_REDUCTION: reductions by purpose in category B',
    noc: changed(B, (noc) => {
      noc.alternativeComplianceRoutes!.energyConsumptionReduction = {
        energyConsumptionTotal: 0,
        buildings: { energyConsumption: 0 },
      };
    }),
    violations: [
      entry(
        'alternativeComplianceRoutes',
        'Energy consumption reduction and category are not mutually valid',
      ),
    ],
  },
  {
    name: 'INVALID_ENERGY_CONSUMPTION_REDUCTION_COST: purpose costs without a total',
    noc: changed(
      C,
      (noc) => delete noc.alternativeComplianceRoutes!.energyConsumptionReduction!.energyCostTotal,
    ),
    violations: [entry('alternativeComplianceRoutes', 'Energy consumption reduction cost sum is not valid')],
  },
  {
    name: 'INVALID_ISO50001_DETAILS: no ISO 50001 certificate in category B',
    noc: changed(B, (noc) => delete noc.alternativeComplianceRoutes!.iso50001CertificateDetails),
    violations: [
      entry(
        'alternativeComplianceRoutes',
        'Iso50001 details and compliance routes distribution are not mutually valid',
      ),
    ],
  },
  {
    name: 'INVALID_DEC_DETAILS: no Display Energy Certificates where they cover energy',
    noc: changed(C, (noc) => delete noc.alternativeComplianceRoutes!.decCertificatesDetails),
    violations: [
      entry(
        'alternativeComplianceRoutes',
        'DEC details and compliance routes distribution are not mutually valid',
      ),
    ],
  },
  {
    name: 'INVALID_GDA_DETAILS: Green Deal assets where no Green Deal Assessment covers energy',
    noc: changed(C, (noc) => (noc.alternativeComplianceRoutes!.assets!.gda = 'Homes')),
    violations: [
      entry(
        'alternativeComplianceRoutes',
        'GDA details and compliance routes distribution are not mutually valid',
      ),
    ],
  },
  {
    name: 'INVALID_REGISTRATION_NUMBER: a registration number Companies House does not know',
    noc: changed(
      A,
      (noc) => (noc.responsibleUndertaking!.organisationDetails!.registrationNumber = '87654321'),
    ),
    violations: [
      entry(
        'responsibleUndertaking',
        'Responsible undertaking organisation registration number is not valid',
      ),
    ],
  },
  {
    name: 'INVALID_SIGNIFICANT_ENERGY_CONSUMPTION_EXISTS_ENERGY_NOT_AUDITED: no significant consumption with 3% not covered',
    noc: changed(A, (noc) => {
      const details = noc.energyConsumptionDetails!;
      details.significantEnergyConsumptionExists = false;
      delete details.significantEnergyConsumption;
      details.energyIntensityRatioData!.transport = details.energyIntensityRatioData!.buildings;
    }),
    violations: [
      entry(
        'energyConsumptionDetails',
        'Significant energy consumption cannot be false when energy not audited is bigger than 0',
      ),
    ],
  },
];

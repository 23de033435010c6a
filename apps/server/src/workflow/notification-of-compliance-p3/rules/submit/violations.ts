import type { NocSectionKey } from '../../payload/noc';

/** The reference's NocViolationMessage texts (reporting-inventory §1.1). */
export const nocViolationMessages = {
  INVALID_SECTION: 'Invalid section',
  INVALID_SECTION_DATA: 'Invalid section data',
  INVALID_DEPENDENT_SECTION_DATA: 'Invalid dependent section data',
  INVALID_RESPONSIBILITY_ASSESSMENT_TYPE_LIST: 'Not all responsibility assessment types exist',
  INVALID_RESPONSIBILITY_ASSESSMENT_TYPE:
    'Responsibility assessment types and category are not mutually valid',
  INVALID_NO_ENERGY_RESPONSIBILITY_ASSESSMENT_TYPE_LIST:
    'Not all no energy responsibility assessment types exist',
  INVALID_NO_ENERGY_RESPONSIBILITY_ASSESSMENT_TYPE:
    'No energy responsibility assessment types and category are not mutually valid',
  INVALID_SECOND_RESPONSIBLE_OFFICER_DETAILS:
    'Second responsible officer details and category are not mutually valid',
  // The reference repeats the second-officer text here; this one says what is wrong (ADR 0014).
  INVALID_REVIEW_ASSESSMENT_DATE: 'Review assessment date and category are not mutually valid',
  INVALID_ENERGY_CONSUMPTION_DATA: 'Energy consumption data and category are not mutually valid',
  INVALID_TOTAL_ENERGY_SAVINGS_ESTIMATION:
    'Total energy savings estimation and category are not mutually valid',
  INVALID_ENERGY_SAVINGS_CONSUMPTION: 'Energy savings consumption and category are not mutually valid',
  INVALID_ENERGY_SAVINGS_CATEGORIES: 'Energy savings categories and category are not mutually valid',
  INVALID_ENERGY_SAVINGS_CATEGORIES_COST: 'Energy savings categories reduction cost sum is not valid',
  INVALID_ENERGY_CONSUMPTION_REDUCTION: 'Energy consumption reduction and category are not mutually valid',
  INVALID_ENERGY_CONSUMPTION_REDUCTION_COST: 'Energy consumption reduction cost sum is not valid',
  INVALID_ISO50001_DETAILS: 'Iso50001 details and compliance routes distribution are not mutually valid',
  INVALID_DEC_DETAILS: 'DEC details and compliance routes distribution are not mutually valid',
  INVALID_GDA_DETAILS: 'GDA details and compliance routes distribution are not mutually valid',
  INVALID_REGISTRATION_NUMBER: 'Responsible undertaking organisation registration number is not valid',
  INVALID_SIGNIFICANT_ENERGY_CONSUMPTION_EXISTS_ENERGY_NOT_AUDITED:
    'Significant energy consumption cannot be false when energy not audited is bigger than 0',
} as const;
export type NocViolationMessage = keyof typeof nocViolationMessages;

const PACKAGE = 'uk.gov.esos.api.reporting.noc.phase3.domain';

/** The reference's fully qualified class name of each section, which the wire carries as sectionName. */
export const sectionClassNames: Record<NocSectionKey, string> = {
  reportingObligation: `${PACKAGE}.reportingobligation.ReportingObligation`,
  responsibleUndertaking: `${PACKAGE}.responsibleundertaking.ResponsibleUndertaking`,
  contactPersons: `${PACKAGE}.contactpersons.ContactPersons`,
  organisationStructure: `${PACKAGE}.organisationstructure.OrganisationStructure`,
  complianceRoute: `${PACKAGE}.complianceroute.ComplianceRoute`,
  energyConsumptionDetails: `${PACKAGE}.energyconsumptiondetails.EnergyConsumptionDetails`,
  energySavingsOpportunities: `${PACKAGE}.energysavingsopportunities.EnergySavingsOpportunities`,
  alternativeComplianceRoutes: `${PACKAGE}.alternativecomplianceroutes.AlternativeComplianceRoutes`,
  energySavingsAchieved: `${PACKAGE}.energysavingsachieved.EnergySavingsAchieved`,
  leadAssessor: `${PACKAGE}.leadassessor.LeadAssessor`,
  assessmentPersonnel: `${PACKAGE}.assessmentpersonnel.AssessmentPersonnel`,
  secondCompliancePeriod: `${PACKAGE}.secondcomplianceperiod.SecondCompliancePeriod`,
  firstCompliancePeriod: `${PACKAGE}.firstcomplianceperiod.FirstCompliancePeriod`,
  confirmations: `${PACKAGE}.confirmations.Confirmations`,
};

/**
 * One entry of NOC1001's list (the error body's data[0]): the section's class name, the message, and
 * data whose first item lists the details ("<path> - <message>" strings, missing values or class names).
 */
export interface NocViolation {
  sectionName: string;
  message: string;
  data: [unknown[]];
}

export function nocViolation(
  section: NocSectionKey,
  message: NocViolationMessage,
  details: unknown[] = [],
): NocViolation {
  return { sectionName: sectionClassNames[section], message: nocViolationMessages[message], data: [details] };
}

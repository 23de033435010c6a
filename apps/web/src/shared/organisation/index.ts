export { ActivityCodeFields } from './ActivityCodeFields';
export { OrganisationDetailsFields } from './OrganisationDetailsFields';
export type { OrganisationDetailsFieldsProps } from './OrganisationDetailsFields';
export {
  MAX_CODES,
  ORGANISATION_DETAILS_MESSAGES,
  organisationDetailsAnswers,
  organisationDetailsDefaults,
  organisationDetailsPayload,
  organisationDetailsSchema,
} from './organisation-details-form';
export type {
  OrganisationDetailsAnswers,
  OrganisationDetailsMessages,
  OrganisationDetailsOutput,
  OrganisationDetailsPayload,
  OrganisationDetailsValues,
} from './organisation-details-form';
export {
  COMPANIES_HOUSE_MESSAGES,
  CompaniesHouseQuestion,
  companiesHouseMessage,
  lookUpCompany,
  registrationNumberSchema,
} from './companies-house';
export type {
  CompaniesHouseQuestionProps,
  CompanyProfile,
  RegistrationNumberOutput,
  RegistrationNumberValues,
} from './companies-house';

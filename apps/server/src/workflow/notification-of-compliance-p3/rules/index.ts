/** The NOC P3's rules, free of the workflow engine: category, sections, clean-up on save, submit checks, pre-fill, CSV. */
export {
  determineCategory,
  qualifyingCategories,
  reportingObligationCategories,
  type ReportingObligationCategory,
} from './category';
export { sectionRequirements, visibleSections, type SectionRequirement } from './section-requirements';
export { applySave, cleanUpNotification, type NocDraft } from './clean-up';
export { validateSubmission } from './submit/validate-submission';
export { obligationRefusal, type ObligationRefusal } from './submit/obligation-refusal';
export { submitOrder, type SubmissionContext } from './submit/section-checks';
export {
  nocViolationMessages,
  sectionClassNames,
  type NocViolation,
  type NocViolationMessage,
} from './submit/violations';
export {
  buildAccountOriginatedData,
  newSubmitTaskPayload,
  startingContactPersons,
  startingResponsibleUndertaking,
  type ContactUser,
  type OrganisationAccount,
} from '../prefill/account-originated-data';
export {
  CSV_READ_BUDGET_MS,
  fileMessages as organisationStructureFileMessages,
  MAX_CSV_BYTES,
  MAX_ORGANISATION_ROWS,
  organisationStructureColumns,
  organisationStructureTemplateCsv,
  parseOrganisationStructureCsv,
  type CsvProblem,
  type OrganisationStructureCsvResult,
  type UploadedCsv,
} from '../organisation-structure-csv';

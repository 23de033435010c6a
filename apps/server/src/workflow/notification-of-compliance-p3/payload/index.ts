/** The NOC P3 payload: draft schemas of the fourteen sections, the notification, and the workflow envelopes. */
export {
  accountOriginatedDataSchema,
  organisationDetailsSchema,
  type AccountOriginatedData,
  type OrganisationDetails,
} from './account-originated-data';
export {
  nocApplicationActionPayloadSchema,
  nocAttachmentsSchema,
  nocEditTaskPayloadSchema,
  nocPayloadTypes,
  nocSaveApplicationPayloadSchema,
  nocSubmitTaskPayloadSchema,
  saveApplicationEditPayloadSchema,
  saveApplicationSubmitPayloadSchema,
  sendToEditPayloadSchema,
  type NocApplicationActionPayload,
  type NocEditTaskPayload,
  type NocRequestPayload,
  type NocSavePayload,
  type NocSubmitTaskPayload,
  type NocTaskPayload,
  type SendToEditPayload,
} from './envelopes';
export {
  nocP3Schema,
  nocSectionKeys,
  sectionsOf,
  nocSectionSchemas,
  nocSectionsCompletedSchema,
  sectionStatuses,
  type NocP3,
  type NocSectionKey,
  type NocSectionsCompleted,
  type SectionStatus,
} from './noc';
export {
  alternativeComplianceRoutesSchema,
  type AlternativeComplianceRoutes,
} from './sections/alternative-compliance-routes';
export { assessmentPersonnelSchema, type AssessmentPersonnel } from './sections/assessment-personnel';
export { complianceRouteSchema, type ComplianceRoute } from './sections/compliance-route';
export {
  confirmationsSchema,
  responsibilityAssessmentTypes,
  type Confirmations,
} from './sections/confirmations';
export { contactPersonsSchema, type ContactPersons } from './sections/contact-persons';
export {
  energyConsumptionDetailsSchema,
  type EnergyConsumptionDetails,
} from './sections/energy-consumption-details';
export { energySavingsAchievedSchema, type EnergySavingsAchieved } from './sections/energy-savings-achieved';
export {
  energySavingsOpportunitiesSchema,
  type EnergySavingsOpportunities,
} from './sections/energy-savings-opportunities';
export { firstCompliancePeriodSchema, type FirstCompliancePeriod } from './sections/first-compliance-period';
export { leadAssessorSchema, type LeadAssessor } from './sections/lead-assessor';
export {
  COMPANY_REGISTRATION_NUMBER,
  organisationAssociatedWithRUSchema,
  organisationStructureSchema,
  type OrganisationAssociatedWithRU,
  type OrganisationStructure,
} from './sections/organisation-structure';
export { reportingObligationSchema, type ReportingObligation } from './sections/reporting-obligation';
export {
  responsibleUndertakingSchema,
  type ResponsibleUndertaking,
} from './sections/responsible-undertaking';
export {
  secondCompliancePeriodSchema,
  type SecondCompliancePeriod,
} from './sections/second-compliance-period';
export { contactPersonSchema, type ContactPerson } from './shared/contact-person';

import { z } from 'zod';
import type { CompliancePhase } from '../../reports/phases';
import { alternativeComplianceRoutesSchema } from './sections/alternative-compliance-routes';
import { assessmentPersonnelSchema } from './sections/assessment-personnel';
import { complianceRouteSchema } from './sections/compliance-route';
import { confirmationsSchema } from './sections/confirmations';
import { contactPersonsSchema } from './sections/contact-persons';
import { energyConsumptionDetailsSchema } from './sections/energy-consumption-details';
import { energySavingsAchievedSchema } from './sections/energy-savings-achieved';
import { energySavingsOpportunitiesSchema } from './sections/energy-savings-opportunities';
import { firstCompliancePeriodSchema } from './sections/first-compliance-period';
import { leadAssessorSchema } from './sections/lead-assessor';
import { organisationStructureSchema } from './sections/organisation-structure';
import { reportingObligationSchema } from './sections/reporting-obligation';
import { responsibleUndertakingSchema } from './sections/responsible-undertaking';
import { secondCompliancePeriodSchema } from './sections/second-compliance-period';

import { nocSectionKeys, type NocSectionKey } from '@esos/reporting-rules';

/** The fourteen sections: each is a NocP3 field and its key in nocSectionsCompleted (listed once: ADR 47). */
export { nocSectionKeys, type NocSectionKey };

/** The notification's sections in a phase: the fourteen unless the phase names fewer (ADR 0045). */
export const sectionsOf = (phase: Pick<CompliancePhase, 'notificationSections'>): readonly NocSectionKey[] =>
  phase.notificationSections
    ? nocSectionKeys.filter((key) => phase.notificationSections?.includes(key))
    : nocSectionKeys;

export const nocSectionSchemas = {
  reportingObligation: reportingObligationSchema,
  responsibleUndertaking: responsibleUndertakingSchema,
  contactPersons: contactPersonsSchema,
  organisationStructure: organisationStructureSchema,
  complianceRoute: complianceRouteSchema,
  energyConsumptionDetails: energyConsumptionDetailsSchema,
  energySavingsOpportunities: energySavingsOpportunitiesSchema,
  alternativeComplianceRoutes: alternativeComplianceRoutesSchema,
  energySavingsAchieved: energySavingsAchievedSchema,
  leadAssessor: leadAssessorSchema,
  assessmentPersonnel: assessmentPersonnelSchema,
  secondCompliancePeriod: secondCompliancePeriodSchema,
  firstCompliancePeriod: firstCompliancePeriodSchema,
  confirmations: confirmationsSchema,
} as const satisfies Record<NocSectionKey, z.ZodType>;

/** The draft notification: any section may be missing while the operator works on it. */
export const nocP3Schema = z
  .strictObject({
    reportingObligation: reportingObligationSchema.nullish(),
    responsibleUndertaking: responsibleUndertakingSchema.nullish(),
    contactPersons: contactPersonsSchema.nullish(),
    organisationStructure: organisationStructureSchema.nullish(),
    complianceRoute: complianceRouteSchema.nullish(),
    energyConsumptionDetails: energyConsumptionDetailsSchema.nullish(),
    energySavingsOpportunities: energySavingsOpportunitiesSchema.nullish(),
    alternativeComplianceRoutes: alternativeComplianceRoutesSchema.nullish(),
    energySavingsAchieved: energySavingsAchievedSchema.nullish(),
    leadAssessor: leadAssessorSchema.nullish(),
    assessmentPersonnel: assessmentPersonnelSchema.nullish(),
    secondCompliancePeriod: secondCompliancePeriodSchema.nullish(),
    firstCompliancePeriod: firstCompliancePeriodSchema.nullish(),
    confirmations: confirmationsSchema.nullish(),
  })
  .meta({ id: 'NocP3' });
export type NocP3 = z.infer<typeof nocP3Schema>;

/** A section's progress; a section with no entry has not been started. */
export const sectionStatuses = ['IN_PROGRESS', 'COMPLETED'] as const;
export type SectionStatus = (typeof sectionStatuses)[number];

const status = () => z.enum(sectionStatuses).nullish();

/**
 * nocSectionsCompleted: the reference keeps an unchecked map of strings; here only the fourteen keys and
 * the two statuses are accepted, so a status can never name a section that does not exist.
 */
export const nocSectionsCompletedSchema = z
  .strictObject({
    reportingObligation: status(),
    responsibleUndertaking: status(),
    contactPersons: status(),
    organisationStructure: status(),
    complianceRoute: status(),
    energyConsumptionDetails: status(),
    energySavingsOpportunities: status(),
    alternativeComplianceRoutes: status(),
    energySavingsAchieved: status(),
    leadAssessor: status(),
    assessmentPersonnel: status(),
    secondCompliancePeriod: status(),
    firstCompliancePeriod: status(),
    confirmations: status(),
  })
  .meta({ id: 'NocP3SectionsCompleted' });
export type NocSectionsCompleted = z.infer<typeof nocSectionsCompletedSchema>;

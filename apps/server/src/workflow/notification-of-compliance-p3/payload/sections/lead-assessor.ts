import { z } from 'zod';
import { flag, oneOf, text } from '../draft-fields';

export const assessorTypes = ['INTERNAL', 'EXTERNAL'] as const;
export const professionalBodies = [
  'ASSOCIATION_OF_ENERGY_ENGINEERS',
  'CIBSE_THE_CHARTERED_INSTITUTION_OF_BUILDING_SERVICES_ENGINEERS',
  'ELMHURST_ENERGY_SYSTEMS',
  'ENERGY_INSTITUTE',
  'ENERGY_MANAGERS_ASSOCIATION',
  'INSTITUTION_OF_CHEMICAL_ENGINEERS',
  'INSTITUTE_OF_ENVIRONMENTAL_MANAGEMENT_AND_ASSESSMENT',
  'QUIDOS',
  'STROMA_CERTIFICATION_LTD',
] as const;

export const leadAssessorDetailsSchema = z
  .strictObject({
    firstName: text(255),
    lastName: text(255),
    email: text(255),
    professionalBody: oneOf(professionalBodies),
    membershipNumber: text(255),
  })
  .meta({ id: 'LeadAssessorDetails' });

/** Section "Lead assessor details" (status key leadAssessor). */
export const leadAssessorSchema = z
  .strictObject({
    leadAssessorType: oneOf(assessorTypes),
    hasLeadAssessorConfirmation: flag(),
    leadAssessorDetails: leadAssessorDetailsSchema.nullish(),
  })
  .meta({ id: 'LeadAssessor' });
export type LeadAssessor = z.infer<typeof leadAssessorSchema>;

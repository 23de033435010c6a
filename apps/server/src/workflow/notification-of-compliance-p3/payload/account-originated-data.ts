import { z } from 'zod';
import { contactPersonSchema } from './shared/contact-person';

/** The account's organisation as the task was created: read-only, no constraints (the reference's OrganisationDetails). */
export const organisationDetailsSchema = z
  .strictObject({
    name: z.string().optional(),
    registrationNumber: z.string().optional(),
    type: z.enum(['SIC', 'OTHER']).optional(),
    otherTypeName: z.string().optional(),
    codes: z.array(z.string()).optional(),
    line1: z.string().optional(),
    line2: z.string().optional(),
    city: z.string().optional(),
    county: z.string().optional(),
    postcode: z.string().optional(),
  })
  .meta({ id: 'OrganisationDetails' });
export type OrganisationDetails = z.infer<typeof organisationDetailsSchema>;

/** What the account says about the organisation and its contacts when the SUBMIT task is created. */
export const accountOriginatedDataSchema = z
  .strictObject({
    organisationDetails: organisationDetailsSchema.optional(),
    primaryContact: contactPersonSchema.optional(),
    secondaryContact: contactPersonSchema.optional(),
  })
  .meta({ id: 'AccountOriginatedData' });
export type AccountOriginatedData = z.infer<typeof accountOriginatedDataSchema>;

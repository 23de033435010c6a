import { z } from 'zod';
import { classificationTypes, competentAuthorityCodes } from '../../platform/db/schema';

/** What the API shows of an application: the review task's payload and the timeline's snapshots. */

// Not named: the users feature documents the PhoneNumberDTO component.
const phoneNumberSchema = z.object({ countryCode: z.string().optional(), number: z.string() });

export const organisationAccountPayloadSchema = z
  .object({
    registrationNumber: z.string().optional(),
    name: z.string(),
    competentAuthority: z.enum(competentAuthorityCodes),
    line1: z.string(),
    line2: z.string().optional(),
    city: z.string(),
    county: z.string().optional(),
    postcode: z.string(),
    type: z.enum(classificationTypes),
    otherTypeName: z.string().optional(),
    codes: z.array(z.string()),
  })
  .meta({ id: 'OrganisationAccountPayload' });

export const participantDetailsSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    jobTitle: z.string().optional(),
    email: z.string(),
    phoneNumber: phoneNumberSchema.optional(),
    mobileNumber: phoneNumberSchema.optional(),
    line1: z.string().optional(),
    line2: z.string().optional(),
    city: z.string().optional(),
    county: z.string().optional(),
    postcode: z.string().optional(),
  })
  .meta({ id: 'OrganisationParticipantDetails' });

export const reviewTaskPayloadSchema = z
  .object({
    payloadType: z.literal('ORGANISATION_ACCOUNT_OPENING_APPLICATION_PAYLOAD'),
    account: organisationAccountPayloadSchema,
    participantDetails: participantDetailsSchema,
  })
  .meta({ id: 'OrganisationAccountOpeningApplicationRequestTaskPayload' });

export const applicationSubmittedPayloadSchema = z
  .object({
    payloadType: z.literal('ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED_PAYLOAD'),
    account: organisationAccountPayloadSchema,
    participantDetails: participantDetailsSchema,
  })
  .meta({ id: 'OrganisationAccountOpeningApplicationSubmittedRequestActionPayload' });

export const decisionSubmittedPayloadSchema = z
  .object({
    payloadType: z.literal('ORGANISATION_ACCOUNT_OPENING_DECISION_SUBMITTED_PAYLOAD'),
    decision: z
      .object({ decision: z.enum(['APPROVED', 'REJECTED']), reason: z.string() })
      .meta({ id: 'AccountOpeningDecisionPayload' }),
    account: organisationAccountPayloadSchema,
    participantDetails: participantDetailsSchema,
  })
  .meta({ id: 'OrganisationAccountOpeningDecisionSubmittedRequestActionPayload' });

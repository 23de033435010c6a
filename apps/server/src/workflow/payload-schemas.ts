import { z } from 'zod';
import { classificationTypes, competentAuthorityCodes } from '../platform/db/schema';

/** Shapes the API returns for workflow payloads (tasks and timeline), as the reference documents them. */
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

export const organisationAccountOpeningTaskPayloadSchema = z
  .object({
    payloadType: z.literal('ORGANISATION_ACCOUNT_OPENING_APPLICATION_PAYLOAD'),
    account: organisationAccountPayloadSchema,
    participantDetails: participantDetailsSchema,
  })
  .meta({ id: 'OrganisationAccountOpeningApplicationRequestTaskPayload' });

const accountClosureReasonSchema = z.object({ reason: z.string() });

export const accountClosureTaskPayloadSchema = z
  .object({
    payloadType: z.literal('ACCOUNT_CLOSURE_APPLICATION_SUBMIT_PAYLOAD'),
    accountClosure: accountClosureReasonSchema.optional(),
  })
  .meta({ id: 'AccountClosureApplicationRequestTaskPayload' });

/** Task payloads of every task type built so far; new workflows add theirs here. */
export const requestTaskPayloadSchema = z
  .discriminatedUnion('payloadType', [
    organisationAccountOpeningTaskPayloadSchema,
    accountClosureTaskPayloadSchema,
  ])
  .meta({ id: 'RequestTaskPayload' });

export const organisationAccountOpeningSubmittedActionPayloadSchema = z
  .object({
    payloadType: z.literal('ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED_PAYLOAD'),
    account: organisationAccountPayloadSchema,
    participantDetails: participantDetailsSchema,
  })
  .meta({ id: 'OrganisationAccountOpeningApplicationSubmittedRequestActionPayload' });

export const organisationAccountOpeningDecisionActionPayloadSchema = z
  .object({
    payloadType: z.literal('ORGANISATION_ACCOUNT_OPENING_DECISION_SUBMITTED_PAYLOAD'),
    decision: z
      .object({ decision: z.enum(['APPROVED', 'REJECTED']), reason: z.string() })
      .meta({ id: 'AccountOpeningDecisionPayload' }),
    account: organisationAccountPayloadSchema,
    participantDetails: participantDetailsSchema,
  })
  .meta({ id: 'OrganisationAccountOpeningDecisionSubmittedRequestActionPayload' });

/** Timeline payloads of every workflow built so far. */
export const requestActionPayloadSchema = z
  .discriminatedUnion('payloadType', [
    organisationAccountOpeningSubmittedActionPayloadSchema,
    organisationAccountOpeningDecisionActionPayloadSchema,
    z
      .object({
        payloadType: z.literal('ACCOUNT_CLOSURE_APPLICATION_SUBMITTED_PAYLOAD'),
        accountClosure: accountClosureReasonSchema,
        submitDate: z.string(),
      })
      .meta({ id: 'AccountClosureApplicationRequestActionPayload' }),
  ])
  .meta({ id: 'RequestActionPayload' });

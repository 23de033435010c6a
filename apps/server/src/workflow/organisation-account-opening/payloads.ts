import { z } from 'zod';
import { SHORT_TEXT_MAX } from '../../platform/http/input-bounds';
import { competentAuthorityCodes, classificationTypes } from '../../platform/db/schema';

const text = (max: number, message: string) =>
  z.string().trim().min(1, message).max(max, `Enter no more than ${max} characters`);
const optionalText = (max: number) =>
  z.string().trim().max(max, `Enter no more than ${max} characters`).optional();

// A full UK postcode once spaces are taken out and letters made capitals (outward and inward code, or the
// special case GIR 0AA). Linear: no nested or overlapping quantifiers.
const UK_POSTCODE = /^(?:GIR0AA|[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2})$/;
const compact = (postcode: string) => postcode.replace(/\s/g, '').toUpperCase();

/**
 * Stricter than the reference, which took any text up to 64 characters: the organisation's registered office
 * is in the UK. Stored as written, trimmed; blank and too long keep their own messages.
 */
const postcode = text(64, 'Enter a postcode').refine(
  (value) => value === '' || value.length > 64 || UK_POSTCODE.test(compact(value)),
  'Enter a full UK postcode, like LS1 4AP',
);

/** Name, address and activity codes: what the applicant gives and the regulator may amend. */
export const organisationDetailsShape = {
  name: text(255, 'Enter the registered name of the organisation'),
  line1: text(255, 'Enter an address'),
  line2: optionalText(255),
  city: text(255, 'Enter a town or city'),
  county: optionalText(255),
  postcode,
  type: z.enum(classificationTypes, { message: 'Enter a classification type' }),
  otherTypeName: optionalText(255),
  codes: z.array(text(255, 'Enter a code')).min(1, 'Enter a code').max(4, 'Enter no more than 4 codes'),
};

export function requireOtherTypeName(value: { type: string; otherTypeName?: string }, ctx: z.RefinementCtx) {
  if (value.type === 'OTHER' && !value.otherTypeName) {
    ctx.addIssue({ code: 'custom', path: ['otherTypeName'], message: 'Enter a classification name' });
  }
}

export const submitApplicationPayloadSchema = z
  .strictObject({
    payloadType: z.literal('ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION_PAYLOAD'),
    registrationNumber: z
      .string()
      .max(SHORT_TEXT_MAX)
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{8}$/, 'Enter a registration number of 8 letters or numbers')
      .optional(),
    competentAuthority: z.enum(competentAuthorityCodes, {
      message: 'Select where your registered office is',
    }),
    ...organisationDetailsShape,
  })
  .superRefine(requireOtherTypeName)
  .meta({ id: 'OrganisationAccountOpeningSubmitApplicationCreateActionPayload' });
export type SubmitApplicationPayload = z.infer<typeof submitApplicationPayloadSchema>;

export const amendApplicationPayloadSchema = z
  .strictObject({
    payloadType: z.literal('ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION_PAYLOAD'),
    ...organisationDetailsShape,
  })
  .superRefine(requireOtherTypeName)
  .meta({ id: 'OrganisationAccountOpeningAmendApplicationRequestTaskActionPayload' });
export type AmendApplicationPayload = z.infer<typeof amendApplicationPayloadSchema>;

export const submitDecisionPayloadSchema = z
  .strictObject({
    payloadType: z.literal('ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION_PAYLOAD'),
    decision: z.enum(['APPROVED', 'REJECTED'], { message: 'You need to approve or reject the application' }),
    reason: z
      .string()
      .trim()
      .min(1, 'Enter the reason for your decision')
      .max(255, 'Enter no more than 255 characters'),
  })
  .meta({ id: 'OrganisationAccountOpeningSubmitDecisionRequestTaskActionPayload' });
export type SubmitDecisionPayload = z.infer<typeof submitDecisionPayloadSchema>;

/** The account as the application, the review task and the timeline show it. */
export interface OrganisationAccountPayload {
  registrationNumber?: string;
  name: string;
  competentAuthority: (typeof competentAuthorityCodes)[number];
  line1: string;
  line2?: string;
  city: string;
  county?: string;
  postcode: string;
  type: (typeof classificationTypes)[number];
  otherTypeName?: string;
  codes: string[];
}

export interface ParticipantDetails {
  firstName: string;
  lastName: string;
  jobTitle?: string;
  email: string;
  phoneNumber?: { countryCode?: string; number: string };
  mobileNumber?: { countryCode?: string; number: string };
  line1?: string;
  line2?: string;
  city?: string;
  county?: string;
  postcode?: string;
}

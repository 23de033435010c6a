import { z } from 'zod';
import type { components } from '../api';
import { maxLength, requiredChoice, requiredText, text, ukPostcode } from '../forms';

/** Web-screens §2.6: an organisation has one to four activity codes. */
export const MAX_CODES = 4;

/**
 * The messages of the shared Activity codes and Address blocks (task-forms §0), as the application wizard
 * and "Update details" word them.
 */
export const ORGANISATION_DETAILS_MESSAGES = {
  name: 'Enter the registered name of the organisation',
  nameTooLong: 'The organisation name should not be more than 255 characters',
  type: 'Enter a classification type',
  otherTypeName: 'Enter a classification name',
  otherTypeNameTooLong: 'The classification name should not be more than 255 characters',
  code: 'Enter a code',
  codeTooLong: 'The code should not be more than 255 characters',
  line1: 'Enter an address',
  addressTooLong: 'The address should not be more than 255 characters',
  city: 'Enter a town or city',
  cityTooLong: 'The city should not be more than 255 characters',
  countyTooLong: 'The county should not be more than 255 characters',
  postcode: 'Enter a postcode',
  postcodeTooLong: 'The postcode should not be more than 64 characters',
  // Not checked by the reference, which took any text: an organisation's registered office is in the UK.
  postcodeFormat: 'Enter a full UK postcode, like LS1 4AP',
};
export type OrganisationDetailsMessages = typeof ORGANISATION_DETAILS_MESSAGES;

/** Name, activity codes and address; `messages` lets a form word its errors as its own screen does. */
export function organisationDetailsSchema(
  messages: OrganisationDetailsMessages = ORGANISATION_DETAILS_MESSAGES,
) {
  const m = messages;
  return z
    .object({
      name: requiredText(m.name, maxLength(255, m.nameTooLong)),
      type: requiredChoice(['SIC', 'OTHER'], m.type),
      otherTypeName: text(maxLength(255, m.otherTypeNameTooLong)),
      codes: z
        .array(z.object({ value: requiredText(m.code, maxLength(255, m.codeTooLong)) }))
        .min(1)
        .max(MAX_CODES),
      line1: requiredText(m.line1, maxLength(255, m.addressTooLong)),
      line2: text(maxLength(255, m.addressTooLong)),
      city: requiredText(m.city, maxLength(255, m.cityTooLong)),
      county: text(maxLength(255, m.countyTooLong)),
      postcode: requiredText(m.postcode, maxLength(64, m.postcodeTooLong), ukPostcode(m.postcodeFormat)),
    })
    .superRefine((values, context) => {
      if (values.type === 'OTHER' && values.otherTypeName === null) {
        context.addIssue({ code: 'custom', path: ['otherTypeName'], message: m.otherTypeName });
      }
    });
}
type OrganisationDetailsSchema = ReturnType<typeof organisationDetailsSchema>;
export type OrganisationDetailsValues = z.input<OrganisationDetailsSchema>;
export type OrganisationDetailsOutput = z.output<OrganisationDetailsSchema>;

/** The details as the wizard holds them: every field a string, blank where not given. */
export interface OrganisationDetailsAnswers {
  name: string;
  type: '' | 'SIC' | 'OTHER';
  otherTypeName: string;
  codes: string[];
  line1: string;
  line2: string;
  city: string;
  county: string;
  postcode: string;
}

/** The details as the API takes and gives them: optional fields left out when blank. */
export type OrganisationDetailsPayload = components['schemas']['OrganisationAccountUpdateDTO'];

/** The form's starting values from saved answers or an API account; a blank code field when there are none. */
export function organisationDetailsDefaults(details: {
  [K in keyof OrganisationDetailsAnswers]?: OrganisationDetailsAnswers[K] | null;
}): OrganisationDetailsValues {
  const codes = details.codes?.length ? details.codes : [''];
  return {
    name: details.name ?? '',
    type: details.type ?? '',
    otherTypeName: details.otherTypeName ?? '',
    codes: codes.map((value) => ({ value })),
    line1: details.line1 ?? '',
    line2: details.line2 ?? '',
    city: details.city ?? '',
    county: details.county ?? '',
    postcode: details.postcode ?? '',
  };
}

/** What was typed (trimmed), blank where nothing was; the classification name only for 'Other'. */
export function organisationDetailsAnswers(
  values: OrganisationDetailsOutput,
): OrganisationDetailsAnswers & { type: 'SIC' | 'OTHER' } {
  return {
    name: values.name ?? '',
    type: values.type,
    otherTypeName: values.type === 'OTHER' ? (values.otherTypeName ?? '') : '',
    codes: values.codes.map((code) => code.value ?? ''),
    line1: values.line1 ?? '',
    line2: values.line2 ?? '',
    city: values.city ?? '',
    county: values.county ?? '',
    postcode: values.postcode ?? '',
  };
}

type OptionalField = 'otherTypeName' | 'line2' | 'county';

/** The API payload of the details: blank optional fields, and a classification name other than for 'Other', left out. */
export function organisationDetailsPayload(
  details: Omit<OrganisationDetailsPayload, OptionalField> & { [K in OptionalField]?: string | null },
): OrganisationDetailsPayload {
  return {
    name: details.name,
    type: details.type,
    ...(details.type === 'OTHER' && details.otherTypeName ? { otherTypeName: details.otherTypeName } : {}),
    codes: details.codes,
    line1: details.line1,
    ...(details.line2 ? { line2: details.line2 } : {}),
    city: details.city,
    ...(details.county ? { county: details.county } : {}),
    postcode: details.postcode,
  };
}

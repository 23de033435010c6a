import {
  ORGANISATION_DETAILS_MESSAGES,
  organisationDetailsAnswers,
  organisationDetailsPayload,
  organisationDetailsSchema,
  type OrganisationDetailsOutput,
} from '../../../shared/organisation';

// Task-forms §5 ('Enter the organisation details') words these messages differently from the wizard.
const AMEND_MESSAGES = {
  ...ORGANISATION_DETAILS_MESSAGES,
  line1: 'Enter address line 1, typically the building and street',
  city: 'Enter your town or city name',
  postcode: 'Enter your postcode',
};

export const amendFormSchema = organisationDetailsSchema(AMEND_MESSAGES);

/** The AMEND_APPLICATION payload; blank optional fields are left out. */
export function toAmendPayload(values: OrganisationDetailsOutput) {
  return {
    payloadType: 'ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION_PAYLOAD' as const,
    ...organisationDetailsPayload(organisationDetailsAnswers(values)),
  };
}

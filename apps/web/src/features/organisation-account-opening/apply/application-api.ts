import { api, unwrap, type components } from '../../../shared/api';
import type { Application } from './application';

export { lookUpCompany, type CompanyProfile } from '../../../shared/organisation';

/** The CRN a regulator registered for the signed-in user's email, if any (pre-fills the first step). */
export async function verifiedRegistrationNumber(): Promise<string | null> {
  const { registrationNumber } = await unwrap(
    api.GET('/v1.0/organisation/account-onboarding/registration-number'),
  );
  return registrationNumber ?? null;
}

export async function isRegistrationNumberInUse(registrationNumber: string): Promise<boolean> {
  return unwrap(
    api.GET('/v1.0/organisation/accounts/registration-number', {
      params: { query: { reg_nbr: registrationNumber } },
    }),
  );
}

export type SubmitApplicationPayload =
  components['schemas']['OrganisationAccountOpeningSubmitApplicationCreateActionPayloadInput'];

/** The create-action payload from the wizard's answers; blank optional answers are left out. */
export function toSubmitPayload(answers: Application): SubmitApplicationPayload {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  if (!answers.competentAuthority || answers.type === '') throw new Error('the application is incomplete');
  return {
    payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION_PAYLOAD',
    registrationNumber: answers.registered === 'YES' ? answers.registrationNumber.trim() : undefined,
    name: answers.name.trim(),
    competentAuthority: answers.competentAuthority,
    line1: answers.line1.trim(),
    line2: optional(answers.line2),
    city: answers.city.trim(),
    county: optional(answers.county),
    postcode: answers.postcode.trim(),
    type: answers.type,
    otherTypeName: answers.type === 'OTHER' ? optional(answers.otherTypeName) : undefined,
    codes: answers.codes.map((code) => code.trim()),
  };
}

/** POST /v1.0/requests with no accountId: starts ORGANISATION_ACCOUNT_OPENING. */
export function submitApplication(payload: SubmitApplicationPayload) {
  return unwrap(
    api.POST('/v1.0/requests', {
      body: {
        requestCreateActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION',
        requestCreateActionPayload: payload,
      },
    }),
  );
}

import type { Caller } from './callers';
import type { MatrixCase } from './cases';

// Only regulators with PERM_UPLOAD_VERIFIED_ORGANISATION_ACCOUNTS on their competent authority.
const uploaders: Caller[] = ['regulator'];

/** The regulators' upload of verified organisation accounts and its look-ups. */
export const accountOnboardingCases: MatrixCase[] = [
  {
    operationId: 'addOrganisationAccountOnboardingRegistries',
    method: 'POST',
    url: () => '/api/v1.0/organisation/account-onboarding',
    // The same email twice: refused (ONBOARDING1001) after authorization, so nothing is stored.
    payload: () => [
      { email: 'matrix.onboarding@example.com', registrationNumber: '99000001' },
      { email: 'matrix.onboarding@example.com', registrationNumber: '99000002' },
    ],
    allowed: uploaders,
  },
  {
    operationId: 'getExistingVerifiedRegistrationNumbers',
    method: 'POST',
    url: () => '/api/v1.0/organisation/account-onboarding/registration-numbers',
    payload: () => ({ registrationNumbers: ['99000001'] }),
    allowed: uploaders,
  },
  {
    operationId: 'getExistingVerifiedEmails',
    method: 'POST',
    url: () => '/api/v1.0/organisation/account-onboarding/emails',
    payload: () => ({ emails: ['matrix.onboarding@example.com'] }),
    allowed: uploaders,
  },
];

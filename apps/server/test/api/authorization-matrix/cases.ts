import type { Caller } from './callers';
import { groups } from './callers';
import { regulatorUsersCases } from './regulator-users-cases';
import { workflowCases } from './workflow-cases';
import type { TestApp } from '../../support/test-app';
import { notesAndFilesCases } from './notes-and-files-cases';
import { companyInformationCases } from './company-information-cases';
import { organisationAccountsCases } from './organisation-accounts-cases';
import { taskAttachmentsCases } from './task-attachments-cases';
import { accountOnboardingCases } from './account-onboarding-cases';
import { verificationBodyCases } from './verification-body-cases';
import { miReportsCases } from './mi-reports-cases';
import { submittedReportsCases } from './submitted-reports-cases';
import { complianceCases } from './compliance-cases';
import { auditCases } from './audit-cases';
import { reportingCases } from './reporting-cases';
import { nocOrganisationStructureCases } from './noc-organisation-structure-cases';
import { complianceRemindersCases } from './compliance-reminders-cases';

/** Ids of the demo data a case needs in its URL or body, looked up once per run. */
export interface Fixtures {
  /** The LIVE account where operatorAdmin is Advanced user and primary contact. */
  accountId: number;
  userId: (email: string) => string;
}

export interface MatrixCase {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (fixtures: Fixtures) => string;
  /**
   * A body that passes validation. Writes use one that changes nothing or that a business rule refuses
   * after authorization, so one caller's allowed call does not change what the next caller sees.
   */
  payload?: (fixtures: Fixtures) => unknown;
  /** Headers the payload needs (a multipart body's content type); the caller's token is added. */
  headers?: (fixtures: Fixtures) => Record<string, string>;
  allowed: Caller[];
  /** Runs once before the case's calls, for cases that need data the demo seed does not have. */
  setup?: (t: TestApp, fixtures: Fixtures) => Promise<void>;
}

/** Every operation of the API and who may call it. A new route without a case fails the matrix test. */
export const matrixCases: MatrixCase[] = [
  { operationId: 'getUIFlags', method: 'GET', url: () => '/api/ui-configuration', allowed: groups.public },
  { operationId: 'getHealth', method: 'GET', url: () => '/api/health', allowed: groups.public },
  { operationId: 'getLiveness', method: 'GET', url: () => '/api/health/live', allowed: groups.public },
  { operationId: 'getReadiness', method: 'GET', url: () => '/api/health/ready', allowed: groups.public },
  {
    operationId: 'getReferenceData',
    method: 'GET',
    url: () => '/api/v1.0/data?types=COUNTRIES&types=COUNTIES',
    allowed: groups.public,
  },
  {
    operationId: 'getCurrentUserState',
    method: 'GET',
    url: () => '/api/v1.0/authorities/current-user-state',
    allowed: groups.signedIn,
  },
  { operationId: 'getCurrentUser', method: 'GET', url: () => '/api/v1.0/users', allowed: groups.signedIn },
  { operationId: 'getLatestTerms', method: 'GET', url: () => '/api/v1.0/terms', allowed: groups.signedIn },
  {
    operationId: 'editUserTerms',
    method: 'PATCH',
    url: () => '/api/v1.0/users/terms-and-conditions',
    // Not the latest version: refused by the rule after the caller is known.
    payload: () => ({ version: 0 }),
    allowed: groups.signedIn,
  },
  {
    operationId: 'editUserLanguage',
    method: 'PUT',
    url: () => '/api/v1.0/users/language',
    payload: () => ({ language: 'en' }),
    allowed: groups.signedIn,
  },
  {
    operationId: 'provideUserFeedback',
    method: 'POST',
    url: () => '/api/v1.0/users/feedback',
    payload: () => ({
      userRegistrationRate: 'SATISFIED',
      onlineGuidanceRate: 'SATISFIED',
      creatingAccountRate: 'SATISFIED',
      onBoardingRate: 'SATISFIED',
      tasksRate: 'SATISFIED',
      satisfactionRate: 'SATISFIED',
    }),
    allowed: groups.public,
  },
  ...(['assigned-to-me', 'assigned-to-others', 'unassigned'] as const).map((list, index): MatrixCase => ({
    operationId: ['getAssignedItems', 'getAssignedToOthersItems', 'getUnassignedItems'][index] ?? list,
    method: 'GET',
    url: () => `/api/v1.0/ORGANISATION/items/${list}?page=0&size=10`,
    // A role annotation with authorities required: no active authority, no lists (api-behaviour §3.1).
    allowed: groups.withAuthority,
  })),
  // Operator users and authorities: membership lists, EDIT_USER changes (api-behaviour §3.5).
  {
    operationId: 'getAccountOperatorAuthorities',
    method: 'GET',
    url: (f) => `/api/v1.0/operator-authorities/account/${f.accountId}`,
    allowed: ['operatorAdmin', 'restrictedOperator', 'regulator', 'regulatorWithoutPermissions'],
  },
  {
    operationId: 'updateAccountOperatorAuthorities',
    method: 'POST',
    url: (f) => `/api/v1.0/operator-authorities/account/${f.accountId}`,
    // No primary contact: ACCOUNT_CONTACT1001 once the caller is through.
    payload: () => ({ accountOperatorAuthorityUpdateList: [], contactTypes: {} }),
    allowed: ['operatorAdmin', 'regulator'],
  },
  {
    operationId: 'deleteAccountOperatorAuthority',
    method: 'DELETE',
    // Someone not on the account: AUTHORITY1004.
    url: (f) =>
      `/api/v1.0/operator-authorities/account/${f.accountId}/${f.userId('other.operator@example.com')}`,
    allowed: ['operatorAdmin', 'regulator'],
  },
  {
    operationId: 'deleteCurrentUserAccountOperatorAuthority',
    method: 'DELETE',
    // The caller is the only primary contact, with no secondary: ACCOUNT_CONTACT1001.
    url: (f) => `/api/v1.0/operator-authorities/account/${f.accountId}`,
    allowed: ['operatorAdmin'],
  },
  {
    operationId: 'getOperatorRoleCodes',
    method: 'GET',
    url: (f) => `/api/v1.0/authorities/account/${f.accountId}/operator-role-codes`,
    allowed: ['operatorAdmin', 'regulator'],
  },
  {
    operationId: 'getOperatorUserById',
    method: 'GET',
    url: (f) => `/api/v1.0/operator-users/account/${f.accountId}/${f.userId('operator@example.com')}`,
    allowed: ['operatorAdmin', 'regulator'],
  },
  {
    operationId: 'updateOperatorUserById',
    method: 'PATCH',
    url: (f) => `/api/v1.0/operator-users/account/${f.accountId}/${f.userId('other.operator@example.com')}`,
    payload: () => ({ email: 'other.operator@example.com', firstName: 'Oscar', lastName: 'Other' }),
    allowed: ['operatorAdmin', 'regulator'],
  },
  {
    operationId: 'resetOperator2Fa',
    method: 'PATCH',
    url: (f) =>
      `/api/v1.0/operator-users/account/${f.accountId}/${f.userId('other.operator@example.com')}/reset-2fa`,
    allowed: ['operatorAdmin', 'regulator'],
  },
  {
    operationId: 'updateCurrentOperatorUser',
    method: 'PATCH',
    url: () => '/api/v1.0/operator-users/operator',
    payload: () => ({ email: 'ignored@example.com', firstName: 'Matrix', lastName: 'Caller' }),
    allowed: ['operatorAdmin', 'restrictedOperator', 'otherAccountOperator'],
  },
  {
    operationId: 'inviteOperatorUserToAccount',
    method: 'POST',
    url: (f) => `/api/v1.0/operator-users/invite/account/${f.accountId}`,
    // A regulator's address: USER1001.
    payload: () => ({
      email: 'regulator@example.gov.uk',
      firstName: 'R',
      lastName: 'R',
      roleCode: 'operator_admin',
    }),
    allowed: ['operatorAdmin', 'regulator'],
  },
  ...(
    [
      ['acceptOperatorInvitation', 'accept-invitation', { token: 'not-a-token' }],
      [
        'acceptOperatorInvitationAndRegister',
        'accept-invitation-and-register',
        {
          operatorUserRegistrationDTO: {
            firstName: 'A',
            lastName: 'B',
            address: { line1: '1 Street', city: 'Town', postcode: 'AB1 2CD' },
          },
          invitationTokenDTO: { token: 'not-a-token' },
        },
      ],
      [
        'registerCurrentOperatorUser',
        'register',
        { firstName: 'A', lastName: 'B', address: { line1: '1 Street', city: 'Town', postcode: 'AB1 2CD' } },
      ],
    ] as const
  ).map(([operationId, path, body]): MatrixCase => ({
    operationId,
    method: 'POST',
    url: () => `/api/v1.0/operator-users/registration/${path}`,
    // Bad token (TOKEN1001) or already registered (USER1001); anyone signed in as an operator gets through.
    payload: () => body,
    allowed: [
      'operatorAdmin',
      'restrictedOperator',
      'otherAccountOperator',
      'noAuthority',
      'disabledOperator',
    ],
  })),
  {
    operationId: 'resolveEmailByToken',
    method: 'POST',
    url: () => '/api/v1.0/users/token/resolve-email',
    payload: () => ({ token: 'not-a-token', type: 'OPERATOR_INVITATION' }),
    allowed: groups.public,
  },
  // Credentials: emailed links and codes; public except changing your own authenticator.
  ...(
    [
      [
        'sendResetPasswordEmail',
        '/users/forgot-password/reset-password-email',
        { email: 'nobody@example.com' },
      ],
      ['verifyToken', '/users/forgot-password/token-verification', { token: 'not-a-token' }],
      [
        'resetPassword',
        '/users/forgot-password/reset-password',
        { token: 'not-a-token', otp: '123456', password: 'a long enough passphrase 42' },
      ],
      ['requestToReset2fa', '/users/security-setup/2fa/reset-2fa', { email: 'nobody@example.com' }],
      [
        'acceptVerifierInvitation',
        '/verifier-users/registration/accept-invitation',
        { token: 'not-a-token' },
      ],
    ] as const
  ).map(([operationId, path, body]): MatrixCase => ({
    operationId,
    method: 'POST',
    url: () => `/api/v1.0${path}`,
    payload: () => body,
    allowed: groups.public,
  })),
  {
    operationId: 'deleteOtpCredentials',
    method: 'PATCH',
    url: () => '/api/v1.0/users/security-setup/2fa/delete',
    payload: () => ({ token: 'not-a-token' }),
    allowed: groups.public,
  },
  {
    operationId: 'acceptAndEnableVerifierInvitedUser',
    method: 'PUT',
    url: () => '/api/v1.0/verifier-users/registration/enable-from-invitation',
    payload: () => ({ invitationToken: 'not-a-token', password: 'a long enough passphrase 42' }),
    allowed: groups.public,
  },
  {
    operationId: 'requestTwoFactorAuthChange',
    method: 'POST',
    url: () => '/api/v1.0/users/security-setup/2fa/request-change',
    // A wrong code: refused (OTP1001) once the caller is known.
    payload: () => ({ password: '000000' }),
    allowed: groups.signedIn,
  },
  ...workflowCases,
  ...reportingCases,
  ...notesAndFilesCases,
  ...organisationAccountsCases,
  ...taskAttachmentsCases,
  ...nocOrganisationStructureCases,
  ...complianceRemindersCases,
  ...accountOnboardingCases,
  ...verificationBodyCases,
  ...miReportsCases,
  ...submittedReportsCases,
  ...complianceCases,
  ...auditCases,
  // Kept last: it ends with a call that removes the regulators' own authorities.
  ...regulatorUsersCases,
  ...companyInformationCases,
];

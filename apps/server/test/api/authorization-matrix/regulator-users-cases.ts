import { groups, type Caller } from './callers';
import type { MatrixCase } from './cases';

const REGULATOR = 'regulator@example.gov.uk';
const OPERATOR = 'operator@example.com';
const VERIFIER = 'verifier@example.com';
const regulators: Caller[] = groups.regulators;
const managers: Caller[] = ['regulator'];
const verifiers: Caller[] = ['verifier'];
const someUuid = '00000000-0000-4000-8000-000000000000';

/**
 * Regulator users, signatures and verifier users. Writes aim at someone a rule refuses (an operator is
 * not in the competent authority or verification body), and multipart routes get a JSON body, which an
 * allowed caller gets a 415 for, so nothing changes between callers.
 */
export const regulatorUsersCases: MatrixCase[] = [
  {
    operationId: 'getCurrentRegulatorUserPermissionsByCa',
    method: 'GET',
    url: () => '/api/v1.0/regulator-authorities/permissions',
    allowed: regulators,
  },
  {
    operationId: 'getCaRegulators',
    method: 'GET',
    url: () => '/api/v1.0/regulator-authorities',
    allowed: regulators,
  },
  {
    operationId: 'updateCompetentAuthorityRegulatorUsersStatus',
    method: 'POST',
    url: () => '/api/v1.0/regulator-authorities',
    payload: (f) => [{ userId: f.userId(OPERATOR), authorityStatus: 'ACTIVE' }],
    allowed: managers,
  },
  {
    operationId: 'deleteRegulatorUserByCompetentAuthority',
    method: 'DELETE',
    url: (f) => `/api/v1.0/regulator-authorities/${f.userId(OPERATOR)}`,
    allowed: managers,
  },
  {
    operationId: 'getRegulatorPermissionGroupLevels',
    method: 'GET',
    url: () => '/api/v1.0/regulator-authorities/permissions/group-levels',
    allowed: managers,
  },
  {
    operationId: 'getRegulatorUserPermissionsByCaAndId',
    method: 'GET',
    url: (f) => `/api/v1.0/regulator-authorities/permissions/${f.userId(REGULATOR)}`,
    allowed: managers,
  },
  {
    operationId: 'getRegulatorRoles',
    method: 'GET',
    url: () => '/api/v1.0/authorities/regulator-roles',
    allowed: managers,
  },
  {
    operationId: 'getRegulatorUserByCaAndId',
    method: 'GET',
    url: (f) => `/api/v1.0/regulator-users/${f.userId(REGULATOR)}`,
    allowed: managers,
  },
  {
    operationId: 'updateCurrentRegulatorUser',
    method: 'POST',
    url: () => '/api/v1.0/regulator-users',
    payload: () => ({}),
    allowed: regulators,
  },
  {
    operationId: 'updateRegulatorUserByCaAndId',
    method: 'POST',
    url: (f) => `/api/v1.0/regulator-users/${f.userId(OPERATOR)}`,
    payload: () => ({}),
    allowed: managers,
  },
  {
    operationId: 'inviteRegulatorUserToCA',
    method: 'POST',
    url: () => '/api/v1.0/regulator-users/invite',
    payload: () => ({}),
    allowed: managers,
  },
  {
    operationId: 'acceptRegulatorInvitationAndRegister',
    method: 'POST',
    url: () => '/api/v1.0/regulator-users/registration/accept-invitation-and-register',
    payload: () => ({ token: 'not-a-token' }),
    // The reference's @AuthorizedRole(REGULATOR, authoritiesRequired = false): TOKEN1001 for regulators.
    allowed: regulators,
  },
  {
    operationId: 'resetRegulator2Fa',
    method: 'POST',
    url: (f) => `/api/v1.0/regulator-users/${f.userId(OPERATOR)}/reset-2fa`,
    allowed: managers,
  },
  {
    operationId: 'generateGetRegulatorSignatureToken',
    method: 'GET',
    url: (f) => `/api/v1.0/regulator-users/${f.userId(REGULATOR)}/signature?signatureUuid=${someUuid}`,
    allowed: managers,
  },
  {
    operationId: 'generateGetCurrentUserSignatureToken',
    method: 'GET',
    url: () => `/api/v1.0/users/signature?signatureUuid=${someUuid}`,
    allowed: regulators,
  },
  {
    operationId: 'getSignature',
    method: 'GET',
    url: () => '/api/v1.0/user-signatures/not-a-token',
    allowed: groups.public,
  },
  {
    operationId: 'getVerifierUserById',
    method: 'GET',
    url: (f) => `/api/v1.0/verifier-users/${f.userId(OPERATOR)}`,
    allowed: verifiers,
  },
  {
    operationId: 'updateVerifierUserById',
    method: 'PATCH',
    url: (f) => `/api/v1.0/verifier-users/${f.userId(OPERATOR)}`,
    payload: () => ({
      email: OPERATOR,
      firstName: 'Olivia',
      lastName: 'Operator',
      phoneNumber: '2079460000',
    }),
    allowed: verifiers,
  },
  {
    operationId: 'resetVerifier2Fa',
    method: 'PATCH',
    url: (f) => `/api/v1.0/verifier-users/${f.userId(OPERATOR)}/reset-2fa`,
    allowed: verifiers,
  },
  {
    operationId: 'updateCurrentVerifierUser',
    method: 'PATCH',
    url: () => '/api/v1.0/verifier-users/verifier',
    // The demo verifier's own details, unchanged.
    payload: () => ({
      email: VERIFIER,
      firstName: 'Victor',
      lastName: 'Verifier',
      phoneNumber: '2079460000',
    }),
    allowed: verifiers,
  },
  {
    operationId: 'getVerifierRoleCodes',
    method: 'GET',
    url: () => '/api/v1.0/authorities/verifier-role-codes',
    allowed: verifiers,
  },
  // Last of all: an allowed call really removes the caller's own authority.
  {
    operationId: 'deleteCurrentRegulatorUserByCompetentAuthority',
    method: 'DELETE',
    url: () => '/api/v1.0/regulator-authorities',
    // The reference's @Authorized rule: CA with EDIT_USER, even to remove oneself.
    allowed: ['regulator'],
  },
];

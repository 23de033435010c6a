import type { MatrixCase } from './cases';

/**
 * The inherited verification body calls (authorization-rules.txt): appointing, replacing and listing the
 * active bodies need OPERATOR:ACCOUNT[EDIT_USER]; reading the current body is membership of the account.
 * ESOS has no bodies, so the allowed writes are refused by a business rule after authorization.
 */
export const verificationBodyCases: MatrixCase[] = [
  {
    operationId: 'appointVerificationBodyToAccount',
    method: 'POST',
    url: (f) => `/api/v1.0/accounts/${f.accountId}/appoint-verification-body`,
    payload: () => ({ verificationBodyId: 1 }),
    allowed: ['operatorAdmin'],
  },
  {
    operationId: 'replaceVerificationBodyToAccount',
    method: 'PATCH',
    url: (f) => `/api/v1.0/accounts/${f.accountId}/appoint-verification-body`,
    payload: () => ({ verificationBodyId: 1 }),
    allowed: ['operatorAdmin'],
  },
  {
    operationId: 'getActiveVerificationBodies',
    method: 'GET',
    url: (f) => `/api/v1.0/accounts/${f.accountId}/active-verification-bodies`,
    allowed: ['operatorAdmin'],
  },
  {
    operationId: 'getVerificationBodyOfAccount',
    method: 'GET',
    url: (f) => `/api/v1.0/accounts/${f.accountId}/verification-body`,
    allowed: ['operatorAdmin', 'restrictedOperator', 'regulator', 'regulatorWithoutPermissions'],
  },
];

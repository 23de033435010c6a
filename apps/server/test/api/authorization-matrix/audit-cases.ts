import type { MatrixCase } from './cases';

/**
 * The audit trail (ADR 21): an account's, for regulators of its competent authority who may manage its users;
 * the authority's people's, for its regulators who may manage regulator or participant users.
 */
export const auditCases: MatrixCase[] = [
  {
    operationId: 'getAccountAuditEvents',
    method: 'GET',
    url: (f) => `/api/v1.0/accounts/${f.accountId}/audit-events`,
    allowed: ['regulator'],
  },
  {
    operationId: 'getPeopleAuditEvents',
    method: 'GET',
    url: () => '/api/v1.0/audit-events',
    allowed: ['regulator'],
  },
];

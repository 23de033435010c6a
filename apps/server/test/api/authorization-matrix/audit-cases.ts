import type { MatrixCase } from './cases';

/** An account's audit trail (ADR 21): regulators of its competent authority who may manage its users. */
export const auditCases: MatrixCase[] = [
  {
    operationId: 'getAccountAuditEvents',
    method: 'GET',
    url: (f) => `/api/v1.0/accounts/${f.accountId}/audit-events`,
    allowed: ['regulator'],
  },
];

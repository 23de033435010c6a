import type { MatrixCase } from './cases';
import { groups } from './callers';

/**
 * A regulator's reminders from a compliance account list (ADR 51): regulators of the accounts' competent
 * authority, whatever their permissions. The first regulator's send reminds the account; the next finds it
 * already reminded today, so what later callers see does not change.
 */
export const complianceRemindersCases: MatrixCase[] = [
  {
    operationId: 'previewComplianceReminder',
    method: 'POST',
    url: () => '/api/v1.0/compliance/reminders/preview',
    payload: (f) => ({ report: 'NOTIFICATION_OF_COMPLIANCE_P3', accountIds: [f.accountId] }),
    allowed: groups.regulators,
  },
  {
    operationId: 'sendComplianceReminders',
    method: 'POST',
    url: () => '/api/v1.0/compliance/reminders',
    payload: (f) => ({ report: 'NOTIFICATION_OF_COMPLIANCE_P3', accountIds: [f.accountId] }),
    allowed: groups.regulators,
  },
];

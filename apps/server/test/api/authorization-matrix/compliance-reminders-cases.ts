import { complianceReminders } from '../../../src/api/compliance-reminders/table';
import { ukDate } from '../../../src/workflow/validity-windows';
import type { MatrixCase } from './cases';
import { callerEmails, groups } from './callers';

const payload = (f: { accountId: number }) => ({
  report: 'NOTIFICATION_OF_COMPLIANCE_P3',
  accountIds: [f.accountId],
});

/**
 * A regulator's reminders from a compliance account list (ADR 51): regulators of the accounts' competent
 * authority, whatever their permissions. The fixtures account counts as reminded today already, so an
 * allowed send changes nothing (and queues no mail) for the callers and calls after it.
 */
export const complianceRemindersCases: MatrixCase[] = [
  {
    operationId: 'previewComplianceReminder',
    method: 'POST',
    url: () => '/api/v1.0/compliance/reminders/preview',
    payload,
    allowed: groups.regulators,
  },
  {
    operationId: 'sendComplianceReminders',
    method: 'POST',
    url: () => '/api/v1.0/compliance/reminders',
    payload,
    allowed: groups.regulators,
    setup: async (t, f) => {
      await t.database.db
        .insert(complianceReminders)
        .values({
          accountId: f.accountId,
          requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
          remindedOn: ukDate(new Date()),
          sentBy: f.userId(callerEmails.regulator),
          recipients: 0,
        })
        .onConflictDoNothing();
    },
  },
];

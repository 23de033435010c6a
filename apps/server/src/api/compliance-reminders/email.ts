import { longDate } from '../../platform/mail/catalogue';
import { composeMail, type MailContext, type MailMessage } from '../../platform/mail/mail';
import { readableDate } from '../reminders/email';

export interface ChaseSubject {
  /** The report's task, which names it: "Submit Phase 3 notification". */
  taskName: string;
  accountName: string;
  organisationId: string;
  /** The last day it may be submitted (ADR 22), as an ISO date, if its window has one. */
  lastDay: string | undefined;
  /** The regulator's competent authority's name, who sends it. */
  regulator: string;
}

/** A regulator's reminder (ADR 51): which report their regulator is waiting for, by when, and where. */
export function chaseReminderMail(
  context: MailContext,
  recipient: { email: string; firstName: string; lastName: string },
  subject: ChaseSubject,
): MailMessage {
  return composeMail(context, {
    template: 'EmailComplianceReminder',
    to: recipient.email,
    text: subject.lastDay ? 'complianceReminder' : 'complianceReminderUndated',
    values: {
      firstName: recipient.firstName,
      lastName: recipient.lastName,
      regulator: subject.regulator,
      taskName: subject.taskName,
      accountName: subject.accountName,
      organisationId: subject.organisationId,
      homeUrl: context.homeUrl,
      ...(subject.lastDay ? { lastDay: longDate(subject.lastDay) } : {}),
    },
    personalisation: {
      taskName: subject.taskName,
      accountName: subject.accountName,
      regulator: subject.regulator,
      ...(subject.lastDay ? { lastDay: readableDate(subject.lastDay) } : {}),
    },
  });
}

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
  const report = `"${subject.taskName}" for ${subject.accountName} (${subject.organisationId})`;
  return composeMail(context, {
    template: 'EmailComplianceReminder',
    to: recipient.email,
    subject: 'Your regulator is waiting for an ESOS report',
    paragraphs: [
      `Dear ${recipient.firstName} ${recipient.lastName},`,
      `${subject.regulator} has not yet received ${report}.`,
      subject.lastDay
        ? `The last day to submit it is ${readableDate(subject.lastDay)}. If that day has passed, submit it as soon as you can.`
        : 'Submit it as soon as you can.',
      'Sign in to complete and submit it, or contact your regulator if you cannot.',
      `Sign in: ${context.homeUrl}`,
    ],
    personalisation: {
      taskName: subject.taskName,
      accountName: subject.accountName,
      regulator: subject.regulator,
      ...(subject.lastDay ? { lastDay: readableDate(subject.lastDay) } : {}),
    },
  });
}

import { longDate } from '../../platform/mail/catalogue';
import { composeMail, type MailContext, type MailMessage } from '../../platform/mail/mail';

export interface ReminderSubject {
  taskId: number;
  requestId: string;
  /** The task's name, which names the report: "Submit Phase 3 notification". */
  taskName: string;
  accountName: string;
  organisationId: string;
  /** The last day it may be submitted (the day before the due date, ADR 22), as an ISO date. */
  lastDay: string;
  /** Days until the due date: above 0 before it, 0 on the day it becomes overdue. */
  daysRemaining: number;
}

/** 7 December 2026, from an ISO date: the English of the catalogue's dates. */
export const readableDate = (isoDate: string) => longDate(isoDate).en;

/** A deadline reminder (ADR 49): what is due, for which organisation, by when, and where to do it. */
export function deadlineReminderMail(
  context: MailContext,
  recipient: { email: string; firstName: string; lastName: string },
  subject: ReminderSubject,
): MailMessage {
  const lastDay = readableDate(subject.lastDay);
  const text =
    subject.daysRemaining <= 0
      ? 'deadlineReminderOverdue'
      : subject.daysRemaining === 1
        ? 'deadlineReminderLastDay'
        : 'deadlineReminderDue';
  return composeMail(context, {
    template: 'EmailDeadlineReminder',
    to: recipient.email,
    text,
    values: {
      firstName: recipient.firstName,
      lastName: recipient.lastName,
      taskName: subject.taskName,
      accountName: subject.accountName,
      organisationId: subject.organisationId,
      requestId: subject.requestId,
      lastDay: longDate(subject.lastDay),
      daysRemaining: subject.daysRemaining,
      taskUrl: `${context.homeUrl}tasks/${subject.taskId}`,
    },
    personalisation: {
      taskName: subject.taskName,
      requestId: subject.requestId,
      accountName: subject.accountName,
      lastDay,
    },
  });
}

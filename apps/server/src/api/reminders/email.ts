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

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 7 December 2026, from an ISO date. */
export const readableDate = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));

/** A deadline reminder (ADR 49): what is due, for which organisation, by when, and where to do it. */
export function deadlineReminderMail(
  context: MailContext,
  recipient: { email: string; firstName: string; lastName: string },
  subject: ReminderSubject,
): MailMessage {
  const lastDay = readableDate(subject.lastDay);
  const report = `"${subject.taskName}" for ${subject.accountName} (${subject.organisationId})`;
  const overdue = subject.daysRemaining <= 0;
  const when = subject.daysRemaining === 1 ? 'today is the last day' : `${subject.daysRemaining} days remain`;
  return composeMail(context, {
    template: 'EmailDeadlineReminder',
    to: recipient.email,
    subject: overdue ? 'An ESOS report is overdue' : 'An ESOS report is due soon',
    paragraphs: [
      `Dear ${recipient.firstName} ${recipient.lastName},`,
      overdue
        ? `The task ${report}, ${subject.requestId}, is overdue: the last day to submit it was ${lastDay}.`
        : `The task ${report}, ${subject.requestId}, must be submitted by ${lastDay}: ${when}.`,
      overdue
        ? 'Submit it as soon as you can, or contact your regulator if you cannot.'
        : 'Sign in to finish it and submit it before then.',
      `Go to the task: ${context.homeUrl}tasks/${subject.taskId}`,
    ],
    personalisation: {
      taskName: subject.taskName,
      requestId: subject.requestId,
      accountName: subject.accountName,
      lastDay,
    },
  });
}

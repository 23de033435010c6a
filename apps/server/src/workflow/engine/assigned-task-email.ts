import { composeMail, type MailContext, type MailMessage } from '../../platform/mail/mail';
import type { RequestRow, TaskRow } from '../definition';

/** The reference's EmailAssignedTask, sent on every assignment of any workflow's task. */
export function assignedTaskMail(
  context: MailContext,
  assignee: { email: string; firstName: string; lastName: string },
  taskName: string,
  request: Pick<RequestRow, 'id'>,
  task: Pick<TaskRow, 'id'>,
): MailMessage {
  return composeMail(context, {
    template: 'EmailAssignedTask',
    to: assignee.email,
    subject: 'A new task has been assigned to you',
    paragraphs: [
      `Dear ${assignee.firstName} ${assignee.lastName},`,
      `The task "${taskName}" for ${request.id} has been assigned to you.`,
      `Sign in to see it: ${context.homeUrl}tasks/${task.id}`,
    ],
    personalisation: { taskName, requestId: request.id },
  });
}

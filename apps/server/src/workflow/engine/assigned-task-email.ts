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
    text: 'assignedTask',
    values: {
      firstName: assignee.firstName,
      lastName: assignee.lastName,
      taskName,
      requestId: request.id,
      taskUrl: `${context.homeUrl}tasks/${task.id}`,
    },
    personalisation: { taskName, requestId: request.id },
  });
}

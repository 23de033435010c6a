import { daysRemainingText } from '../days-remaining';
import type { RequestTask } from '../types';
import { useMessages } from '../../i18n';
import { taskFrameMessages } from './messages.en';

/** 'Assigned to' always; 'Days remaining' only when the task has a deadline (web-screens §6.1). */
export function TaskHeader({ task }: { task: RequestTask }) {
  const t = useMessages(taskFrameMessages);
  const days = task.daysRemaining;
  return (
    <div className="govuk-body">
      <p className="govuk-body govuk-!-margin-bottom-1" data-testid="task-assignee">
        <strong>{t('assignedTo')}</strong> {task.assigneeFullName?.trim() || t('unassigned')}
      </p>
      {days !== undefined && days !== null ? (
        <p className="govuk-body" data-testid="task-days-remaining">
          <strong>{t('daysRemaining')}</strong> {daysRemainingText(days)}
        </p>
      ) : null}
    </div>
  );
}

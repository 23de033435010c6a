import { daysRemainingText } from '../days-remaining';
import type { RequestTask } from '../types';

/** 'Assigned to' always; 'Days remaining' only when the task has a deadline (web-screens §6.1). */
export function TaskHeader({ task }: { task: RequestTask }) {
  const days = task.daysRemaining;
  return (
    <div className="govuk-body">
      <p className="govuk-body govuk-!-margin-bottom-1" data-testid="task-assignee">
        <strong>Assigned to:</strong> {task.assigneeFullName?.trim() || 'Unassigned'}
      </p>
      {days !== undefined && days !== null ? (
        <p className="govuk-body" data-testid="task-days-remaining">
          <strong>Days remaining:</strong> {daysRemainingText(days)}
        </p>
      ) : null}
    </div>
  );
}

import { Link, Navigate, useNavigate } from 'react-router';
import { useFormErrorTitle } from '../../shared/forms';
import { Button, ErrorSummary, Panel } from '../../shared/govuk';
import { taskDisplayName } from '../../shared/workflow';
import { cancelAction, useTaskAction, useTaskPageData } from '../../shared/workflow/task';
import { paths } from '../../shared/routing';

/** 'Are you sure you want to cancel this task?' — only when the type's cancel action is allowed (§6.2). */
export function CancelTaskPage() {
  const data = useTaskPageData();
  const taskId = data.task.requestTask.id;
  const cancel = cancelAction(data);
  const navigate = useNavigate();
  const action = useTaskAction(taskId);
  // A task reassigned or completed meanwhile goes to the business error page (useTaskAction).
  const message = action.isError ? 'The task could not be cancelled. Try again.' : null;
  useFormErrorTitle(message !== null);
  if (!cancel) return <Navigate to={paths.notFound} replace />;

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {message ? <ErrorSummary errors={[{ href: '#l.confirm', text: message }]} /> : null}
        <span className="govuk-caption-l">{taskDisplayName(data.task.requestTask.type)}</span>
        <h1 className="govuk-heading-l">Are you sure you want to cancel this task?</h1>
        <p className="govuk-body">This task and its progress will be cancelled.</p>
        <div className="govuk-button-group">
          <Button
            id="l.confirm"
            type="button"
            variant="warning"
            pending
            onClick={() =>
              action.mutate(
                { requestTaskActionType: cancel, requestTaskActionPayload: { payloadType: 'EMPTY_PAYLOAD' } },
                { onSuccess: () => void navigate(paths.task.cancelConfirmation(taskId)) },
              )
            }
          >
            Yes, cancel this task
          </Button>
          <Link className="govuk-link" to={paths.task.home(taskId)}>
            Return to: {taskDisplayName(data.task.requestTask.type)}
          </Link>
        </div>
      </div>
    </div>
  );
}

export function CancelConfirmationPage() {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Panel title="Task cancelled" />
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.dashboard}>
            Return to dashboard
          </Link>
        </p>
      </div>
    </div>
  );
}

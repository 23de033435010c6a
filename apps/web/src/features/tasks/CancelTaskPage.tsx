import { Link, Navigate, useNavigate } from 'react-router';
import { useFormErrorTitle } from '../../shared/forms';
import { Button, ErrorSummary, Panel } from '../../shared/govuk';
import { taskDisplayName } from '../../shared/workflow';
import { cancelAction, useTaskAction, useTaskPageData } from '../../shared/workflow/task';
import { paths } from '../../shared/routing';
import { useMessages } from '../../shared/i18n';
import { taskMessages } from './messages.en';

/** 'Are you sure you want to cancel this task?' — only when the type's cancel action is allowed (§6.2). */
export function CancelTaskPage() {
  const t = useMessages(taskMessages);
  const data = useTaskPageData();
  const taskId = data.task.requestTask.id;
  const cancel = cancelAction(data);
  const navigate = useNavigate();
  const action = useTaskAction(taskId);
  // A task reassigned or completed meanwhile goes to the business error page (useTaskAction).
  const message = action.isError ? t('cancelFailed') : null;
  useFormErrorTitle(message !== null);
  if (!cancel) return <Navigate to={paths.notFound} replace />;

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {message ? <ErrorSummary errors={[{ href: '#l.confirm', text: message }]} /> : null}
        <span className="govuk-caption-l">{taskDisplayName(data.task.requestTask.type)}</span>
        <h1 className="govuk-heading-l">{t('cancelQuestion')}</h1>
        <p className="govuk-body">{t('cancelConsequence')}</p>
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
            {t('cancelConfirm')}
          </Button>
          <Link className="govuk-link" to={paths.task.home(taskId)}>
            {t('returnTo', { name: taskDisplayName(data.task.requestTask.type) })}
          </Link>
        </div>
      </div>
    </div>
  );
}

export function CancelConfirmationPage() {
  const t = useMessages(taskMessages);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Panel title={t('taskCancelled')} />
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.dashboard}>
            {t('returnToDashboard')}
          </Link>
        </p>
      </div>
    </div>
  );
}

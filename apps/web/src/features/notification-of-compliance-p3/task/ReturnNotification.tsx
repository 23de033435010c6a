import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { errorCode, invalidateWorkflowQueries } from '../../../shared/api';
import { useSession } from '../../../shared/auth';
import { useFormErrorTitle } from '../../../shared/forms';
import { Button, ErrorSummary, Panel } from '../../../shared/govuk';
import { paths } from '../../../shared/routing';
import { isEditable, postTaskAction, useTaskPageData } from '../../../shared/workflow/task';
import { NOC_PAGES } from '../sections/registry';

const TASK_NAME = 'Review Phase 3 notification';

/** The reviewer returns the notification to its sender (task-forms §1.7: RETURN_TO_SUBMIT). */
export function ReturnNotificationPage() {
  const data = useTaskPageData();
  const userId = useSession().userState?.userId;
  const navigate = useNavigate();
  const client = useQueryClient();
  const taskId = data.task.requestTask.id;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFormErrorTitle(problem !== null);
  const allowed = data.task.allowedRequestTaskActions.includes(
    'NOTIFICATION_OF_COMPLIANCE_P3_RETURN_TO_SUBMIT',
  );
  if (!isEditable(data, userId) || !allowed) return <Navigate to={paths.task.home(taskId)} replace />;

  const send = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await postTaskAction(
        taskId,
        {
          requestTaskActionType: 'NOTIFICATION_OF_COMPLIANCE_P3_RETURN_TO_SUBMIT',
          requestTaskActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
        },
        data.version,
      );
      void invalidateWorkflowQueries(client);
      void navigate(paths.task.page(taskId, NOC_PAGES.returnSuccess), { replace: true });
    } catch (error) {
      setProblem(
        errorCode(error) === 'REQUEST_TASK_ACTION1002'
          ? 'The notification was changed in another tab or by a colleague. Return to the task list and try again.'
          : 'The notification could not be returned. Try again.',
      );
      setBusy(false);
    }
  };

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {problem ? <ErrorSummary errors={[{ href: '#return-notification', text: problem }]} /> : null}
        <span className="govuk-caption-l">Return notification</span>
        <h1 className="govuk-heading-l">Are you sure you want to return the notification?</h1>
        <p className="govuk-body">
          You will not be able to make any changes after returning the notification.
        </p>
        <div className="govuk-button-group">
          <Button id="return-notification" type="button" disabled={busy} onClick={() => void send()}>
            Confirm and save
          </Button>
          <Link className="govuk-link" to={paths.task.home(taskId)}>
            Return to: {TASK_NAME}
          </Link>
        </div>
      </div>
    </div>
  );
}

export function NotificationReturnedPage() {
  const data = useTaskPageData();
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Panel title="Notification has been returned">
          Your reference is <strong>{data.task.requestInfo.id}</strong>
        </Panel>
        <p className="govuk-body">
          The notification has been returned to the user responsible for submitting it.
        </p>
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.dashboard}>
            Return to dashboard
          </Link>
        </p>
      </div>
    </div>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { api, errorCode, invalidateWorkflowQueries, unwrap } from '../../../shared/api';
import { useSession } from '../../../shared/auth';
import { useFormErrorTitle } from '../../../shared/forms';
import { Button, ErrorSummary, Panel } from '../../../shared/govuk';
import { Select } from '../../../shared/govuk/forms';
import { paths } from '../../../shared/routing';
import { isEditable, postTaskAction, useTaskPageData } from '../../../shared/workflow/task';
import { NOC_PAGES } from '../sections/registry';

const TASK_NAME = 'Submit Phase 3 notification';
const REQUIRED = 'Select a user';
const SEND_ERRORS: Record<string, string> = {
  ITEM1000: 'The notification cannot be sent to this user. Select someone else.',
  REQUEST_TASK_ACTION1002:
    'The notification was changed in another tab or by a colleague. Return to the task list and try again.',
};

interface Sent {
  name: string;
}
const isSent = (value: unknown): value is Sent =>
  typeof value === 'object' && value !== null && typeof (value as Sent).name === 'string';

/**
 * "Send notification for review" (task-forms §1.7): a colleague who may edit the notification reviews it
 * (SEND_TO_EDIT); the sender cannot change it until it is returned.
 */
export function SendForReviewPage() {
  const data = useTaskPageData();
  const userId = useSession().userState?.userId;
  const navigate = useNavigate();
  const client = useQueryClient();
  const taskId = data.task.requestTask.id;
  const candidates = useQuery({
    queryKey: ['candidate-assignees', taskId, 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT'],
    queryFn: () =>
      unwrap(
        api.GET('/v1.0/tasks-assignment/{taskId}/candidate-assignees/{taskType}', {
          params: { path: { taskId, taskType: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT' } },
        }),
      ),
    staleTime: 0,
  });
  const [selected, setSelected] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFormErrorTitle(problem !== null);
  const allowed = data.task.allowedRequestTaskActions.includes('NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT');
  if (!isEditable(data, userId) || !allowed) return <Navigate to={paths.task.home(taskId)} replace />;

  const options = (candidates.data ?? [])
    .filter((candidate) => candidate.id !== userId)
    .map((candidate) => ({ value: candidate.id, text: `${candidate.firstName} ${candidate.lastName}` }));

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!selected) {
      setProblem(REQUIRED);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await postTaskAction(
        taskId,
        {
          requestTaskActionType: 'NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT',
          requestTaskActionPayload: {
            payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT_PAYLOAD',
            supportingOperator: selected,
          },
        },
        data.version,
      );
      void invalidateWorkflowQueries(client);
      const name = options.find((option) => option.value === selected)?.text ?? '';
      void navigate(paths.task.page(taskId, NOC_PAGES.sendForReviewSuccess), {
        state: { name } satisfies Sent,
        replace: true,
      });
    } catch (error) {
      const code = errorCode(error);
      setProblem((code && SEND_ERRORS[code]) ?? 'The notification could not be sent. Try again.');
      setBusy(false);
    }
  };

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {problem ? <ErrorSummary errors={[{ href: '#supportingOperator', text: problem }]} /> : null}
        <span className="govuk-caption-l">{TASK_NAME}</span>
        <h1 className="govuk-heading-l">Send notification for review</h1>
        {candidates.isError ? (
          <p className="govuk-body">
            The users who can review the notification could not be loaded. Try again later.
          </p>
        ) : candidates.isPending ? (
          <p className="govuk-body">Loading the users who can review the notification</p>
        ) : options.length === 0 ? (
          <p className="govuk-body">
            There is no one else on this organisation account who can review the notification. An Advanced
            user can give a colleague access in Users and contacts.
          </p>
        ) : (
          <form noValidate onSubmit={(event) => void send(event)}>
            <Select
              id="supportingOperator"
              name="supportingOperator"
              label="Select a user to edit notification details"
              labelClassName="govuk-label--s"
              options={[{ value: '', text: 'Select a user' }, ...options]}
              value={selected}
              onChange={(event) => setSelected(event.target.value)}
              errorMessage={problem === REQUIRED ? REQUIRED : undefined}
            />
            <p className="govuk-body">
              By selecting ‘Confirm and send’, you confirm that this notification will be sent to another user
              who can edit the notification details.
            </p>
            <p className="govuk-body">
              Once you send this notification, you will not be able to make any changes unless it is returned
              to you.
            </p>
            <Button type="submit" disabled={busy}>
              Confirm and send
            </Button>
          </form>
        )}
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.task.home(taskId)}>
            Return to: {TASK_NAME}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** The confirmation after sending: who has it and what happens next. */
export function SentForReviewPage() {
  const data = useTaskPageData();
  const state: unknown = useLocation().state;
  const name = isSent(state) ? state.name : 'the selected user';
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Panel title={`The notification has been sent to ${name}`}>
          Your reference is <strong>{data.task.requestInfo.id}</strong>
        </Panel>
        <p className="govuk-body">
          The notification has been sent to the selected user for review. Once this user has reviewed the
          notification it will be returned to you.
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

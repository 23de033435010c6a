import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '../../shared/auth';
import { fieldId, useFormErrorTitle } from '../../shared/forms';
import { Button, ErrorSummary, Panel } from '../../shared/govuk';
import { Radios } from '../../shared/govuk/forms';
import { taskDisplayName } from '../../shared/workflow';
import { UNASSIGNED, assigneeOptions } from './assignee-options';
import { fetchCandidateAssignees, useAssignTask, useTaskPageData } from '../../shared/workflow/task';
import { errorCode } from '../../shared/api';
import { paths } from '../../shared/routing';

const REQUIRED = 'Select a person';

/** What reassigning does (issue 20, item 4). */
const ASSIGN_HINT =
  'The person you select can then work on the task and sees it in their ‘Assigned to me’ tasks. ' +
  'Only the person a task is assigned to can change it.';

const ASSIGN_ERRORS: Record<string, string> = {
  ITEM1000: 'The task cannot be assigned to this person. Choose someone else.',
  ITEM1001: 'This task cannot be reassigned',
};

/** Reassign task (web-screens §6.2). */
export function ChangeAssigneePage() {
  const { task } = useTaskPageData();
  const { requestTask } = task;
  const taskId = requestTask.id;
  const navigate = useNavigate();
  const isOperator = useSession().userState?.roleType === 'OPERATOR';
  const candidates = useQuery({
    queryKey: ['candidate-assignees', taskId],
    queryFn: () => fetchCandidateAssignees(taskId),
    staleTime: 0,
  });
  const assign = useAssignTask(taskId);
  const [selected, setSelected] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const options = candidates.data ? assigneeOptions(candidates.data, requestTask, isOperator) : [];
  const code = errorCode(assign.error);
  const serverError = assign.isError
    ? ((code && ASSIGN_ERRORS[code]) ?? 'The task could not be reassigned. Try again.')
    : null;
  const problem = missing ? REQUIRED : serverError;
  useFormErrorTitle(problem !== null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (selected === null) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const userId = selected === UNASSIGNED ? null : selected;
    const name = options.find((option) => option.value === selected)?.text ?? '';
    assign.mutate(userId, {
      onSuccess: () =>
        void navigate(paths.task.changeAssigneeSuccess(taskId), {
          state: { assignee: userId === null ? null : name },
        }),
    });
  };

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {problem ? (
          <ErrorSummary key={`${problem}`} errors={[{ href: `#${fieldId('assignee')}`, text: problem }]} />
        ) : null}
        {candidates.isPending ? (
          <p className="govuk-body" role="status">
            Loading people…
          </p>
        ) : candidates.isError ? (
          <p className="govuk-body">
            The people who can take this task could not be loaded. Try again later.
          </p>
        ) : (
          <form noValidate onSubmit={submit}>
            <span className="govuk-caption-l">{taskDisplayName(requestTask.type)}</span>
            {options.length === 0 ? (
              <>
                <h1 className="govuk-heading-l">Select a person</h1>
                <p className="govuk-body">There is nobody else who can be assigned this task.</p>
              </>
            ) : (
              <>
                <Radios
                  name="assignee"
                  idPrefix={fieldId('assignee')}
                  legend={{ text: REQUIRED, size: 'l', isPageHeading: true }}
                  hint={ASSIGN_HINT}
                  errorMessage={missing ? REQUIRED : undefined}
                  items={options}
                  value={selected}
                  onChange={(value) => {
                    setSelected(value);
                    setMissing(false);
                  }}
                />
                <Button type="submit" pending>
                  Submit
                </Button>
              </>
            )}
          </form>
        )}
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.task.home(taskId)}>
            Return to: {taskDisplayName(requestTask.type)}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** 'The task has been reassigned to X' or '…unassigned'. */
export function ChangeAssigneeSuccessPage() {
  const { taskId = '' } = useParams();
  // The new assignee's name comes with the navigation; a reloaded page falls back to a general message.
  const navigationState: unknown = useLocation().state;
  const assignee =
    typeof navigationState === 'object' && navigationState !== null && 'assignee' in navigationState
      ? (navigationState as { assignee: string | null }).assignee
      : undefined;
  const title =
    assignee === null
      ? 'The task has been unassigned'
      : assignee
        ? `The task has been reassigned to ${assignee}`
        : 'The task has been reassigned';
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Panel title={title} />
        <ul className="govuk-list">
          <li>
            <Link className="govuk-link" to={paths.task.home(taskId)}>
              Go to the task
            </Link>
          </li>
          <li>
            <Link className="govuk-link" to={paths.dashboard}>
              Return to dashboard
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

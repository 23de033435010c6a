import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Button, InsetText } from '../../govuk';
import { paths } from '../../routing';
import { withSuccessMessage } from '../../success-message';
import type { TaskPageData } from '../types';
import { fetchCandidateAssignees, useAssignTask } from './task-api';

/**
 * Why an unassigned task shows no form (issue 20, item 4): nobody can work on it until it is assigned. Someone
 * who may assign tasks and could take this one (the API's candidate assignees) gets 'Assign to me'.
 */
export function UnassignedTask({ data, userId }: { data: TaskPageData; userId: string | undefined }) {
  const taskId = data.task.requestTask.id;
  const mayAssign = data.task.userAssignCapable && userId !== undefined;
  const candidates = useQuery({
    queryKey: ['candidate-assignees', taskId],
    queryFn: () => fetchCandidateAssignees(taskId),
    enabled: mayAssign,
    staleTime: 0,
  });
  const assign = useAssignTask(taskId);
  const navigate = useNavigate();
  const mayTakeIt = mayAssign && (candidates.data ?? []).some((candidate) => candidate.id === userId);

  const assignToMe = () => {
    if (!userId) return;
    assign.mutate(userId, {
      // The same address again: the task loader reads the task afresh, now with its form.
      onSuccess: () =>
        void navigate(paths.task.home(taskId), {
          replace: true,
          ...withSuccessMessage('The task is now assigned to you'),
        }),
    });
  };

  return (
    <InsetText>
      <p className="govuk-body">
        <strong>This task is not assigned to anyone.</strong> It can only be worked on by the person it is
        assigned to.
      </p>
      {mayTakeIt ? (
        <>
          {assign.isError ? (
            <p className="govuk-error-message" role="alert">
              <span className="govuk-visually-hidden">Error:</span> The task could not be assigned to you. Try
              again.
            </p>
          ) : null}
          <Button onClick={assignToMe} pending className="govuk-!-margin-bottom-2">
            Assign to me
          </Button>
          {data.task.userAssignCapable ? (
            <p className="govuk-body govuk-!-margin-bottom-0">
              Or{' '}
              <Link className="govuk-link" to={paths.task.changeAssignee(taskId)}>
                assign it to someone else
              </Link>
              .
            </p>
          ) : null}
        </>
      ) : mayAssign && candidates.isPending ? null : (
        <p className="govuk-body govuk-!-margin-bottom-0">
          {data.task.userAssignCapable
            ? 'You cannot take this task yourself. Use ‘Reassign task’ to assign it to someone who can.'
            : 'Ask someone who manages your tasks to assign it to you.'}
        </p>
      )}
    </InsetText>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Button, InsetText } from '../../govuk';
import { paths } from '../../routing';
import { withSuccessMessage } from '../../success-message';
import type { TaskPageData } from '../types';
import { fetchCandidateAssignees, useAssignTask } from './task-api';
import { useMessages } from '../../i18n';
import { taskFrameMessages } from './messages.en';

/**
 * Why an unassigned task shows no form (issue 20, item 4): nobody can work on it until it is assigned. Someone
 * who may assign tasks and could take this one (the API's candidate assignees) gets 'Assign to me'.
 */
export function UnassignedTask({ data, userId }: { data: TaskPageData; userId: string | undefined }) {
  const t = useMessages(taskFrameMessages);
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
          ...withSuccessMessage(t('assignedToYou')),
        }),
    });
  };

  return (
    <InsetText>
      <p className="govuk-body">
        <strong>{t('notAssignedToAnyone')}</strong> {t('onlyAssigneeWorks')}
      </p>
      {mayTakeIt ? (
        <>
          {assign.isError ? (
            <p className="govuk-error-message" role="alert">
              <span className="govuk-visually-hidden">{t('error')}</span> {t('assignToMeFailed')}
            </p>
          ) : null}
          <Button onClick={assignToMe} pending className="govuk-!-margin-bottom-2">
            {t('assignToMe')}
          </Button>
          {data.task.userAssignCapable ? (
            <p className="govuk-body govuk-!-margin-bottom-0">
              {t('orBefore')}{' '}
              <Link className="govuk-link" to={paths.task.changeAssignee(taskId)}>
                {t('assignSomeoneElse')}
              </Link>
              {t('orAfter')}
            </p>
          ) : null}
        </>
      ) : mayAssign && candidates.isPending ? null : (
        <p className="govuk-body govuk-!-margin-bottom-0">
          {data.task.userAssignCapable ? t('cannotTakeIt') : t('askManager')}
        </p>
      )}
    </InsetText>
  );
}

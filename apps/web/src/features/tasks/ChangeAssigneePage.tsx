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
import { useMessages } from '../../shared/i18n';
import { taskMessages, type TaskMessages } from './messages.en';

const ASSIGN_ERRORS: Record<string, keyof TaskMessages> = {
  ITEM1000: 'assignRefusedPerson',
  ITEM1001: 'assignRefusedTask',
};

/** Reassign task (web-screens §6.2). */
export function ChangeAssigneePage() {
  const t = useMessages(taskMessages);
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
  const options = candidates.data
    ? assigneeOptions(candidates.data, requestTask, isOperator, {
        text: t('unassigned'),
        hint: t('unassignedHint'),
      })
    : [];
  const code = errorCode(assign.error);
  const refusal = code ? ASSIGN_ERRORS[code] : undefined;
  const serverError = assign.isError ? t(refusal ?? 'assignFailed') : null;
  const required = t('selectPerson');
  const problem = missing ? required : serverError;
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
            {t('loadingPeople')}
          </p>
        ) : candidates.isError ? (
          <p className="govuk-body">{t('peopleNotLoaded')}</p>
        ) : (
          <form noValidate onSubmit={submit}>
            <span className="govuk-caption-l">{taskDisplayName(requestTask.type)}</span>
            {options.length === 0 ? (
              <>
                <h1 className="govuk-heading-l">{required}</h1>
                <p className="govuk-body">{t('nobodyToAssign')}</p>
              </>
            ) : (
              <>
                <Radios
                  name="assignee"
                  idPrefix={fieldId('assignee')}
                  legend={{ text: required, size: 'l', isPageHeading: true }}
                  hint={t('assignHint')}
                  errorMessage={missing ? required : undefined}
                  items={options}
                  value={selected}
                  onChange={(value) => {
                    setSelected(value);
                    setMissing(false);
                  }}
                />
                <Button type="submit" pending>
                  {t('submit')}
                </Button>
              </>
            )}
          </form>
        )}
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.task.home(taskId)}>
            {t('returnTo', { name: taskDisplayName(requestTask.type) })}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** 'The task has been reassigned to X' or '…unassigned'. */
export function ChangeAssigneeSuccessPage() {
  const t = useMessages(taskMessages);
  const { taskId = '' } = useParams();
  // The new assignee's name comes with the navigation; a reloaded page falls back to a general message.
  const navigationState: unknown = useLocation().state;
  const assignee =
    typeof navigationState === 'object' && navigationState !== null && 'assignee' in navigationState
      ? (navigationState as { assignee: string | null }).assignee
      : undefined;
  const title =
    assignee === null
      ? t('unassignedDone')
      : assignee
        ? t('reassignedTo', { name: assignee })
        : t('reassigned');
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Panel title={title} />
        <ul className="govuk-list">
          <li>
            <Link className="govuk-link" to={paths.task.home(taskId)}>
              {t('goToTask')}
            </Link>
          </li>
          <li>
            <Link className="govuk-link" to={paths.dashboard}>
              {t('returnToDashboard')}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

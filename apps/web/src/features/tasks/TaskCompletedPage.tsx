import { Link, useLoaderData } from 'react-router';
import { useMessages } from '../../shared/i18n';
import { paths } from '../../shared/routing';
import { workflowHref, type TaskWorkflow } from '../../shared/workflow/task';
import { taskMessages } from './messages.en';

/**
 * `/tasks/:taskId/completed`: where a task known to have existed leads once it has been completed or
 * cancelled, instead of a silent return to the dashboard. It links to the workflow's own page, where its
 * timeline shows what happened and the submitted report can be read.
 */
export function TaskCompletedPage() {
  const t = useMessages(taskMessages);
  const workflow = useLoaderData<TaskWorkflow>();
  const href = workflowHref(workflow);
  const isReport = href.includes('/phases/');
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{t('completedHeading')}</h1>
        <p className="govuk-body">{t('completedBody')}</p>
        <p className="govuk-body">
          {t(isReport ? 'completedReport' : 'completedWorkflow', { id: workflow.requestId })}
        </p>
        <ul className="govuk-list">
          <li>
            <Link className="govuk-link" to={href}>
              {t(isReport ? 'goToReport' : 'goToWorkflow', { id: workflow.requestId })}
            </Link>
          </li>
          <li>
            <Link
              className="govuk-link"
              to={paths.account.home(workflow.accountId, isReport ? 'phases' : 'workflows')}
            >
              {t(isReport ? 'goToPhases' : 'goToWorkflowHistory')}
            </Link>
          </li>
          <li>
            <Link className="govuk-link" to={paths.accounts.search()}>
              {t('goToAccounts')}
            </Link>
          </li>
          <li>
            <Link className="govuk-link" to={paths.dashboard}>
              {t('returnToYourDashboard')}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

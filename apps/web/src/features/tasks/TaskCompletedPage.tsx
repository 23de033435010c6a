import { Link, useLoaderData } from 'react-router';
import { paths } from '../../shared/routing';
import { workflowHref, type TaskWorkflow } from '../../shared/workflow/task';

/**
 * `/tasks/:taskId/completed`: where a task known to have existed leads once it has been completed or
 * cancelled, instead of a silent return to the dashboard. It links to the workflow's own page, where its
 * timeline shows what happened and the submitted report can be read.
 */
export function TaskCompletedPage() {
  const workflow = useLoaderData<TaskWorkflow>();
  const href = workflowHref(workflow);
  const isReport = href.includes('/phases/');
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">This task has been completed</h1>
        <p className="govuk-body">
          The task has been completed or cancelled, so it can no longer be opened or changed.
        </p>
        <p className="govuk-body">
          {isReport
            ? `You can read the report, and what happened to it, on its own page: ${workflow.requestId}, under the organisation account’s Phases tab.`
            : `You can see what happened on the workflow’s own page: ${workflow.requestId}, under the organisation account’s Workflow history tab.`}
        </p>
        <ul className="govuk-list">
          <li>
            <Link className="govuk-link" to={href}>
              {isReport
                ? `Go to the report ${workflow.requestId}`
                : `Go to the workflow ${workflow.requestId}`}
            </Link>
          </li>
          <li>
            <Link
              className="govuk-link"
              to={paths.account.home(workflow.accountId, isReport ? 'phases' : 'workflows')}
            >
              {isReport
                ? 'Go to the organisation account’s phases'
                : 'Go to the organisation account’s workflow history'}
            </Link>
          </li>
          <li>
            <Link className="govuk-link" to={paths.accounts.search()}>
              Go to your organisation accounts
            </Link>
          </li>
          <li>
            <Link className="govuk-link" to={paths.dashboard}>
              Return to your dashboard
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

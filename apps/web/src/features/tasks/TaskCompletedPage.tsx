import { Link, useParams } from 'react-router';
import { paths } from '../../shared/routing';
import { rememberedWorkflowHref } from '../../shared/workflow/task';

/**
 * `/tasks/:taskId/completed`: where a task that no longer exists leads (someone completed or cancelled it, or
 * an old link), instead of a silent return to the dashboard. When the task was opened earlier in this tab its
 * workflow is known, and the page links to it.
 */
export function TaskCompletedPage() {
  const workflowHref = rememberedWorkflowHref(Number(useParams().taskId));
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">This task has been completed</h1>
        <p className="govuk-body">
          The task has been completed or cancelled, so it can no longer be opened or changed.
        </p>
        <p className="govuk-body">
          {workflowHref
            ? 'You can see what happened on the workflow’s timeline.'
            : 'You can see what happened in the workflow history of the organisation account.'}
        </p>
        <ul className="govuk-list">
          {workflowHref ? (
            <li>
              <Link className="govuk-link" to={workflowHref}>
                Go to the workflow
              </Link>
            </li>
          ) : null}
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

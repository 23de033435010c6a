import { Link } from 'react-router';
import { useSession } from '../../shared/auth';
import { InsetText } from '../../shared/govuk';
import { taskDisplayName } from '../../shared/workflow';
import { RelatedTasks } from './RelatedTasks';
import { TaskHeader } from './TaskHeader';
import { taskContentFor } from './task-content';
import { cancelAction, isEditable, useTaskPageData } from './task-loader';
import { Timeline } from './Timeline';
import { RequestNotes } from '../request-notes';
import type { TaskPageData } from './types';

function RelatedActions({ data }: { data: TaskPageData }) {
  const taskId = data.task.requestTask.id;
  if (!data.task.userAssignCapable) return null;
  return (
    <aside className="govuk-!-margin-bottom-6" aria-labelledby="related-actions-heading">
      <h2 className="govuk-heading-m" id="related-actions-heading">
        Related actions
      </h2>
      <ul className="govuk-list">
        <li>
          <Link className="govuk-link" to={`/tasks/${taskId}/change-assignee`}>
            Reassign task
          </Link>
        </li>
        {cancelAction(data) ? (
          <li>
            <Link className="govuk-link" to={`/tasks/${taskId}/cancel`}>
              Cancel task
            </Link>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}

/** The request task page (web-screens §6.1): header, the task type's content, related tasks, timeline. */
export function TaskPage() {
  const data = useTaskPageData();
  const userId = useSession().userState?.userId;
  const { requestTask, requestInfo } = data.task;
  const content = taskContentFor(requestTask.type);
  const Content = content?.component;
  const editable = isEditable(data, userId);

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <span className="govuk-caption-l">{requestInfo.id}</span>
        <h1 className="govuk-heading-l">{taskDisplayName(requestTask.type)}</h1>
        <TaskHeader task={requestTask} />
        {Content ? (
          <Content data={data} editable={editable} />
        ) : (
          <InsetText>
            This task cannot be shown yet. It will be available in a later version of the service.
          </InsetText>
        )}
        <RelatedTasks items={data.relatedItems} currentTaskId={requestTask.id} />
        <Timeline
          entries={data.timeline}
          detailsHref={(entry) => `/tasks/${requestTask.id}/timeline/${entry.id}`}
        />
        <RequestNotes requestId={requestInfo.id} />
      </div>
      <div className="govuk-grid-column-one-third">
        <RelatedActions data={data} />
      </div>
    </div>
  );
}

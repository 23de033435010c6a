import { Suspense, createElement } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../auth';
import { RequestNotes } from '../../notes';
import { paths } from '../../routing';
import { SuccessMessageBanner } from '../../success-message';
import { taskDisplayName } from '../lookups';
import type { TaskPageData } from '../types';
import { RelatedTasks } from './RelatedTasks';
import { ReturnedForChanges } from './ReturnedForChanges';
import { TaskHeader } from './TaskHeader';
import { taskContent } from './task-content';
import { cancelAction, isEditable, useTaskPageData } from './task-loader';
import { TaskNotAvailable } from './TaskNotAvailable';
import { Timeline } from './Timeline';
import { UnassignedTask } from './UnassignedTask';
import { useMessages } from '../../i18n';
import { taskFrameMessages } from './messages.en';

function RelatedActions({ data }: { data: TaskPageData }) {
  const t = useMessages(taskFrameMessages);
  const taskId = data.task.requestTask.id;
  if (!data.task.userAssignCapable) return null;
  return (
    <aside className="govuk-!-margin-bottom-6" aria-labelledby="related-actions-heading">
      <h2 className="govuk-heading-m" id="related-actions-heading">
        {t('relatedActions')}
      </h2>
      <ul className="govuk-list">
        <li>
          <Link className="govuk-link" to={paths.task.changeAssignee(taskId)}>
            {t('reassignTask')}
          </Link>
        </li>
        {cancelAction(data) ? (
          <li>
            <Link className="govuk-link" to={paths.task.cancel(taskId)}>
              {t('cancelTask')}
            </Link>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}

/**
 * The request task page (web-screens §6.1): header, the task type's content (from its workflow feature),
 * related tasks, timeline and notes.
 */
export function TaskPage() {
  const data = useTaskPageData();
  const userId = useSession().userState?.userId;
  const { requestTask, requestInfo } = data.task;
  const Content = taskContent(requestTask.type);
  const editable = isEditable(data, userId);

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <SuccessMessageBanner />
        {/* Whose task it is: the organisation's name beside the request's id. */}
        <span className="govuk-caption-l">
          {requestInfo.accountName ? (
            <>
              <span data-testid="task-organisation">{requestInfo.accountName}</span> –{' '}
            </>
          ) : null}
          <span>{requestInfo.id}</span>
        </span>
        <h1 className="govuk-heading-l">{taskDisplayName(requestTask.type)}</h1>
        <TaskHeader task={requestTask} />
        <ReturnedForChanges data={data} />
        {Content && !requestTask.assigneeUserId ? <UnassignedTask data={data} userId={userId} /> : null}
        {Content ? (
          <Suspense fallback={null}>
            {/* Created by type from the registry's cache, so it keeps its identity between renders. */}
            {createElement(Content, { data, editable })}
          </Suspense>
        ) : (
          <TaskNotAvailable />
        )}
        <RelatedTasks items={data.relatedItems} currentTaskId={requestTask.id} />
        <Timeline
          entries={data.timeline}
          detailsHref={(entry) => paths.task.timeline(requestTask.id, entry.id)}
        />
        <RequestNotes requestId={requestInfo.id} />
      </div>
      <div className="govuk-grid-column-one-third">
        <RelatedActions data={data} />
      </div>
    </div>
  );
}

import { Link, useParams } from 'react-router';
import { Tabs } from '../../shared/govuk';
import { RequestNotes } from '../../shared/notes';
import { pageNotFound, usePageTitle } from '../../shared/routing';
import { SuccessMessageBanner } from '../../shared/success-message';
import { daysRemainingText, taskDisplayName, taskHref, workflowDefinition } from '../../shared/workflow';
import { Timeline, TimelineEvent, pendingReturn, preloadTimelineView } from '../../shared/workflow/task';
import {
  useRelatedWorkflows,
  useRequestAction,
  useRequestActions,
  useRequestDetails,
  useRequestItems,
} from './accounts-api';
import { workflowHeading } from './format';
import { RequestStatusTag } from './status-tags';
import { useWorkflowBase } from './workflow-base';

type RequestDetails = NonNullable<ReturnType<typeof useRequestDetails>['data']>;

type OperatorTasks = NonNullable<RequestDetails['operatorTasks']>;

/**
 * Who holds a running workflow the regulator has no task in (the API's operatorTasks): after a return for
 * changes, that it is with the operator for changes.
 */
export function heldBySentence(operatorTasks: OperatorTasks, returned: boolean): string {
  const names = [...new Set(operatorTasks.map((task) => task.assigneeFullName).filter(Boolean))];
  const where = returned ? 'With the operator for changes' : 'With the operator';
  return names.length > 0
    ? `${where}: assigned to ${names.join(' and ')}`
    : `${where}: not assigned to anyone yet`;
}

function HeldBy({ requestId, operatorTasks }: { requestId: string; operatorTasks: OperatorTasks }) {
  const actions = useRequestActions(requestId);
  const returned = pendingReturn(actions.data ?? []) !== undefined;
  return <p className="govuk-body">{heldBySentence(operatorTasks, returned)}</p>;
}

/** The open tasks of the workflow, each linking to its task page. */
function TasksToComplete({
  requestId,
  operatorTasks,
}: {
  requestId: string;
  operatorTasks: OperatorTasks | undefined;
}) {
  const items = useRequestItems(requestId);
  if (items.isPending) return <p className="govuk-body">Loading the tasks</p>;
  if (items.isError) return <p className="govuk-body">The tasks could not be loaded. Try again later.</p>;
  return (
    <section aria-labelledby="tasks-to-complete-heading" className="govuk-!-margin-bottom-8">
      <h2 className="govuk-heading-m" id="tasks-to-complete-heading">
        Tasks to complete
      </h2>
      {items.data.items.length === 0 ? (
        operatorTasks?.length ? (
          <HeldBy requestId={requestId} operatorTasks={operatorTasks} />
        ) : (
          <p className="govuk-body">There are no tasks to complete.</p>
        )
      ) : (
        <ul className="govuk-list">
          {items.data.items.map((item) => {
            const name = taskDisplayName(item.taskType);
            const href = taskHref(item.taskType, item.taskId);
            const assignee = item.taskAssignee
              ? `${item.taskAssignee.firstName} ${item.taskAssignee.lastName}`.trim()
              : '';
            const days = daysRemainingText(item.daysRemaining);
            return (
              <li key={item.taskId} className="govuk-!-margin-bottom-4">
                {href ? (
                  <Link className="govuk-link govuk-!-font-weight-bold" to={href}>
                    {name}
                  </Link>
                ) : (
                  <strong>{name}</strong>
                )}
                <p className="govuk-body-s govuk-!-margin-bottom-1">
                  Assigned to: {assignee || 'Unassigned'}
                  {days ? ` · Days remaining: ${days}` : ''}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function WorkflowTimeline({ requestId, basePath }: { requestId: string; basePath: string }) {
  const actions = useRequestActions(requestId);
  if (actions.isPending) return <p className="govuk-body">Loading the timeline</p>;
  if (actions.isError)
    return <p className="govuk-body">The timeline could not be loaded. Try again later.</p>;
  return <Timeline entries={actions.data} detailsHref={(entry) => `${basePath}/timeline/${entry.id}`} />;
}

/** A regulator's 'Return to participant for changes' of a completed report, when the API offers it. */
function ReInitiateLink({
  requestId,
  requestType,
  basePath,
}: {
  requestId: string;
  requestType: string;
  basePath: string;
}) {
  const path = workflowDefinition(requestType)?.reInitiate?.path;
  const related = useRelatedWorkflows(requestId, path !== undefined);
  if (!path || !related.data?.[`RE_INITIATE_${requestType}` as keyof typeof related.data]?.valid) return null;
  return (
    <p className="govuk-body">
      <Link className="govuk-link" to={`${basePath}/reinitiate/${path}`}>
        Return to participant for changes
      </Link>
    </p>
  );
}

/**
 * A workflow of the account (web-screens §6.3): its id, year and name, status, the tasks still open,
 * and the Timeline and Notes tabs.
 */
export function WorkflowItemPage() {
  const { requestId, basePath } = useWorkflowBase();
  const request = useRequestDetails(requestId);
  const shown = request.data;
  // Which report or workflow of the account (the route adds the account's name).
  usePageTitle(
    shown &&
      `${workflowHeading(shown.requestType, shown.creationDate, shown.requestMetadata?.phase)} - ${shown.id}`,
  );
  if (request.isPending) return <p className="govuk-body">Loading the workflow</p>;
  if (request.isError) throw pageNotFound();
  const details = request.data;
  return (
    <>
      <SuccessMessageBanner />
      <span className="govuk-caption-l">{details.id}</span>
      <h1 className="govuk-heading-l">
        {workflowHeading(details.requestType, details.creationDate, details.requestMetadata?.phase)}{' '}
        <RequestStatusTag status={details.requestStatus} />
      </h1>
      <ReInitiateLink requestId={requestId} requestType={details.requestType} basePath={basePath} />
      <TasksToComplete requestId={requestId} operatorTasks={details.operatorTasks} />
      <Tabs
        title="Workflow"
        items={[
          {
            id: 'timeline',
            label: 'Timeline',
            content: <WorkflowTimeline requestId={requestId} basePath={basePath} />,
          },
          { id: 'notes', label: 'Notes', content: <RequestNotes requestId={requestId} /> },
        ]}
      />
    </>
  );
}

/** `…/workflows/:requestId/timeline/:actionId`: one event of the workflow's timeline (web-screens §6.4). */
export function WorkflowTimelinePage() {
  const { actionId = '', requestId = '' } = useParams();
  const action = useRequestAction(Number(actionId), preloadTimelineView);
  if (!/^\d+$/.test(actionId) || action.isError) throw pageNotFound();
  if (action.isPending) return <p className="govuk-body">Loading the event</p>;
  // An event of another workflow is not shown under this one.
  if (action.data.requestId !== requestId) throw pageNotFound();
  return <TimelineEvent action={action.data} />;
}

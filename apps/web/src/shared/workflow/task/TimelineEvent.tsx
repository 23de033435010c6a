import { Suspense, createElement } from 'react';
import { useLoaderData } from 'react-router';
import { formatDateTime } from '../date-time';
import { timelineTitle } from '../lookups';
import type { RequestAction } from '../types';
import { timelineView } from './task-content';
import { EventDetailsNotAvailable } from './TaskNotAvailable';

/**
 * One timeline event (web-screens §6.4): its heading, date and time, then its workflow's view of the details.
 * Shared by the task's timeline page and the workflow page's timeline.
 */
export function TimelineEvent({ action }: { action: RequestAction }) {
  const View = timelineView(action.type);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l govuk-!-margin-bottom-2">{timelineTitle(action)}</h1>
        {action.creationDate ? (
          <p className="govuk-body govuk-!-margin-bottom-8">
            <time dateTime={action.creationDate}>{formatDateTime(action.creationDate)}</time>
          </p>
        ) : null}
        {View ? (
          <Suspense fallback={null}>{createElement(View, { action })}</Suspense>
        ) : (
          <EventDetailsNotAvailable />
        )}
      </div>
    </div>
  );
}

/** `/tasks/:taskId/timeline/:actionId`: the event from requestActionLoader. */
export function TimelineEventPage() {
  return <TimelineEvent action={useLoaderData<RequestAction>()} />;
}

import { InsetText } from '../../govuk';

/** What a task page shows while its workflow's forms are not built yet. */
export function TaskNotAvailable() {
  return (
    <InsetText>
      This task cannot be shown yet. It will be available in a later version of the service.
    </InsetText>
  );
}

/** What a timeline event's page shows when its workflow has no view of the event's details. */
export function EventDetailsNotAvailable() {
  return <p className="govuk-body">The details of this event cannot be shown yet.</p>;
}

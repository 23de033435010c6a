import { SummaryList } from '../../shared/govuk/forms';
import { formatDateTime, isActionPayload, type TimelineViewProps } from '../../shared/workflow';
import { EventDetailsNotAvailable } from '../../shared/workflow/task';

/** 'Details' of a closed account (task-forms §6): the reason, who closed it and when. */
export function ClosureEvent({ action }: TimelineViewProps) {
  const { payload } = action;
  if (!isActionPayload(payload, 'ACCOUNT_CLOSURE_APPLICATION_SUBMITTED_PAYLOAD')) {
    return <EventDetailsNotAvailable />;
  }
  return (
    <>
      <h2 className="govuk-heading-m">Details</h2>
      <SummaryList
        rows={[
          { key: 'Reason', value: payload.accountClosure.reason },
          { key: 'Closed by', value: action.submitter ?? '' },
          { key: 'Date', value: formatDateTime(payload.submitDate ?? action.creationDate) },
        ]}
      />
    </>
  );
}

import { isActionPayload, type TimelineViewProps } from '../../shared/workflow';
import { EventDetailsNotAvailable, SubmittedReport } from '../../shared/workflow/task';
import { UpdateSummary } from './UpdateSummary';

/** 'Progress Update 2 submitted' (task-forms §6): the update as it was sent. */
export function ProgressUpdateEvent({ action }: TimelineViewProps) {
  const { payload } = action;
  if (!isActionPayload(payload, 'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMITTED_PAYLOAD')) {
    return <EventDetailsNotAvailable />;
  }
  return (
    <SubmittedReport
      action={action}
      title="Phase 3 progress update 2"
      label="Download PDF of submitted progress update 2"
    >
      <UpdateSummary update={payload.progressUpdate2P3} disaggregated={payload.isDisaggregateUndertaking} />
    </SubmittedReport>
  );
}

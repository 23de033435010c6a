import { SummaryList } from '../../../shared/govuk/forms';
import type { TimelineViewProps } from '../../../shared/workflow';
import { EventDetailsNotAvailable } from '../../../shared/workflow/task';
import { OrganisationSummary, UserDetailsSummary } from '../review/AccountSummaries';

/**
 * An account application's timeline events (task-forms §6): the decision with its reason, then the
 * organisation and the applicant as they were at that moment.
 */
export function ApplicationEvent({ action }: TimelineViewProps) {
  const payload = action.payload;
  const decision =
    payload?.payloadType === 'ORGANISATION_ACCOUNT_OPENING_DECISION_SUBMITTED_PAYLOAD'
      ? payload.decision
      : null;
  const application =
    payload?.payloadType === 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED_PAYLOAD' ||
    payload?.payloadType === 'ORGANISATION_ACCOUNT_OPENING_DECISION_SUBMITTED_PAYLOAD'
      ? payload
      : null;
  if (!application) return <EventDetailsNotAvailable />;
  const approved = decision?.decision === 'APPROVED';
  return (
    <>
      {decision ? (
        <>
          <h2 className="govuk-heading-m">{approved ? 'Approval details' : 'Rejection details'}</h2>
          <SummaryList
            rows={[{ key: approved ? 'Reason of approval' : 'Reason of rejection', value: decision.reason }]}
          />
        </>
      ) : null}
      <h2 className="govuk-heading-m">Organisation details</h2>
      <OrganisationSummary account={application.account} />
      <h2 className="govuk-heading-m">User details</h2>
      <UserDetailsSummary participant={application.participantDetails} />
    </>
  );
}

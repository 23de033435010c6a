import { SummaryList } from '../../../shared/govuk/forms';
import { formatDateTime, timelineLabel } from '../../../shared/workflow';
import { OrganisationSummary, UserDetailsSummary } from '../review/AccountSummaries';
import type { RequestAction } from '../types';

function DecisionDetails({ approved, reason }: { approved: boolean; reason: string | undefined }) {
  return (
    <>
      <h2 className="govuk-heading-m">{approved ? 'Approval details' : 'Rejection details'}</h2>
      <SummaryList
        rows={[{ key: approved ? 'Reason of approval' : 'Reason of rejection', value: reason ?? '' }]}
      />
    </>
  );
}

/** 'Details' of a closed account (task-forms §6): the reason, who closed it and when. */
function ClosureDetails({ action, reason }: { action: RequestAction; reason: string | undefined }) {
  return (
    <>
      <h2 className="govuk-heading-m">Details</h2>
      <SummaryList
        rows={[
          { key: 'Reason', value: reason ?? '' },
          { key: 'Closed by', value: action.submitter ?? '' },
          { key: 'Date', value: formatDateTime(action.payload?.submitDate ?? action.creationDate) },
        ]}
      />
    </>
  );
}

/**
 * One timeline event (web-screens §6.4): title by action type, date and time, then the event's content.
 * Shared by the task timeline and the workflow page's timeline.
 */
export function RequestActionView({ action }: { action: RequestAction }) {
  const { payload } = action;
  const decision = payload?.decision;
  const closure = payload?.accountClosure;
  // The closure's title names who closed the account (web-screens §6.4).
  const title =
    action.type === 'ACCOUNT_CLOSURE_APPLICATION_SUBMITTED' && action.submitter
      ? `${timelineLabel(action.type)} by ${action.submitter}`
      : timelineLabel(action.type);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l govuk-!-margin-bottom-2">{title}</h1>
        {action.creationDate ? (
          <p className="govuk-body govuk-!-margin-bottom-8">
            <time dateTime={action.creationDate}>{formatDateTime(action.creationDate)}</time>
          </p>
        ) : null}
        {closure ? <ClosureDetails action={action} reason={closure.reason} /> : null}
        {decision ? (
          <DecisionDetails approved={decision.decision === 'APPROVED'} reason={decision.reason} />
        ) : null}
        {payload?.account ? (
          <>
            <h2 className="govuk-heading-m">Organisation details</h2>
            <OrganisationSummary account={payload.account} />
          </>
        ) : null}
        {payload?.participantDetails ? (
          <>
            <h2 className="govuk-heading-m">User details</h2>
            <UserDetailsSummary participant={payload.participantDetails} />
          </>
        ) : null}
        {!payload?.account && !decision && !closure ? (
          <p className="govuk-body">The details of this event cannot be shown yet.</p>
        ) : null}
      </div>
    </div>
  );
}

import { useNavigate, useParams } from 'react-router';
import { useFormErrorTitle } from '../../shared/forms';
import { Button, ErrorSummary } from '../../shared/govuk';
import { pageNotFound, paths, useBackLink } from '../../shared/routing';
import { startCards } from '../../shared/workflow';
import { useAccount } from './account-loader';
import { startErrorMessage, useStartWorkflow } from './start-workflow';

/**
 * `process-actions/disaggregated-start/<path>` (reporting-inventory §4.4): an undertaking that has left the
 * group starts a progress update of its own, without the report it would otherwise follow.
 */
export function DisaggregatedStartPage() {
  const account = useAccount();
  const navigate = useNavigate();
  const { workflow: workflowPath } = useParams();
  const start = useStartWorkflow(account.id);
  const errorMessage = start.isError ? startErrorMessage(start.error) : null;
  useFormErrorTitle(errorMessage !== null);
  useBackLink(paths.account.processActions(account.id));
  const disaggregated = startCards().find(({ card }) => card.disaggregated?.path === workflowPath)?.card
    .disaggregated;
  if (!disaggregated) throw pageNotFound();

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {errorMessage ? <ErrorSummary errors={[{ href: '#start', text: errorMessage }]} /> : null}
        <span className="govuk-caption-l">{account.name}</span>
        <h1 className="govuk-heading-l">Disaggregated undertakings</h1>
        <p className="govuk-body">
          Only continue if your organisation has left the group, or the participant, that submitted the last
          notification of compliance and now complies on its own behalf as a responsible undertaking.
        </p>
        <p className="govuk-body">
          If your organisation is the responsible undertaking that submitted the last notification, go back
          and start the task from its own card once the report it follows has been submitted.
        </p>
        <Button
          id="start"
          pending
          onClick={() => start.mutate(disaggregated.create, { onSuccess: (href) => void navigate(href) })}
        >
          {disaggregated.startText}
        </Button>
      </div>
    </div>
  );
}

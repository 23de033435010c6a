import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError } from '../../shared/api';
import { useFormErrorTitle } from '../../shared/forms';
import { Button, ErrorSummary, Panel } from '../../shared/govuk';
import { CharacterCount } from '../../shared/govuk/forms';
import { paths } from '../../shared/routing';
import { workflowReInitiatedAt } from '../../shared/workflow';
import { useAccount } from './account-loader';
import { useReInitiate, useRequestDetails } from './accounts-api';
import { useWorkflowBase } from './workflow-base';

function reInitiateErrorMessage(error: unknown, noun: string): string {
  return error instanceof ApiError && error.status < 500
    ? `This ${noun} cannot be returned to the participant any more. Check its status on the workflow page.`
    : `The ${noun} could not be returned to the participant. Try again.`;
}

/** As the other free text the API takes; the server checks the same bound. */
export const REASON_MAX_LENGTH = 10_000;

function reasonError(reason: string, noun: string): string | null {
  if (reason.trim() === '') return `Enter why you are returning the ${noun}`;
  if (reason.length > REASON_MAX_LENGTH) return 'The reason must be 10,000 characters or fewer';
  return null;
}

/**
 * `…/workflows/:requestId/reinitiate/<report>` (web-screens §6.3): a regulator returns a completed report to
 * the participant for changes, saying why, which gives the account's primary contact a new submit task
 * with the reason shown above it.
 */
export function ReInitiatePage() {
  const account = useAccount();
  const { report } = useParams();
  const { requestId, basePath } = useWorkflowBase();
  const request = useRequestDetails(requestId);
  const workflow = workflowReInitiatedAt(report);
  const reInitiate = useReInitiate(account.id, workflow?.requestType ?? '', requestId);
  const noun = workflow?.reInitiate?.noun ?? 'report';
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const fieldError = checked ? reasonError(reason, noun) : null;
  const errorMessage = reInitiate.isError ? reInitiateErrorMessage(reInitiate.error, noun) : null;
  useFormErrorTitle(errorMessage !== null || fieldError !== null);

  if (request.isPending) return <p className="govuk-body">Loading the workflow</p>;
  if (request.isError || !workflow || request.data.requestType !== workflow.requestType)
    return <Navigate to={paths.notFound} replace />;

  if (reInitiate.isSuccess) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <Panel title={`The ${noun} has been returned to the participant`}>{requestId}</Panel>
          <p className="govuk-body">
            The task to change and submit it again has been assigned to the organisation&apos;s primary
            contact.
          </p>
          <p className="govuk-body">
            <Link className="govuk-link" to={basePath}>
              Return to the workflow
            </Link>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {fieldError || errorMessage ? (
          <ErrorSummary
            errors={[
              fieldError
                ? { href: '#reason', text: fieldError }
                : { href: '#re-initiate', text: errorMessage ?? '' },
            ]}
          />
        ) : null}
        <span className="govuk-caption-l">{requestId}</span>
        <h1 className="govuk-heading-l">Are you sure you want to return this {noun} for changes?</h1>
        <p className="govuk-body">
          {account.name} will get a new task to change the {noun} and submit it again. The submitted {noun}{' '}
          stays on the workflow&apos;s timeline.
        </p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (reasonError(reason, noun) === null) reInitiate.mutate(reason.trim());
          }}
        >
          <CharacterCount
            id="reason"
            name="reason"
            label="Why are you returning it?"
            labelClassName="govuk-label--m"
            hint={`The participant sees this on their task. Say what needs to change in the ${noun}.`}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            errorMessage={fieldError}
          />
          <div className="govuk-button-group">
            <Button id="re-initiate" type="submit" pending={reInitiate.isPending}>
              Yes, re-initiate
            </Button>
            <Link className="govuk-link" to={basePath}>
              Cancel
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}

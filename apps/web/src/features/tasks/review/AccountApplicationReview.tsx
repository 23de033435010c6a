import { useNavigate } from 'react-router';
import { useTaskAction } from '../task-api';
import type { TaskContentProps } from '../task-content';
import { isAccountApplicationPayload } from '../types';
import { OrganisationSummary, UserDetailsSummary } from './AccountSummaries';
import { DecisionForm } from './DecisionForm';
import { reviewErrorMessage, type DecisionPayload } from './decision-form';
import { errorCode } from '../../../shared/api';

export const REVIEW_PATH = 'organisation-account-application-review';

/** The regulator's review of an organisation account application (web-screens §6.4, task-forms §5). */
export function AccountApplicationReview({ data, editable }: TaskContentProps) {
  const taskId = data.task.requestTask.id;
  const navigate = useNavigate();
  const action = useTaskAction(taskId);
  const payload = data.task.requestTask.payload;

  if (!isAccountApplicationPayload(payload)) {
    return <p className="govuk-body">The application details are not available.</p>;
  }

  const submitDecision = (decision: DecisionPayload) =>
    action.mutate(
      {
        requestTaskActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION',
        requestTaskActionPayload: {
          payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION_PAYLOAD',
          decision: decision.decision,
          reason: decision.reason,
        },
      },
      {
        onSuccess: () =>
          void navigate(
            `/tasks/${taskId}/${REVIEW_PATH}/submitted?isAccepted=${String(decision.decision === 'APPROVED')}`,
          ),
      },
    );

  return (
    <>
      {editable ? (
        <DecisionForm
          onSubmit={submitDecision}
          serverError={action.isError ? reviewErrorMessage(errorCode(action.error)) : null}
        />
      ) : null}
      <h2 className="govuk-heading-m govuk-!-margin-top-6">Organisation details</h2>
      <OrganisationSummary
        account={payload.account}
        changeHref={editable ? `/tasks/${taskId}/${REVIEW_PATH}/details` : undefined}
      />
      <h2 className="govuk-heading-m">User details</h2>
      <UserDetailsSummary participant={payload.participantDetails} />
    </>
  );
}

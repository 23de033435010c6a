import { useNavigate } from 'react-router';
import { errorCode } from '../../../shared/api';
import { paths } from '../../../shared/routing';
import { isTaskPayload, type TaskContentProps } from '../../../shared/workflow';
import { useTaskAction } from '../../../shared/workflow/task';
import { REVIEW_PAGES } from '../segments';
import { OrganisationSummary, UserDetailsSummary } from './AccountSummaries';
import { DecisionForm } from './DecisionForm';
import { reviewErrorMessage, type DecisionPayload } from './decision-form';

/** The regulator's review of an organisation account application (web-screens §6.4, task-forms §5). */
export function AccountApplicationReview({ data, editable }: TaskContentProps) {
  const taskId = data.task.requestTask.id;
  const navigate = useNavigate();
  const action = useTaskAction(taskId);
  const payload = data.task.requestTask.payload;
  if (!isTaskPayload(payload, 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_PAYLOAD')) {
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
            paths.task.page(taskId, REVIEW_PAGES.submitted, {
              isAccepted: String(decision.decision === 'APPROVED'),
            }),
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
        changeHref={editable ? paths.task.page(taskId, REVIEW_PAGES.details) : undefined}
      />
      <h2 className="govuk-heading-m">User details</h2>
      <UserDetailsSummary participant={payload.participantDetails} />
    </>
  );
}

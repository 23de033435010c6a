import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { api, errorCode, unwrap } from '../../shared/api';
import { useSession } from '../../shared/auth';
import { useFormErrorTitle } from '../../shared/forms';
import { Button, ErrorSummary, Panel } from '../../shared/govuk';
import { paths } from '../../shared/routing';
import { isEditable, useTaskAction, useTaskPageData } from '../../shared/workflow/task';
import { closureErrorMessage } from './closure-form';
import { CLOSURE_PAGES } from './segments';

/** 'Are you sure you want to close this account?' (task-forms §4): submits the saved reason. */
export function AccountClosureSubmitPage() {
  const data = useTaskPageData();
  const userId = useSession().userState?.userId;
  const taskId = data.task.requestTask.id;
  const navigate = useNavigate();
  const submit = useTaskAction(taskId);
  const message = submit.isError ? closureErrorMessage(errorCode(submit.error)) : null;
  useFormErrorTitle(message !== null);
  // Only the assignee who may take every closure action gets here; anyone else sees the task page.
  if (!isEditable(data, userId)) return <Navigate to={paths.task.home(taskId)} replace />;

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {message ? <ErrorSummary errors={[{ href: '#l.confirm', text: message }]} /> : null}
        <span className="govuk-caption-l">Close account</span>
        <h1 className="govuk-heading-l">Are you sure you want to close this account?</h1>
        <p className="govuk-body">
          The account will be permanently closed. All participant history will remain in the account, but no
          actions will be possible, for example starting new tasks or editing account information.
        </p>
        <div className="govuk-button-group">
          <Button
            id="l.confirm"
            type="button"
            variant="warning"
            pending
            onClick={() =>
              submit.mutate(
                {
                  requestTaskActionType: 'ACCOUNT_CLOSURE_SUBMIT_APPLICATION',
                  requestTaskActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
                },
                { onSuccess: () => void navigate(paths.task.page(taskId, CLOSURE_PAGES.confirmation)) },
              )
            }
          >
            Yes, close this account
          </Button>
          <Link className="govuk-link" to={paths.task.home(taskId)}>
            Return to: Close account
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The closed account's organisation id (ORG…); the task's request only carries the account's number. */
function useOrganisationId(accountId: number | undefined) {
  return useQuery({
    queryKey: ['organisation-account', accountId],
    queryFn: () =>
      unwrap(api.GET('/v1.0/organisation/account/{id}', { params: { path: { id: accountId ?? 0 } } })),
    enabled: accountId !== undefined,
    select: (account) => account.organisationId,
  });
}

/** 'The organisation account <id> is permanently closed' (task-forms §4). */
export function AccountClosureConfirmationPage() {
  const data = useTaskPageData();
  const accountId = data.task.requestInfo.accountId;
  const organisationId = useOrganisationId(accountId);
  // Until the id arrives, a panel without it rather than nothing: the account is closed either way.
  const title =
    organisationId.data !== undefined
      ? `The organisation account ${organisationId.data} is permanently closed`
      : organisationId.isPending && accountId !== undefined
        ? null
        : 'The organisation account is permanently closed';

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {title ? <Panel title={title} /> : null}
        <p className="govuk-body">The account has been permanently closed.</p>
        <p className="govuk-body">
          {accountId !== undefined ? (
            <Link className="govuk-link" to={paths.account.home(accountId)}>
              Return to the account
            </Link>
          ) : (
            <Link className="govuk-link" to={paths.dashboard}>
              Return to dashboard
            </Link>
          )}
        </p>
      </div>
    </div>
  );
}

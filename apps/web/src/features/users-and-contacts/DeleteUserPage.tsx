import { Link, useNavigate, useParams } from 'react-router';
import { reloadUserState, useSession } from '../../shared/auth';
import { useFormErrorTitle } from '../../shared/forms';
import { Button, ErrorSummary, WarningText } from '../../shared/govuk';
import { useAccountId } from './UsersAndContactsPage';
import { useAccountOperators, useRemoveOperator } from './operator-users-api';
import { errorCode } from '../../shared/api';
import { paths } from '../../shared/routing';
import { withSuccessMessage } from '../../shared/success-message';

const REMOVE_ERRORS: Record<string, string> = {
  AUTHORITY1001: 'You must have an active Advanced user on your account',
  ACCOUNT_CONTACT1001: 'You must have a primary contact on your account',
  AUTHORITY1004: 'This user is no longer on the account',
};

/** Confirms removing a user from the account (web-screens §2.3). */
export function DeleteUserPage() {
  const accountId = useAccountId();
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const self = useSession().userState?.userId === userId;
  const operators = useAccountOperators(accountId);
  const remove = useRemoveOperator(accountId, userId, self);
  const code = errorCode(remove.error);
  const message = remove.isError
    ? ((code && REMOVE_ERRORS[code]) ?? 'The user could not be removed. Try again.')
    : null;
  useFormErrorTitle(message !== null);
  const user = operators.data?.authorities?.find((authority) => authority.userId === userId);
  const name = user ? `${user.firstName} ${user.lastName}` : 'this user';

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {message ? <ErrorSummary errors={[{ href: '#l.confirm', text: message }]} /> : null}
        <h1 className="govuk-heading-l">
          {self
            ? 'Are you sure you want to remove yourself from this account?'
            : `Are you sure you want to remove ${name}?`}
        </h1>
        <WarningText>
          This cannot be undone. Any tasks assigned to {self ? 'you' : 'them'} on this account will be given
          to the primary contact or left unassigned.
        </WarningText>
        <div className="govuk-button-group">
          <Button
            id="l.confirm"
            type="button"
            variant="warning"
            pending
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  if (self) {
                    void reloadUserState().finally(() => void navigate('/'));
                  } else {
                    void navigate(
                      paths.account.users.list(accountId),
                      withSuccessMessage(`${name} has been removed from the account`),
                    );
                  }
                },
              })
            }
          >
            Yes, remove
          </Button>
          <Link className="govuk-link" to={paths.account.users.list(accountId)}>
            Cancel
          </Link>
        </div>
      </div>
    </div>
  );
}

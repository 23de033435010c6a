import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { signOut, useSession } from '../../shared/auth';
import { Button, WarningText } from '../../shared/govuk';
import { useDeleteRegulatorUser, useRegulatorUsers } from './regulator-users-api';
import { fullName } from './RegulatorUsersPage';
import { paths } from '../../shared/routing';
import { withSuccessMessage } from '../../shared/success-message';

/** `/user/regulators/:userId/delete`: deleting yourself signs you out. */
export function DeleteRegulatorUserPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const me = useSession().userState?.userId;
  const self = userId === me;
  const list = useRegulatorUsers();
  const remove = useDeleteRegulatorUser();
  const [failed, setFailed] = useState(false);
  if (list.isError) throw list.error;
  if (!list.data) return <p className="govuk-body">Loading…</p>;
  const user = list.data.caUsers?.find((entry) => entry.userId === userId);
  const name = user ? fullName(user) : 'this user';

  const onDelete = () => {
    setFailed(false);
    remove.mutate(
      { userId, self },
      {
        onSuccess: async () => {
          if (self) await signOut();
          else
            await navigate(
              paths.regulatorUsers.list,
              withSuccessMessage(`The user account of ${name} has been deleted`),
            );
        },
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Confirm that the user account of {name} will be deleted</h1>
        {self ? <WarningText>You are deleting your own account. You will be signed out.</WarningText> : null}
        {failed ? (
          <p className="govuk-body govuk-error-message" role="alert">
            The user could not be deleted. Try again.
          </p>
        ) : null}
        <div className="govuk-button-group">
          <Button type="button" variant="warning" onClick={onDelete} pending>
            Delete user account
          </Button>
          <Link className="govuk-link" to={paths.regulatorUsers.list}>
            Cancel
          </Link>
        </div>
      </div>
    </div>
  );
}

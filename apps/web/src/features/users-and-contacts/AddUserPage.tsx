import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import {
  FormErrorSummary,
  email,
  maxLength,
  PersonFields,
  requiredText,
  useLeaveWarning,
} from '../../shared/forms';
import { Button, Panel } from '../../shared/govuk';
import { useAccountId } from './UsersAndContactsPage';
import { useInviteOperator } from './operator-users-api';
import { errorCode } from '../../shared/api';
import { paths } from '../../shared/routing';

const ROLE_NAMES: Record<string, string> = { operator_admin: 'Advanced user', operator: 'Restricted user' };
const limit = (field: string) => maxLength(255, `${field} must be 255 characters or fewer`);

const addUserSchema = z.object({
  firstName: requiredText('Enter a first name', limit('First name')),
  lastName: requiredText('Enter a last name', limit('Last name')),
  email: requiredText('Enter an email address', email(), limit('Email address')),
});
type AddUserInput = z.input<typeof addUserSchema>;
type AddUserOutput = z.output<typeof addUserSchema>;

/** What the server's refusals mean to the person inviting (web-screens §2.3). */
const INVITE_ERRORS: Record<string, string> = {
  AUTHORITY1000: 'This email address is already linked to this organisation',
  AUTHORITY1005: 'This email address is already linked to this organisation',
  USER1001: 'This email address is already linked to a non-organisation account',
  AUTHORITY1011: 'A regulator can only add Advanced users to an account',
  ROLE1000: 'Select a valid user type',
};

export function AddUserPage() {
  const accountId = useAccountId();
  const { userType = '' } = useParams();
  const invite = useInviteOperator(accountId);
  const { register, handleSubmit, formState, setError, getValues } = useForm<
    AddUserInput,
    unknown,
    AddUserOutput
  >({
    resolver: zodResolver(addUserSchema),
    defaultValues: { firstName: '', lastName: '', email: '' },
    shouldFocusError: false,
  });
  useLeaveWarning(formState.isDirty && !invite.isSuccess && !invite.isPending);
  const roleName = ROLE_NAMES[userType];

  if (invite.isSuccess) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <Panel title={`An account confirmation email has been sent to ${getValues('email')}`} />
          <p className="govuk-body">
            They need to follow the link in the email within 30 minutes to accept the invitation. You can then
            activate them on the users and contacts page.
          </p>
          <p className="govuk-body">
            <Link className="govuk-link" to={paths.account.users.list(accountId)}>
              Return to users and contacts
            </Link>
          </p>
        </div>
      </div>
    );
  }
  if (!roleName) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <h1 className="govuk-heading-l">User type not found</h1>
          <p className="govuk-body">
            <Link className="govuk-link" to={paths.account.users.list(accountId)}>
              Choose a user type on the users and contacts page
            </Link>
          </p>
        </div>
      </div>
    );
  }

  const onSubmit = handleSubmit((values) =>
    invite.mutate(
      {
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
        email: values.email ?? '',
        roleCode: userType,
      },
      {
        onError: (error) => {
          const code = errorCode(error);
          setError('email', {
            type: 'server',
            message: (code && INVITE_ERRORS[code]) ?? 'The invitation could not be sent. Try again.',
          });
        },
      },
    ),
  );

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
        <span className="govuk-caption-l">Add a new user</span>
        <h1 className="govuk-heading-l">{`Add ${/^[AEIOU]/.test(roleName) ? 'an' : 'a'} ${roleName}`}</h1>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <PersonFields
            register={register}
            errors={formState.errors}
            emailHint="We will send an email with a link to accept the invitation"
          />
          <div className="govuk-button-group">
            <Button type="submit" pending>
              Send invitation
            </Button>
            <Link className="govuk-link" to={paths.account.users.list(accountId)}>
              Cancel
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}

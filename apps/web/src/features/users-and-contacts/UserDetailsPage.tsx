import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { useSession } from '../../shared/auth';
import { FormErrorSummary, useLeaveWarning } from '../../shared/forms';
import { Button, NotificationBanner } from '../../shared/govuk';
import { useAccountId } from './UsersAndContactsPage';
import { useOperatorUser, useUpdateOperatorUser, type OperatorUser } from './operator-users-api';
import {
  ProfileFields,
  profileDefaults,
  profileFormSchema,
  toProfilePayload,
  type ProfileFormInput,
  type ProfileFormOutput,
} from '../../shared/profile';
import { paths, usePageTitle } from '../../shared/routing';

function DetailsForm({
  user,
  accountId,
  userId,
  self,
}: {
  user: OperatorUser;
  accountId: number;
  userId: string;
  self: boolean;
}) {
  const save = useUpdateOperatorUser(accountId, userId, self);
  const { control, register, handleSubmit, formState } = useForm<
    ProfileFormInput,
    unknown,
    ProfileFormOutput
  >({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileDefaults(user),
    shouldFocusError: false,
  });
  useLeaveWarning(formState.isDirty && !save.isSuccess && !save.isPending);
  const onSubmit = handleSubmit((values) => save.mutate({ ...toProfilePayload(values), email: user.email }));
  return (
    <>
      <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
      {save.isSuccess ? (
        <NotificationBanner type="success" title="Success">
          <p className="govuk-notification-banner__heading">The user details have been saved</p>
        </NotificationBanner>
      ) : null}
      <h1 className="govuk-heading-l">{self ? 'Your details' : `${user.firstName} ${user.lastName}`}</h1>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <ProfileFields control={control} register={register} errors={formState.errors} email={user.email} />
        {save.isError ? (
          <p className="govuk-body" role="alert">
            The details could not be saved. Try again.
          </p>
        ) : null}
        <div className="govuk-button-group">
          <Button type="submit" pending>
            Save
          </Button>
          <Link className="govuk-link" to={paths.account.users.list(accountId)}>
            Return to users and contacts
          </Link>
        </div>
      </form>
    </>
  );
}

/** One operator user's details (web-screens §2.3): your own, or anyone's for those who manage users. */
export function UserDetailsPage() {
  const accountId = useAccountId();
  const { userId = '' } = useParams();
  const self = useSession().userState?.userId === userId;
  const user = useOperatorUser(accountId, userId, self);
  const name = user.data ? `${user.data.firstName} ${user.data.lastName}` : undefined;
  usePageTitle(self ? 'Your details' : name && `${name} - User details`);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {user.data ? (
          <DetailsForm user={user.data} accountId={accountId} userId={userId} self={self} />
        ) : user.isError ? (
          <>
            <h1 className="govuk-heading-l">User details</h1>
            <p className="govuk-body" role="alert">
              The user's details could not be loaded.
            </p>
          </>
        ) : (
          <p className="govuk-body">Loading…</p>
        )}
      </div>
    </div>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { signOut, useSession } from '../../shared/auth';
import { Button, Panel } from '../../shared/govuk';
import { deleteTwoFactor } from './api';
import { errorCode } from '../../shared/api';
import { paths } from '../../shared/routing';

/** The emailed change link: confirm, then the authenticator app is removed (the link works once). */
export function RemoveAuthenticatorPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const remove = useMutation({ mutationFn: deleteTwoFactor });
  const { loggedIn } = useSession();
  if (!token) return <Navigate to={paths.notFound} replace />;

  if (remove.isSuccess) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <Panel title="Your authenticator app has been removed" />
          <p className="govuk-body">Sign in to set up a new one.</p>
          {loggedIn ? (
            // Opened in a browser that is still signed in: its tokens outlive the ended sessions, so
            // sign out here first, or signing in again would not ask for the new authenticator app.
            <Button type="button" onClick={() => void signOut()}>
              Sign out to set up a new app
            </Button>
          ) : (
            <p className="govuk-body">
              <a className="govuk-link" href={paths.startLogin()}>
                Sign in
              </a>
            </p>
          )}
        </div>
      </div>
    );
  }
  if (remove.isError) {
    const expired = errorCode(remove.error) === 'EMAIL1001';
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <h1 className="govuk-heading-l">{expired ? 'The link has expired' : 'This link is not valid'}</h1>
          <p className="govuk-body">
            {expired
              ? 'Links to remove your authenticator app work for 5 minutes.'
              : 'The link may have been used already or copied incorrectly.'}
          </p>
          <p className="govuk-body">
            <Link className="govuk-link" to={paths.twoFactor.reset}>
              Request a new link
            </Link>
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Remove your authenticator app</h1>
        <p className="govuk-body">
          This removes the authenticator app from your account and signs you out everywhere. You will set up a
          new one the next time you sign in.
        </p>
        <Button disabled={remove.isPending} onClick={() => remove.mutate(token)}>
          Remove authenticator app
        </Button>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { startLogin } from '../../shared/auth';
import { Button, Panel } from '../../shared/govuk';

/**
 * Where signing out ends (issue 20, item 7): the identity provider returns here once its session is over.
 * Signed-in visitors never see it (the route's guard), so coming back to it later does not mislead.
 */
export function SignedOutPage() {
  const [pending, setPending] = useState(false);

  async function onSignIn(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      await startLogin('/');
    } catch (error) {
      console.error('Could not start sign in', error);
      setPending(false);
    }
  }

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Panel title="You have signed out" />
        <p className="govuk-body">To carry on using Manage your ESOS reporting, sign in again.</p>
        <form onSubmit={onSignIn} noValidate>
          <Button type="submit" disabled={pending}>
            Sign in again
          </Button>
        </form>
      </div>
    </div>
  );
}

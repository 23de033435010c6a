import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { startLogin } from '../../shared/auth';
import { Button, InsetText } from '../../shared/govuk';

export function StartLoginPage() {
  const [params] = useSearchParams();
  const [pending, setPending] = useState(false);
  const redirectUrl = params.get('redirectUrl') ?? '/';
  const email = params.get('email') ?? undefined;

  async function onContinue(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      await startLogin(redirectUrl, email);
    } catch (error) {
      console.error('Could not start sign in', error);
      setPending(false);
    }
  }

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Create a sign in or sign in</h1>
        {/* Says what the next screens ask for: this service's own sign-in (ADR 2), not a national one. */}
        <p className="govuk-body">
          You sign in to this service with your email address, your password and a security code from an
          authenticator app on your phone or computer.
        </p>
        <p className="govuk-body">
          If you do not have a sign in yet, you can create one on the next screen. You will need an
          authenticator app to set it up.
        </p>
        <InsetText>
          Use the same email address you used to sign in to this service before, so that we can link you to
          your existing organisation accounts and tasks.
        </InsetText>
        <form onSubmit={onContinue} noValidate>
          <Button type="submit" disabled={pending}>
            Continue
          </Button>
        </form>
      </div>
    </div>
  );
}

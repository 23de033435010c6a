import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { startLogin } from '../../shared/auth';
import { Button } from '../../shared/govuk';
import { timedOutMessage } from './idle-text';

export function TimedOutPage() {
  const [params] = useSearchParams();
  const [pending, setPending] = useState(false);

  async function onSignIn(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      // Back to the start of the service, not to the page the session ended on.
      await startLogin('/');
    } catch (error) {
      console.error('Could not start sign in', error);
      setPending(false);
    }
  }

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Your session has timed out</h1>
        <p className="govuk-body">{timedOutMessage(params.get('idle'))}</p>
        <p className="govuk-body">We do this to keep your information secure.</p>
        <form onSubmit={onSignIn} noValidate>
          <Button type="submit" disabled={pending}>
            Sign in again
          </Button>
        </form>
        <p className="govuk-body">
          <a className="govuk-link" href="https://www.gov.uk/">
            Go to the GOV.UK homepage
          </a>
        </p>
      </div>
    </div>
  );
}

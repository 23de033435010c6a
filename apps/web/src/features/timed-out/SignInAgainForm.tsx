import { useState } from 'react';
import { startLogin } from '../../shared/auth';
import { Button } from '../../shared/govuk';

/**
 * "Sign in again" after the session ended (signed out or timed out). It starts at the service's start page,
 * not the page the session ended on, because that page may no longer be one the person can see.
 */
export function SignInAgainForm() {
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
    <form onSubmit={onSignIn} noValidate>
      <Button type="submit" disabled={pending}>
        Sign in again
      </Button>
    </form>
  );
}

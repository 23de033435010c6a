import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { completeLogin, loadSignedInState, setSignedOut } from '../../shared/auth';

let completion: Promise<string> | null = null;

/** Exchanges the authorisation code once (StrictMode mounts effects twice) and loads the user. */
function completeOnce(): Promise<string> {
  completion ??= completeLogin()
    .then(async ({ user, target }) => {
      await loadSignedInState(user);
      return target;
    })
    .catch((error: unknown) => {
      console.error('Sign in could not be completed', error);
      setSignedOut();
      return '/';
    });
  return completion;
}

export function SignInCallbackPage() {
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    void completeOnce().then((target) => {
      completion = null;
      if (active) void navigate(target, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  return (
    <p className="govuk-body" role="status">
      Signing you in…
    </p>
  );
}

import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Session } from './session';
import { useSession } from './session';
import { paths } from '../routing/paths';

export interface InvitationLinkOptions {
  /** The page the emailed link lands on, to come back to after signing in. */
  path: string;
  /** Where an invalid, used or expired link goes, given the error code. */
  invalidPath: (code: string) => string;
  /** Names the invitee's email, so sign-in can suggest it. */
  resolveEmail: (token: string) => Promise<string>;
  /** What a signed-in invitee does with the token. */
  onSignedIn: (token: string, session: Session) => Promise<void> | void;
  errorCode: (error: unknown) => string | undefined;
}

/**
 * An invitation link, used once: without a token, to the invalid-link page; signed out, to sign-in as the
 * invitee and back here; signed in, `onSignedIn`. Failures go to the invalid-link page with their code.
 */
export function useInvitationLink(options: InvitationLinkOptions): void {
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = useSession();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice; the link must be used once.
    if (started.current) return;
    started.current = true;
    const { path, invalidPath, resolveEmail, onSignedIn, errorCode } = options;
    const fail = (error: unknown) =>
      void navigate(invalidPath(errorCode(error) ?? 'TOKEN1001'), { replace: true });
    if (!token) {
      void navigate(invalidPath('TOKEN1001'), { replace: true });
      return;
    }
    if (!session.loggedIn) {
      resolveEmail(token)
        .then((email) => {
          const here = `${path}?token=${encodeURIComponent(token)}`;
          void navigate(paths.startLogin(here, email), { replace: true });
        })
        .catch(fail);
      return;
    }
    Promise.resolve()
      .then(() => onSignedIn(token, session))
      .catch(fail);
    // Later renders pass new option objects; the guard above keeps this to the first run.
  }, [token, session, navigate, options]);
}

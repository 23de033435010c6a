import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isRegistered, reloadUserState, useSession } from '../../shared/auth';
import { Panel } from '../../shared/govuk';
import { acceptInvitation, errorCode, resolveInvitationEmail } from './registration-api';
import { invitationToken } from './registration-store';

const invalid = (code: string | undefined) => `/registration/invalid-link?code=${code ?? 'TOKEN1001'}`;

/**
 * Where an invitation e-mail's link lands (web-screens §4.1): signed out, sign in as the invitee; signed
 * in but not registered, register (the token is kept); registered, accept straight away.
 */
export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = useSession();
  const navigate = useNavigate();
  const [accountName, setAccountName] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice; the link must be used once.
    if (started.current) return;
    started.current = true;
    if (!token) {
      void navigate(invalid('TOKEN1001'), { replace: true });
      return;
    }
    const fail = (error: unknown) => void navigate(invalid(errorCode(error)), { replace: true });
    if (!session.loggedIn) {
      resolveInvitationEmail(token)
        .then((email) => {
          const here = `/registration/invitation?token=${encodeURIComponent(token)}`;
          void navigate(
            `/start-login?redirectUrl=${encodeURIComponent(here)}&email=${encodeURIComponent(email)}`,
            {
              replace: true,
            },
          );
        })
        .catch(fail);
    } else if (!isRegistered(session)) {
      invitationToken.set(token);
      void navigate('/registration/register/contact-details', { replace: true });
    } else {
      acceptInvitation(token)
        .then(async (name) => {
          await reloadUserState();
          setAccountName(name);
        })
        .catch(fail);
    }
  }, [token, session, navigate]);

  if (accountName === null) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <h1 className="govuk-heading-l">Checking your invitation</h1>
          <p className="govuk-body">This will take a moment.</p>
        </div>
      </div>
    );
  }
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Panel title={`You have been added as a user to the account of ${accountName}`} />
        <p className="govuk-body">
          An Advanced user of the account will activate your user account, and we will e-mail you when they
          have.
        </p>
        <p className="govuk-body">
          <Link className="govuk-link" to="/">
            Go to the start page
          </Link>
        </p>
      </div>
    </div>
  );
}

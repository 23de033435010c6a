import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isRegistered, reloadUserState, useInvitationLink } from '../../shared/auth';
import { Panel } from '../../shared/govuk';
import { acceptInvitation, resolveInvitationEmail } from './registration-api';
import { invitationToken } from './registration-store';
import { errorCode } from '../../shared/api';
import { paths } from '../../shared/routing';

const invalid = (code: string) => paths.registration.invalidLink(code);

/**
 * Where an invitation email's link lands (web-screens §4.1): signed out, sign in as the invitee; signed
 * in but not registered, register (the token is kept); registered, accept straight away.
 */
export function InvitationPage() {
  const navigate = useNavigate();
  const [accountName, setAccountName] = useState<string | null>(null);
  useInvitationLink({
    path: paths.registration.invitation,
    invalidPath: invalid,
    resolveEmail: resolveInvitationEmail,
    errorCode,
    async onSignedIn(token, session) {
      if (!isRegistered(session)) {
        invitationToken.set(token);
        await navigate(paths.registration.contactDetails, { replace: true });
        return;
      }
      const name = await acceptInvitation(token);
      await reloadUserState();
      setAccountName(name);
    },
  });

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
          An Advanced user of the account will activate your user account, and we will email you when they
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

import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { reloadUser, reloadUserState, useInvitationLink } from '../../shared/auth';
import { Panel } from '../../shared/govuk';
import { acceptRegulatorInvitation, resolveRegulatorInvitationEmail } from './invitation-api';
import { errorCode } from '../../shared/api';
import { paths } from '../../shared/routing';

const invalid = (code: string) => paths.invitation.regulatorInvalidLink(code);

/**
 * Where the regulator invitation email's link lands (web-screens §4.2): signed out, sign in as the
 * invitee first; signed in, accept the invitation, which then waits for a regulator to activate it.
 */
export function RegulatorInvitationPage() {
  const [accepted, setAccepted] = useState(false);
  useInvitationLink({
    path: paths.invitation.regulator,
    invalidPath: invalid,
    resolveEmail: resolveRegulatorInvitationEmail,
    errorCode,
    async onSignedIn(token) {
      await acceptRegulatorInvitation(token);
      await Promise.all([reloadUserState(), reloadUser()]);
      setAccepted(true);
    },
  });

  if (!accepted) {
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
        <Panel title="You have accepted the invitation" />
        <p className="govuk-body">
          Your user account must be activated by Regulator before you can use the service. We will email you
          when it has been activated.
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

const REASONS: Record<string, string> = {
  EMAIL1001: 'The link in your invitation has expired.',
  TOKEN1002: 'You are signed in with a different account from the one the invitation was sent to.',
};

/** A used, expired or wrong invitation link, with a way forward. */
export function RegulatorInvitationInvalidLinkPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? 'TOKEN1001';
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">This link is not valid</h1>
        <p className="govuk-body">
          {REASONS[code] ?? 'The link in your invitation is not valid or has already been used.'}
        </p>
        {code === 'TOKEN1002' ? (
          <p className="govuk-body">Sign out, then open the link in the invitation again.</p>
        ) : (
          <p className="govuk-body">Ask the regulator who invited you to send a new invitation.</p>
        )}
        <p className="govuk-body">
          <Link className="govuk-link" to="/">
            Go to the start page
          </Link>
        </p>
      </div>
    </div>
  );
}

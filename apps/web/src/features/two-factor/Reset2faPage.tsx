import { EmailLinkForm } from '../../shared/forms';
import { requestReset2fa } from './api';

/** Lost authenticator: emails a link that removes it (valid for 5 minutes, as the link's token says). */
export function Reset2faPage() {
  return (
    <EmailLinkForm
      title="Reset your authenticator app"
      intro="If you cannot use your authenticator app, we can email you a link to remove it. You will then set up a new one when you sign in."
      send={requestReset2fa}
      sent={(email) => (
        <>
          <h1 className="govuk-heading-l">Check your email</h1>
          <p className="govuk-body">
            If <strong>{email}</strong> has an account, we have sent it an email with a link to remove your
            authenticator app. The link works for 5 minutes.
          </p>
          <p className="govuk-body">After you use the link, sign in to set up a new authenticator app.</p>
        </>
      )}
    />
  );
}

import { EmailLinkForm } from '../../shared/forms';
import { sendResetPasswordEmail } from './api';
import { paths } from '../../shared/routing';

export function ForgotPasswordPage() {
  return (
    <EmailLinkForm
      title="Reset your password"
      intro="Enter the email address you use to sign in. We will send you a link to reset your password."
      send={sendResetPasswordEmail}
      sent={(email, again) => (
        <>
          <h1 className="govuk-heading-l">Password reset email sent</h1>
          <p className="govuk-body">
            If <strong>{email}</strong> has an account, we have sent it an email with a link to reset your
            password. The link works for 20 minutes.
          </p>
          <p className="govuk-body">If you cannot find the email, check your spam or junk folder.</p>
          <p className="govuk-body">
            <a
              className="govuk-link"
              href={paths.forgotPassword.start}
              onClick={(event) => {
                event.preventDefault();
                again();
              }}
            >
              Send the email again
            </a>
          </p>
        </>
      )}
    />
  );
}

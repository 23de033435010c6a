import { Link } from 'react-router';
import type { Session } from '../../shared/auth/session';
import { InsetText } from '../../shared/govuk/InsetText';
import { WarningText } from '../../shared/govuk/WarningText';
import type { LandingVariant } from './landing-decision';
import { paths } from '../../shared/routing';
import { PendingApplications } from './PendingApplications';

function fullName(session: Session): string {
  const profile = session.profile;
  return [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
}

function ApplyForAccount({ session }: { session: Session }) {
  const installationEnabled = session.config?.features?.installationEnabled !== false;
  return (
    <>
      <h1 className="govuk-heading-xl">Welcome {fullName(session)}</h1>
      <PendingApplications />
      {installationEnabled ? (
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.accounts.apply.start}>
            Apply for a new organisation account
          </Link>
        </p>
      ) : (
        <WarningText>
          You cannot apply for a new organisation account at the moment. Please try again later.
        </WarningText>
      )}
      <h2 className="govuk-heading-m">Joining an existing organisation account</h2>
      <p className="govuk-body">
        If your organisation already has an account in this service, ask one of its administrators to add you
        as a user. They will need the email address you sign in with.
      </p>
      <p className="govuk-body">
        If you do not know who the administrator is,{' '}
        <Link className="govuk-link" to={paths.contactUs}>
          contact us
        </Link>
        .
      </p>
    </>
  );
}

function AwaitingActivation() {
  return (
    <>
      <h1 className="govuk-heading-xl">Your user account needs to be activated</h1>
      <p className="govuk-body">
        Your regulator will activate your account. We will send you an email once this has been done.
      </p>
      <InsetText>
        If your account has not been activated within 2 working days, contact your regulator.
      </InsetText>
    </>
  );
}

export function SignedInLanding({ variant, session }: { variant: LandingVariant; session: Session }) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {variant === 'APPLY' ? <ApplyForAccount session={session} /> : null}
        {variant === 'ACCEPTED' ? <AwaitingActivation /> : null}
        {variant === 'DISABLED' ? (
          <p className="govuk-body">
            Your user account has been disabled. Please contact your admin to gain access to your account.
          </p>
        ) : null}
        {variant === 'TEMP_DISABLED' ? (
          <p className="govuk-body">
            Your user account has been temporarily disabled. Please contact your admin to gain access to your
            account.
          </p>
        ) : null}
      </div>
    </div>
  );
}

export default SignedInLanding;

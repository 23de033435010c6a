import { Link, useLocation } from 'react-router';
import { Panel } from '../../shared/govuk';

/** The end of registration: invitees wait for activation, others apply for an organisation account. */
export function SuccessPage() {
  const state = useLocation().state as { accountName?: string | null } | null;
  const accountName = state?.accountName;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Panel title="You have successfully created a user account" />
        {accountName ? (
          <p className="govuk-body">
            You have been added as a user to the account of {accountName}. An Advanced user of the account
            will activate your user account, and we will email you when they have.
          </p>
        ) : (
          <>
            <p className="govuk-body">You can now apply for an organisation account.</p>
            <p className="govuk-body">
              <Link className="govuk-link" to="/">
                Continue
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

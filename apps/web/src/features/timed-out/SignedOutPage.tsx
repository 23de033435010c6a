import { Panel } from '../../shared/govuk';
import { SignInAgainForm } from './SignInAgainForm';

/**
 * Where signing out ends (issue 20, item 7): the identity provider returns here once its session is over.
 * Signed-in visitors never see it (the route's guard), so coming back to it later does not mislead.
 */
export function SignedOutPage() {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Panel title="You have signed out" />
        <p className="govuk-body">To carry on using Manage your ESOS reporting, sign in again.</p>
        <SignInAgainForm />
      </div>
    </div>
  );
}

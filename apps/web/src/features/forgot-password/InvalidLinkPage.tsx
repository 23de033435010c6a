import { Link } from 'react-router';
import { paths } from '../../shared/routing';

export function InvalidLinkPage() {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">The password reset link has expired</h1>
        <p className="govuk-body">Links to reset your password work for 20 minutes and can be used once.</p>
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.forgotPassword.start}>
            Request a new link
          </Link>
        </p>
      </div>
    </div>
  );
}

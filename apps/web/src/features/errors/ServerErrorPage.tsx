import { Link } from 'react-router';
import { paths } from '../../shared/routing';

export function ServerErrorPage() {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Sorry, there is a problem with the service</h1>
        <p className="govuk-body">Try again later.</p>
        <p className="govuk-body">
          We saved any answers you have already submitted. You can go back to them when the service is working
          again.
        </p>
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.contactUs}>
            Contact us
          </Link>{' '}
          if you need help.
        </p>
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import { paths, usePageTitle } from '../../shared/routing';

/** Also shown in place of a page whose record does not exist, and for an unknown address, which stays typed. */
export function NotFoundPage() {
  usePageTitle('Page not found', { error: true });
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Page not found</h1>
        <p className="govuk-body">If you typed the web address, check it is correct.</p>
        <p className="govuk-body">If you pasted the web address, check you copied the entire address.</p>
        <p className="govuk-body">
          If the web address is correct or you selected a link or button,{' '}
          <Link className="govuk-link" to={paths.contactUs}>
            contact us
          </Link>{' '}
          if you need help.
        </p>
      </div>
    </div>
  );
}

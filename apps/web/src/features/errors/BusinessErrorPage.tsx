import { Link, useLocation } from 'react-router';
import { businessErrorOf, paths, type BusinessError } from '../../shared/routing';

/** Shown when the page is opened without an error to tell (its address typed or bookmarked). */
const NOTHING_TO_SHOW: BusinessError = {
  heading: 'Sorry, there is a problem',
  body: ['There is nothing to show on this page.'],
  returnTo: { href: paths.landing, text: 'Home' },
};

/** Business errors (web-screens "Errors"): what happened, and a 'Return to' link as the way forward. */
export function BusinessErrorPage() {
  const { state } = useLocation();
  const error = businessErrorOf(state) ?? NOTHING_TO_SHOW;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{error.heading}</h1>
        {error.body.map((paragraph) => (
          <p className="govuk-body" key={paragraph}>
            {paragraph}
          </p>
        ))}
        <p className="govuk-body">
          <Link className="govuk-link" to={error.returnTo.href}>
            Return to: {error.returnTo.text}
          </Link>
        </p>
      </div>
    </div>
  );
}

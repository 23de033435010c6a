import { Link, useLocation } from 'react-router';
import { useMessages, type Translate } from '../../shared/i18n/use-messages';
import { businessErrorOf, paths, usePageTitle, type BusinessError } from '../../shared/routing';
import { errorMessages } from './messages.en';

/** Shown when the page is opened without an error to tell (its address typed or bookmarked). */
function nothingToShow(t: Translate<typeof errorMessages.en>): BusinessError {
  return {
    heading: t('nothingHeading'),
    body: [t('nothingBody')],
    returnTo: { href: paths.landing, text: t('home') },
  };
}

/** Business errors (web-screens "Errors"): what happened, and a 'Return to' link as the way forward. */
export function BusinessErrorPage() {
  const t = useMessages(errorMessages);
  usePageTitle(t('businessErrorTitle'));
  const { state } = useLocation();
  const error = businessErrorOf(state) ?? nothingToShow(t);
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
            {t('returnTo', { place: error.returnTo.text })}
          </Link>
        </p>
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import { useMessages } from '../../shared/i18n/use-messages';
import { paths, usePageTitle } from '../../shared/routing';
import { errorMessages } from './messages.en';

/** Also shown in place of a page whose record does not exist, and for an unknown address, which stays typed. */
export function NotFoundPage() {
  const t = useMessages(errorMessages);
  usePageTitle(t('notFoundTitle'), { error: true });
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{t('notFoundTitle')}</h1>
        <p className="govuk-body">{t('notFoundTyped')}</p>
        <p className="govuk-body">{t('notFoundPasted')}</p>
        <p className="govuk-body">
          {t('notFoundHelpBefore')}{' '}
          <Link className="govuk-link" to={paths.contactUs}>
            {t('contactUsLower')}
          </Link>{' '}
          {t('ifYouNeedHelp')}
        </p>
      </div>
    </div>
  );
}

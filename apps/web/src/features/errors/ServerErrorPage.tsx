import { Link } from 'react-router';
import { useMessages } from '../../shared/i18n/use-messages';
import { paths, usePageTitle } from '../../shared/routing';
import { errorMessages } from './messages.en';

export function ServerErrorPage() {
  const t = useMessages(errorMessages);
  usePageTitle(t('serviceProblemTitle'));
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{t('serviceProblemTitle')}</h1>
        <p className="govuk-body">{t('tryLater')}</p>
        <p className="govuk-body">{t('answersSaved')}</p>
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.contactUs}>
            {t('contactUs')}
          </Link>{' '}
          {t('ifYouNeedHelp')}
        </p>
      </div>
    </div>
  );
}

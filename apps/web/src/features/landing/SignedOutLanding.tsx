import { Button } from '../../shared/govuk/Button';
import { NotificationBanner } from '../../shared/govuk/NotificationBanner';
import { ESOS_GUIDANCE_URL } from '../../shared/config';
import { useMessages } from '../../shared/i18n/use-messages';
import { paths } from '../../shared/routing';
import { landingMessages } from './messages.en';

export function SignedOutLanding() {
  const t = useMessages(landingMessages);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <NotificationBanner>
          <p className="govuk-notification-banner__heading">{t('deadlinesPassed')}</p>
          <p className="govuk-notification-banner__heading">{t('submitLate')}</p>
          <p className="govuk-notification-banner__heading">{t('replyPromptly')}</p>
        </NotificationBanner>

        {/* elementtiming lets the benchmark read when the heading was painted (Element Timing API). */}
        <h1 className="govuk-heading-l" elementtiming="landing-heading">
          {t('heading')}
        </h1>
        <p className="govuk-body">{t('intro')}</p>
        <ul className="govuk-list govuk-list--bullet">
          <li>{t('companies')}</li>
          <li>{t('partnerships')}</li>
          <li>{t('associations')}</li>
          <li>{t('jointVentures')}</li>
        </ul>

        <h2 className="govuk-heading-m">{t('whoHeading')}</h2>
        <p className="govuk-body">{t('whoMust')}</p>
        <p className="govuk-body">{t('qualificationDate')}</p>
        <p className="govuk-body">{t('largeIf')}</p>
        <ol className="govuk-list govuk-list--number">
          <li>{t('employees')}</li>
          <li>{t('turnover')}</li>
        </ol>

        <h2 className="govuk-heading-m">{t('reportingHeading')}</h2>
        <p className="govuk-body">{t('whoReports')}</p>
        <p className="govuk-body">{t('highestParent')}</p>
        <p className="govuk-body govuk-!-font-weight-bold">
          {t('wordingBefore')}{' '}
          <a className="govuk-link" href={ESOS_GUIDANCE_URL}>
            {t('guidanceLink')}
          </a>{' '}
          {t('wordingAfter')}
        </p>

        <h3 className="govuk-heading-s">{t('assessorHeading')}</h3>
        <p className="govuk-body">{t('assessorAdded')}</p>
        <p className="govuk-body">{t('assessorExisting')}</p>

        <h2 className="govuk-heading-m">{t('signInHeading')}</h2>
        <p className="govuk-body">{t('signInNeeded')}</p>
        <Button href={paths.startLogin()} isStartButton>
          {t('startNow')}
        </Button>
      </div>

      <aside className="govuk-grid-column-one-third" aria-labelledby="related-content-heading">
        <div className="app-related-items">
          <h2 className="govuk-heading-m" id="related-content-heading">
            {t('relatedContent')}
          </h2>
          <ul className="govuk-list govuk-body-s">
            <li>
              <a className="govuk-link" href={ESOS_GUIDANCE_URL}>
                {t('complyLink')}
              </a>
            </li>
          </ul>
        </div>
      </aside>
    </div>
  );
}

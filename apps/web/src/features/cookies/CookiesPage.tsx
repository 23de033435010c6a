import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { Button, NotificationBanner } from '../../shared/govuk';
import { SERVICE_NAME } from '../../shared/config';
import { useSession, useSignInWith } from '../../shared/auth';
import { POLICY_COOKIE, PREFERENCES_SET_COOKIE, cookiesEnabled, saveConsent } from './cookie-consent';
import { CookieRadios } from './CookieRadios';
import { useConsent } from './use-consent';
import { LANGUAGE_COOKIE } from '../../shared/i18n/language';

interface CookieRow {
  name: string;
  purpose: string;
  expires: string;
}

const ONE_DAY = '1 day';

const ESSENTIAL: CookieRow[] = [
  {
    name: '_session, _interaction and _interaction_resume',
    purpose: 'Keep you signed in, and remember where you are while you sign in',
    expires: 'When you sign out, or when your session ends',
  },
  {
    name: 'esos_session_hint',
    purpose: 'Tells the service that you may still be signed in, so it can check when you come back',
    expires: 'When you sign out, or when your session ends',
  },
  {
    // Strictly necessary: it only keeps a choice the visitor made (issue 43, ADR 54).
    name: LANGUAGE_COOKIE,
    purpose: 'Remembers the language you chose, English or Cymraeg (Welsh)',
    expires: '1 year',
  },
  { name: POLICY_COOKIE, purpose: 'Saves your cookie settings', expires: ONE_DAY },
  {
    name: PREFERENCES_SET_COOKIE,
    purpose: 'Remembers that you have chosen your cookie settings',
    expires: ONE_DAY,
  },
];

/** Set by this service's sign-in when it brokers to GOV.UK One Login (ADR 48). */
const ONE_LOGIN: CookieRow[] = [
  {
    name: 'esos_one_login',
    purpose: 'Lets the service sign you out of GOV.UK One Login when you sign out of this service',
    expires: 'When you sign out, or when your session ends',
  },
  {
    name: 'esos_one_login_return',
    purpose: 'Remembers where to take you after GOV.UK One Login has signed you out',
    expires: '10 minutes',
  },
];

const ANALYTICS: CookieRow[] = [
  {
    name: '_ga',
    purpose: 'Checks if you have visited before, so we can count how many people visit',
    expires: '2 years',
  },
  {
    // Google Analytics names it after the analytics property, which is set up in the tag manager's
    // container, not in this service: the page gives its pattern rather than an invented name.
    name: '_ga_ followed by our analytics ID',
    purpose: 'Remembers your visit so we can see how you use the service',
    expires: '2 years',
  },
];

/**
 * A cookie name that may break before each underscore: 'cookies_preferences_set' in one piece made the
 * table wider than a 375 px screen (WCAG 1.4.10, reflow).
 */
function BreakableName({ name }: { name: string }) {
  return name.split('_').map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          <wbr />_
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

function CookieTable({ caption, rows }: { caption: string; rows: CookieRow[] }) {
  return (
    <table className="govuk-table govuk-table--small-text-until-tablet">
      <caption className="govuk-table__caption govuk-table__caption--s">{caption}</caption>
      <thead className="govuk-table__head">
        <tr className="govuk-table__row">
          <th scope="col" className="govuk-table__header">
            Name
          </th>
          <th scope="col" className="govuk-table__header">
            Purpose
          </th>
          <th scope="col" className="govuk-table__header">
            Expires
          </th>
        </tr>
      </thead>
      <tbody className="govuk-table__body">
        {rows.map((row) => (
          <tr key={row.name} className="govuk-table__row">
            <td className="govuk-table__cell">
              <BreakableName name={row.name} />
            </td>
            <td className="govuk-table__cell">{row.purpose}</td>
            <td className="govuk-table__cell">{row.expires}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CookiesPage() {
  const consent = useConsent();
  const [choice, setChoice] = useState<string>(consent.usage ? 'yes' : 'no');
  const [saved, setSaved] = useState(0);
  const enabled = cookiesEnabled();
  const analyticsConfigured = Boolean(useSession().config?.analytics?.gtmContainerId?.trim());
  const oneLogin = useSignInWith() === 'one-login';

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    saveConsent(choice === 'yes');
    // A new key shows (and focuses) the banner again after each save.
    setSaved((count) => count + 1);
  }

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {saved > 0 ? (
          <NotificationBanner key={saved} type="success">
            <p className="govuk-notification-banner__heading">You&apos;ve set your cookie preferences.</p>
            <p className="govuk-body">
              <Link className="govuk-notification-banner__link" to="/">
                Go to the {SERVICE_NAME} homepage
              </Link>
            </p>
          </NotificationBanner>
        ) : null}

        <h1 className="govuk-heading-l">Cookies</h1>
        <p className="govuk-body">
          Cookies are small files saved on your phone, tablet or computer when you visit a website.
        </p>
        <p className="govuk-body">
          We use cookies to make {SERVICE_NAME} work and, if you agree, to collect information about how you
          use the service.
        </p>

        <h2 className="govuk-heading-m">Essential cookies</h2>
        <p className="govuk-body">
          Essential cookies keep your information secure while you use the service. We do not need to ask
          permission to use them.
        </p>
        <CookieTable
          caption="Essential cookies we use"
          rows={oneLogin ? [...ESSENTIAL, ...ONE_LOGIN] : ESSENTIAL}
        />
        {oneLogin ? (
          <p className="govuk-body">
            You sign in with GOV.UK One Login, which sets its own cookies on its own pages. Its cookies page
            says what they are.
          </p>
        ) : null}

        <h2 className="govuk-heading-m">Analytics cookies (optional)</h2>
        <p className="govuk-body">
          With your permission, we use Google Analytics, through Google Tag Manager, to collect data about how
          you use this service. This helps us improve it.
        </p>
        <p className="govuk-body">Google Analytics stores information about:</p>
        <ul className="govuk-list govuk-list--bullet">
          <li>the pages you visit and how long you spend on each one</li>
          <li>how you got to the service</li>
          <li>what you click on while you are using the service</li>
        </ul>
        {analyticsConfigured ? (
          <CookieTable caption="Analytics cookies we would use" rows={ANALYTICS} />
        ) : (
          <p className="govuk-body">
            Analytics is not switched on in this service at the moment, so it sets no analytics cookies
            whatever you choose. Your choice is kept for when it is.
          </p>
        )}

        <h2 className="govuk-heading-m">Change your cookie settings</h2>
        {enabled ? (
          <form onSubmit={onSubmit} noValidate>
            <CookieRadios
              name="analytics-cookies"
              legend="Do you want to allow analytics cookies?"
              inline
              options={[
                { value: 'yes', text: 'Yes' },
                { value: 'no', text: 'No' },
              ]}
              value={choice}
              onChange={setChoice}
            />
            <Button type="submit">Save cookie settings</Button>
          </form>
        ) : (
          <p className="govuk-body">
            Cookies are turned off in your browser. Turn them on to change your cookie settings.
          </p>
        )}
      </div>
    </div>
  );
}

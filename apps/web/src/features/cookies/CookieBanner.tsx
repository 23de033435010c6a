import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../shared/auth';
import { SERVICE_NAME } from '../../shared/config';
import { loadGoogleTagManager } from './analytics';
import { clearEarlyChoice, cookiesEnabled, earlyChoice, saveConsent } from './cookie-consent';
import { useConsent } from './use-consent';
import { paths } from '../../shared/routing';

/** Loads analytics once the visitor has allowed it and a container is configured; never before. */
function useAnalytics(allowed: boolean) {
  const containerId = useSession().config?.analytics?.gtmContainerId ?? '';
  useEffect(() => {
    if (allowed && containerId) loadGoogleTagManager(containerId);
  }, [allowed, containerId]);
}

/**
 * GOV.UK cookie banner, shown until the visitor makes a choice, and the analytics it controls.
 * Its question is a form the server answers too (POST /cookie-consent), so the prerendered landing page's
 * banner works before and without JavaScript (ADR 26); here the button saves the choice in the browser.
 */
export function CookieBanner() {
  const consent = useConsent();
  const location = useLocation();
  // Accepted on the prerendered page before the application had loaded (app/landing-boot.ts): confirm it.
  const [accepted, setAccepted] = useState(() => earlyChoice() === 'accept');
  const [hidden, setHidden] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const enabled = cookiesEnabled();
  useAnalytics(consent.usage);

  useEffect(() => {
    if (accepted) confirmation.current?.focus();
  }, [accepted]);

  useEffect(() => {
    if (earlyChoice() !== 'accept') return;
    clearEarlyChoice();
    saveConsent(true);
  }, []);

  if (hidden) return null;
  // The cookies page has its own form, so the question is not asked twice there.
  if (!accepted && (consent.preferencesSet || location.pathname === paths.cookies)) return null;

  return (
    <div
      className="govuk-cookie-banner"
      data-nosnippet=""
      role="region"
      aria-label={`Cookies on ${SERVICE_NAME}`}
    >
      {accepted ? (
        <div
          ref={confirmation}
          className="govuk-cookie-banner__message govuk-width-container"
          role="alert"
          tabIndex={-1}
        >
          <div className="govuk-grid-row">
            <div className="govuk-grid-column-two-thirds">
              <h2 className="govuk-cookie-banner__heading govuk-heading-m">
                You&apos;ve accepted all cookies
              </h2>
              <div className="govuk-cookie-banner__content">
                <p className="govuk-body">
                  You can{' '}
                  <Link className="govuk-link" to={paths.cookies}>
                    change your cookie settings
                  </Link>{' '}
                  at any time.
                </p>
              </div>
            </div>
          </div>
          <div className="govuk-button-group">
            <button
              type="button"
              className="govuk-button"
              data-module="govuk-button"
              onClick={() => setHidden(true)}
            >
              Hide<span className="govuk-visually-hidden"> cookie message</span>
            </button>
          </div>
        </div>
      ) : (
        <form
          className="govuk-cookie-banner__message govuk-width-container"
          method="post"
          action={paths.cookieConsent}
          data-cookie-consent=""
        >
          <input type="hidden" name="returnTo" value={location.pathname + location.search} />
          <div className="govuk-grid-row">
            <div className="govuk-grid-column-two-thirds">
              <h2 className="govuk-cookie-banner__heading govuk-heading-m">
                Tell us whether you accept cookies
              </h2>
              <div className="govuk-cookie-banner__content">
                <p className="govuk-body">
                  We use some essential cookies to make this service work, for example to keep you signed in.
                </p>
                <p className="govuk-body">
                  We would also like to use analytics cookies to understand how you use the service, so we can
                  improve it.
                </p>
                {enabled ? null : (
                  <p className="govuk-body">
                    Cookies are turned off in your browser. Turn them on to choose your cookie settings.
                  </p>
                )}
              </div>
            </div>
          </div>
          <div className="govuk-button-group">
            <button
              type="submit"
              name="cookies"
              value="accept"
              className="govuk-button"
              data-module="govuk-button"
              disabled={!enabled}
              aria-disabled={enabled ? undefined : true}
              onClick={(event) => {
                event.preventDefault();
                saveConsent(true);
                setAccepted(true);
              }}
            >
              Accept all cookies
            </button>
            {enabled ? (
              <Link
                className="govuk-button govuk-button--secondary"
                data-module="govuk-button"
                to={paths.cookies}
              >
                Set cookie preferences
              </Link>
            ) : (
              <button
                type="button"
                className="govuk-button govuk-button--secondary"
                data-module="govuk-button"
                disabled
                aria-disabled
              >
                Set cookie preferences
              </button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}

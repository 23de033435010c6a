import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../i18n/use-messages';
import { GovukLogo } from './Logo';
import { govukMessages } from './messages.en';
import { useMediaQuery } from './useMediaQuery';

export interface HeaderNavigationItem {
  text: string;
  href: string;
}

export interface HeaderProps {
  serviceName: string;
  serviceUrl?: string;
  navigation?: HeaderNavigationItem[];
  /** Path of the current page, used to mark the active navigation item. */
  currentPath?: string;
  /** Shows a 'Sign out' item at the end of the navigation when given. */
  onSignOut?: () => void;
  /** Where the GOV.UK logo links; the macro's default. */
  homepageUrl?: string;
  /** Id of the navigation list (the menu button controls it); the macro's default. */
  navigationId?: string;
  /** Stands in place of the GOV.UK header above the service navigation (the One Login service header). */
  masthead?: ReactNode;
}

/** The GOV.UK header's blue bar with the logo. */
export function GovukHeaderBar({ homepageUrl = '//gov.uk' }: { homepageUrl?: string }) {
  return (
    <div className="govuk-header">
      <div className="govuk-header__container govuk-width-container">
        <div className="govuk-header__logo">
          <a href={homepageUrl} className="govuk-header__homepage-link">
            <GovukLogo className="govuk-header__logotype" />
          </a>
        </div>
      </div>
    </div>
  );
}

/** GOV.UK tablet breakpoint, where the service navigation stops collapsing. */
const TABLET_UP = '(min-width: 40.0625em)';

/**
 * As the macro's `current` and `active` items: the page itself is 'page'; a page below it (e.g. a task of that
 * section) is 'true'. Both are styled as active.
 */
function currentState(href: string, currentPath: string | undefined): 'page' | 'true' | undefined {
  if (!currentPath) return undefined;
  if (currentPath === href) return 'page';
  return currentPath.startsWith(`${href}/`) ? 'true' : undefined;
}

/**
 * The GOV.UK header with the service navigation below it (in GOV.UK Frontend v6 the service name and
 * navigation live in the Service navigation component). The mobile menu toggle is done in React.
 */
export function Header({
  serviceName,
  serviceUrl = '/',
  navigation = [],
  currentPath,
  onSignOut,
  homepageUrl = '//gov.uk',
  navigationId = 'navigation',
  masthead,
}: HeaderProps) {
  const t = useMessages(govukMessages);
  const wide = useMediaQuery(TABLET_UP);
  const [open, setOpen] = useState(false);
  const hasItems = navigation.length > 0 || !!onSignOut;
  const collapse = navigation.length + (onSignOut ? 1 : 0) > 1;
  const listHidden = collapse && !wide && !open;

  return (
    <>
      {masthead ?? <GovukHeaderBar homepageUrl={homepageUrl} />}
      <section
        aria-label={t('serviceInformation')}
        className="govuk-service-navigation"
        data-module="govuk-service-navigation"
      >
        <div className="govuk-width-container">
          <div className="govuk-service-navigation__container">
            <span className="govuk-service-navigation__service-name">
              <Link to={serviceUrl} className="govuk-service-navigation__link">
                {serviceName}
              </Link>
            </span>
            {hasItems ? (
              <nav aria-label={t('menu')} className="govuk-service-navigation__wrapper">
                {collapse ? (
                  <button
                    type="button"
                    className="govuk-service-navigation__toggle govuk-js-service-navigation-toggle"
                    aria-controls={navigationId}
                    // As GOV.UK's script: the state is announced only where the button is shown (below tablet).
                    aria-expanded={wide ? undefined : open}
                    hidden={wide}
                    aria-hidden={wide ? 'true' : undefined}
                    onClick={() => setOpen((value) => !value)}
                  >
                    {t('menu')}
                  </button>
                ) : null}
                <ul className="govuk-service-navigation__list" id={navigationId} hidden={listHidden}>
                  {navigation.map((item) => {
                    const current = currentState(item.href, currentPath);
                    const active = current !== undefined;
                    return (
                      <li
                        key={item.href}
                        className={`govuk-service-navigation__item${active ? ' govuk-service-navigation__item--active' : ''}`}
                      >
                        <Link
                          className="govuk-service-navigation__link"
                          to={item.href}
                          aria-current={current}
                        >
                          {active ? (
                            <strong className="govuk-service-navigation__active-fallback">{item.text}</strong>
                          ) : (
                            item.text
                          )}
                        </Link>
                      </li>
                    );
                  })}
                  {onSignOut ? (
                    <li className="govuk-service-navigation__item">
                      <button
                        type="button"
                        className="govuk-service-navigation__link app-link-button"
                        onClick={onSignOut}
                      >
                        {t('signOut')}
                      </button>
                    </li>
                  ) : null}
                </ul>
              </nav>
            ) : null}
          </div>
        </div>
      </section>
    </>
  );
}

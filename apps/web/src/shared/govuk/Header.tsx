import { useId, useState } from 'react';
import { Link } from 'react-router';
import { GovukLogo } from './Logo';
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
}

/** GOV.UK tablet breakpoint, where the service navigation stops collapsing. */
const TABLET_UP = '(min-width: 40.0625em)';

function isActive(href: string, currentPath: string | undefined): boolean {
  return !!currentPath && (currentPath === href || currentPath.startsWith(`${href}/`));
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
}: HeaderProps) {
  const navigationId = useId();
  const wide = useMediaQuery(TABLET_UP);
  const [open, setOpen] = useState(false);
  const hasItems = navigation.length > 0 || !!onSignOut;
  const collapse = navigation.length + (onSignOut ? 1 : 0) > 1;
  const listHidden = collapse && !wide && !open;

  return (
    <>
      <div className="govuk-header" data-module="govuk-header">
        <div className="govuk-header__container govuk-width-container">
          <div className="govuk-header__logo">
            <a href="https://www.gov.uk/" className="govuk-header__homepage-link">
              <GovukLogo className="govuk-header__logotype" />
            </a>
          </div>
        </div>
      </div>
      <section
        aria-label="Service information"
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
              <nav aria-label="Menu" className="govuk-service-navigation__wrapper">
                {collapse ? (
                  <button
                    type="button"
                    className="govuk-service-navigation__toggle govuk-js-service-navigation-toggle"
                    aria-controls={navigationId}
                    aria-expanded={open}
                    hidden={wide}
                    aria-hidden={wide ? 'true' : undefined}
                    onClick={() => setOpen((value) => !value)}
                  >
                    Menu
                  </button>
                ) : null}
                <ul className="govuk-service-navigation__list" id={navigationId} hidden={listHidden}>
                  {navigation.map((item) => {
                    const active = isActive(item.href, currentPath);
                    return (
                      <li
                        key={item.href}
                        className={`govuk-service-navigation__item${active ? ' govuk-service-navigation__item--active' : ''}`}
                      >
                        <Link
                          className="govuk-service-navigation__link"
                          to={item.href}
                          aria-current={active ? 'page' : undefined}
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
                        Sign out
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

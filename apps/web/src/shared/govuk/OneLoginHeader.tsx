import { useState } from 'react';
import { GovukLogo } from './Logo';
import './one-login-header.css';

/** One Login's own defaults: its account home is the same for every service that uses it. */
export const ONE_LOGIN_HOME_URL = 'https://home.account.gov.uk';
const GOV_UK_URL = 'https://www.gov.uk/';

export interface OneLoginHeaderProps {
  /** Ends this service's session and One Login's (the broker's sign-out, ADR 48). */
  onSignOut: () => void;
}

/** One Login's person-and-bar mark; decorative (the link text names it). */
function OneLoginIcon({ inNavigation = false }: { inNavigation?: boolean }) {
  return (
    <svg
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
      width="15"
      height="30"
      viewBox="150 150 250 250"
      fill="currentcolor"
      className={`rebranded-cross-service-header__logo${inNavigation ? ' rebranded-cross-service-header__logo--nav' : ''}`}
      aria-hidden="true"
    >
      <path d="M300.002 312.261C249.445 312.261 208.346 271.165 208.346 220.608C208.346 170.051 249.445 128.954 300.002 128.954C350.559 128.954 391.655 170.051 391.655 220.608C391.655 271.165 350.559 312.261 300.002 312.261ZM300.002 170.892C272.673 170.892 250.389 193.175 250.389 220.504C250.389 247.83 272.673 270.113 300.002 270.113C327.33 270.113 349.611 247.83 349.611 220.504C349.611 193.175 327.33 170.892 300.002 170.892Z" />
      <path d="M221.275 471.046H179.231V365.202H420.769V407.246H221.275V471.046Z" />
    </svg>
  );
}

/**
 * The GOV.UK One Login service header (@govuk-one-login/service-header 6, its markup rendered by React): the
 * GOV.UK logo, a link to the person's One Login account and sign-out. It stands where the GOV.UK header would, for
 * people signed in while the service uses One Login; the service navigation follows it as before. Sign-out is the
 * package's button variant, a button because it starts a request. Below tablet both items fold behind the
 * "One Login" toggle, as the package's script does.
 */
export function OneLoginHeader({ onSignOut }: OneLoginHeaderProps) {
  const [open, setOpen] = useState(false);
  const label = open ? 'Hide GOV.UK One Login menu' : 'Show GOV.UK One Login menu';
  return (
    <div className="rebranded-cross-service-header" data-module="one-login-header">
      {/* toggle-enabled: what the package's script adds once the toggle works; here it always does. */}
      <div className="rebranded-one-login-header toggle-enabled" data-one-login-header-nav="">
        <div className="rebranded-one-login-header__container govuk-width-container">
          <div className="rebranded-one-login-header__logo">
            <a
              href={GOV_UK_URL}
              className="rebranded-one-login-header__link rebranded-one-login-header__link--homepage"
            >
              <GovukLogo
                className="rebranded-one-login-header__logotype"
                dotClassName="rebranded-one-login-header__logo-dot"
              />
            </a>
          </div>
          <button
            type="button"
            aria-controls="one-login-header__nav"
            aria-label={label}
            aria-expanded={open}
            className={`rebranded-cross-service-header__toggle js-x-header-toggle${open ? ' rebranded-cross-service-header__toggle--open' : ''}`}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="rebranded-cross-service-header__toggle-content-wrapper">
              <OneLoginIcon />
              <span className="rebranded-cross-service-header__toggle-content">One Login</span>
            </span>
          </button>
          <nav
            aria-label="GOV.UK One Login"
            className={`rebranded-one-login-header__nav${open ? ' rebranded-one-login-header__nav--open' : ''}`}
            id="one-login-header__nav"
          >
            <ul className="rebranded-one-login-header__nav__list">
              <li className="rebranded-one-login-header__nav__list-item">
                <a className="rebranded-one-login-header__nav__link" href={ONE_LOGIN_HOME_URL}>
                  <span className="rebranded-one-login-header__nav__text">
                    <OneLoginIcon inNavigation />
                    GOV.UK One Login
                  </span>
                </a>
              </li>
              <li className="rebranded-one-login-header__nav__list-item">
                <button type="button" className="rebranded-one-login-header__nav__button" onClick={onSignOut}>
                  <span className="rebranded-one-login-header__nav__text rebranded-one-login-header__nav__text--sign-out">
                    Sign out
                  </span>
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}

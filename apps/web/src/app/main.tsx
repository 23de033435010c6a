import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { bootstrap, getSession } from '../shared/auth/session';
import { followProfileLanguage } from '../shared/auth/profile-language';
import { languageReady, startLanguage } from '../shared/i18n';
import { languageFromCookie, languageFromQuery } from '../shared/i18n/language';
import { installApiErrorHandling } from './api-errors';
import { cookieChoicePending, preloadCookieBanner } from './cookie-banner';
import { preloadSignedOutLanding } from '../features/landing';
import { keepFocusAcrossTakeover } from './keep-focus';
import { preloadChrome } from './chrome-preload';
import { createAppRouter } from './router';
import './styles.scss';

// Set here rather than by an inline script (the CSP allows only our own script files).
document.body.classList.add('js-enabled');
if ('noModule' in HTMLScriptElement.prototype) document.body.classList.add('govuk-frontend-supported');

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  // The banner is in the first render whenever it shows (the prerendered landing page may already show it):
  // it never pushes a painted page down.
  const bannerShows =
    root.querySelector('.govuk-cookie-banner') !== null || cookieChoicePending(document.cookie);
  const onLanding = ['/', '/landing'].includes(location.pathname);
  // Read before start writes the cookie: what this device chose, for the profile (ADR 55).
  const chosen = {
    inAddress: languageFromQuery(location.search),
    inCookie: languageFromCookie(document.cookie),
  };
  await Promise.all([
    startLanguage(),
    bootstrap(),
    preloadChrome(),
    bannerShows ? preloadCookieBanner() : undefined,
    onLanding ? preloadSignedOutLanding() : undefined,
  ]);
  await followProfileLanguage(getSession, chosen);
  // Pages preloaded above may have brought catalogues of their own: their Welsh too before the first render.
  await languageReady();
  const router = createAppRouter();
  installApiErrorHandling(router);
  keepFocusAcrossTakeover(root);
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => console.error('The application failed to start', error));

/**
 * The only script of the prerendered signed-out landing page (dist/landing.html, ADR 26), which the build
 * writes into the page itself, first in <body>, and runs as a classic script. The page is complete HTML, so
 * nothing here may stand between the HTML and its first paint: this sets GOV.UK Frontend's body classes and
 * loads the application only after the browser has painted. Until then the page's links and forms work as
 * plain HTML. It must import nothing (scripts/prerender.mjs checks).
 */
document.body.classList.add('js-enabled');
if ('noModule' in HTMLScriptElement.prototype) document.body.classList.add('govuk-frontend-supported');

// Spec §2: the empty path redirects to the landing page. The server sends this page for `/` itself rather
// than a redirect (one round trip less before the first paint); the address becomes /landing here, before the
// application starts, so the application starts on /landing exactly as after a redirect.
if (location.pathname === '/') {
  history.replaceState(history.state, '', `/landing${location.search}${location.hash}`);
}

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = script?.getAttribute('data-app');
const stylesheet = script?.getAttribute('data-css');

/**
 * The page painted from its own inline part of the stylesheet (scripts/prerender.mjs); the application's
 * other pages need the whole of it, so it is loaded before the application. It repeats the inline rules in
 * the same order, so the painted page does not change when it arrives.
 */
function loadStylesheet(): Promise<void> {
  if (!stylesheet) return Promise.resolve();
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: stylesheet,
      crossOrigin: '',
    });
    // A stylesheet that fails to load must not keep the application from starting.
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
}

let started = false;
let failed = false;
function startApp() {
  if (started || !app) return;
  started = true;
  // The entry's own imports and its start-up call, fetched in parallel with it instead of one after another.
  const preload = (attribute: string, attributes: Partial<HTMLLinkElement>) => {
    for (const href of (script?.getAttribute(attribute) ?? '').split(' ').filter(Boolean)) {
      document.head.append(Object.assign(document.createElement('link'), { href, ...attributes }));
    }
  };
  preload('data-preload', { rel: 'modulepreload' });
  preload('data-fetch', { rel: 'preload', as: 'fetch', crossOrigin: '' });
  document.head.append(
    Object.assign(document.createElement('link'), { rel: 'modulepreload', href: app, crossOrigin: '' }),
  );
  // The application runs (and renders) only once the whole stylesheet applies, so a page it shows next is
  // never unstyled; its modules download meanwhile.
  loadStylesheet()
    .then(() => import(/* @vite-ignore */ app))
    .catch((error: unknown) => {
      failed = true;
      console.error('The application failed to load', error);
    });
}

// The cookie banner's form posts to the server, which is what it does without JavaScript. With it, a choice
// made before the application has taken over (its banner keeps the form from submitting) is kept on <html>,
// which the application leaves in place, for the banner to act on (features/cookies/cookie-consent.ts,
// takeEarlyChoice), and the application starts at once. If the application cannot load, the form posts.
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (failed || !(form instanceof HTMLFormElement) || !form.hasAttribute('data-cookie-consent')) return;
  const button = event.submitter;
  if (!(button instanceof HTMLButtonElement) || !button.value) return;
  event.preventDefault();
  document.documentElement.dataset.cookieChoice = button.value;
  startApp();
});

// Start once the first contentful paint has reached the screen (the browser reports it only then): started
// earlier, the application's JavaScript would compete with drawing that paint on a busy two-core machine.
// The first paint can come before the text set in GOV.UK Transport (the header's logo paints while the font
// is still loading: font-display: fallback hides text for up to 100 ms), so the start also waits for the
// fonts, for at most a second. Without paint timing, after the first frame. A tab opened in the background
// paints only when shown; the long timer only guards against a page that never reports its paint.
const afterPaint = () => {
  const fontsWait = new Promise((resolve) => setTimeout(resolve, 1000));
  void Promise.race([document.fonts.ready, fontsWait]).then(() => setTimeout(startApp, 0));
};
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterPaint();
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(afterPaint);
}
setTimeout(startApp, 10_000);

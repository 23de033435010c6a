/**
 * The only script of the prerendered signed-out landing page (dist/landing.html, ADR 26). The page is
 * complete HTML, so nothing here may stand between the HTML and its first paint: this sets GOV.UK Frontend's
 * body classes and loads the application only after the browser has painted. Until then the page's links and
 * forms work as plain HTML.
 */
document.body.classList.add('js-enabled');
if ('noModule' in HTMLScriptElement.prototype) document.body.classList.add('govuk-frontend-supported');

// Module scripts have no document.currentScript.
const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = script?.getAttribute('data-app');

let started = false;
function startApp() {
  if (started || !app) return;
  started = true;
  // The entry's own imports, fetched in parallel instead of one after another as the browser finds them.
  for (const href of (script?.getAttribute('data-preload') ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import(/* @vite-ignore */ app).catch((error: unknown) =>
    console.error('The application failed to load', error),
  );
}

// A frame callback runs just before the next paint; the task it queues runs after that paint. A tab opened
// in the background paints nothing (and runs no frame callbacks) until shown, hence the timer as well.
requestAnimationFrame(() => setTimeout(startApp, 0));
setTimeout(startApp, 1000);

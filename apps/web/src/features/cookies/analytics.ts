const GTM_ORIGIN = 'https://www.googletagmanager.com';
const SCRIPT_ID = 'esos-google-tag-manager';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Loads Google Tag Manager. Call it only once the visitor has allowed analytics cookies, and only with a
 * container id from the UI configuration.
 *
 * The server's Content Security Policy allows scripts from our own origin only (script-src 'self'), so
 * the browser refuses this script as things stand. To turn analytics on, add GTM_ORIGIN (and the origins
 * the container itself uses, such as Google Analytics) to script-src, connect-src and img-src in
 * apps/server/src/platform/http/security.ts.
 */
export function loadGoogleTagManager(containerId: string): boolean {
  const id = containerId.trim();
  if (!id || document.getElementById(SCRIPT_ID)) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return true;
}

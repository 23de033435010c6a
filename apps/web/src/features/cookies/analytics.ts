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
 * The server's Content Security Policy allows GTM_ORIGIN only when GTM_CONTAINER_ID is configured
 * (apps/server/src/platform/http/security.ts).
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

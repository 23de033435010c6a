/**
 * One canonical address. A page opened through another host name (http://127.0.0.1:3000 while the service
 * is http://localhost:3000) would start sign-in with a redirect address the identity provider does not
 * accept, so such a page is sent to the same path on PUBLIC_URL first. The target is always PUBLIC_URL,
 * never the Host header, so this cannot become an open redirect.
 */

// A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port: linear patterns.
const hostPattern = /^(?:[a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export type HostCheck = { kind: 'canonical' } | { kind: 'other'; location: string } | { kind: 'invalid' };

export function checkHost(publicUrl: string, host: string | undefined, pathAndQuery: string): HostCheck {
  if (!host || !hostPattern.test(host)) return { kind: 'invalid' };
  const canonical = new URL(publicUrl);
  // Through URL, so 'localhost:80' and 'localhost' name the same http origin.
  if (new URL(`${canonical.protocol}//${host}`).host === canonical.host) return { kind: 'canonical' };
  // Only a path may follow the origin: '//evil.example' must not become a host.
  const path = pathAndQuery.startsWith('/') && !pathAndQuery.startsWith('//') ? pathAndQuery : '/';
  return { kind: 'other', location: `${canonical.origin}${canonical.pathname.replace(/\/$/, '')}${path}` };
}

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ClientRegistration } from './client-registrations';

/**
 * The hidden frames keycloak-js opens on the provider's origin (ADR 44): the third-party-cookie check
 * (step1 sets a cookie, step2 tells the parent "supported" or "unsupported") and the session-status
 * frame, which answers "<client_id> <session_state>" with "unchanged", "changed" or "error".
 */
const SESSION_COOKIE = 'KEYCLOAK_SESSION';

/**
 * The session the frame compares with, readable by script; a hash, so the cookie is no session handle. Over
 * https it is SameSite=None, as Keycloak's: a client on another site reads it in the frame (a Lax cookie is
 * hidden there, and every check would say "changed"); browsers take None only with Secure.
 */
export function keycloakSessionCookie(
  sessionUid: string,
  path: string,
  secure: boolean,
  maxAgeSeconds: number,
): string {
  return `${SESSION_COOKIE}=${sessionHash(sessionUid)}; Path=${path}; Max-Age=${maxAgeSeconds}${sameSite(secure)}`;
}

export function clearKeycloakSessionCookie(path: string, secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=${path}; Max-Age=0${sameSite(secure)}`;
}

const sameSite = (secure: boolean) => (secure ? '; SameSite=None; Secure' : '; SameSite=Lax');

export const sessionHash = (sessionUid: string) =>
  createHash('sha256').update(sessionUid).digest('base64url');

const step1 = `
document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=supported; Max-Age=60; SameSite=None; Secure';
document.cookie = 'KEYCLOAK_3P_COOKIE=supported; Max-Age=60';
location.replace('step2.html');`;

const step2 = `
var found = /(^|;\\s*)KEYCLOAK_3P_COOKIE(_SAMESITE)?=supported/.test(document.cookie);
document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=; Max-Age=0; SameSite=None; Secure';
document.cookie = 'KEYCLOAK_3P_COOKIE=; Max-Age=0';
window.parent.postMessage(found ? 'supported' : 'unsupported', '*');`;

// Asks the provider once per client and origin whether that origin may use the client (…/init).
const statusFrame = `
var allowed = {};
function originAllowed(clientId, origin) {
  var key = clientId + ' ' + origin;
  if (!allowed[key]) {
    var query = '?client_id=' + encodeURIComponent(clientId) + '&origin=' + encodeURIComponent(origin);
    allowed[key] = fetch(location.pathname + '/init' + query, { credentials: 'omit' })
      .then(function (response) { return response.status === 204; }, function () { return false; });
  }
  return allowed[key];
}
function currentSession() {
  var match = /(^|;\\s*)${SESSION_COOKIE}=([^;]+)/.exec(document.cookie);
  return match ? match[2] : '';
}
function hash(text) {
  return crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then(function (digest) {
    var binary = String.fromCharCode.apply(null, new Uint8Array(digest));
    return btoa(binary).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  });
}
window.addEventListener('message', function (event) {
  if (typeof event.data !== 'string' || !event.source || event.data.length > 500) return;
  var parts = event.data.split(' ');
  var sessionState = parts[1] || '';
  originAllowed(parts[0], event.origin)
    .then(function (ok) {
      if (!ok) return 'error';
      var current = currentSession();
      if (!sessionState) return current ? 'changed' : 'unchanged';
      return hash(sessionState).then(function (mine) { return mine === current ? 'unchanged' : 'changed'; });
    })
    .catch(function () { return 'error'; })
    .then(function (answer) { event.source.postMessage(answer, event.origin); });
});`;

const initQuery = z.object({ client_id: z.string().max(100), origin: z.string().max(300) });

const page = (script: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Session</title></head><body><script>${script}</script></body></html>`;
const scriptHash = (script: string) => createHash('sha256').update(script).digest('base64');

export function registerKeycloakFrames(
  app: FastifyInstance,
  { mountPath, clients }: { mountPath: string; clients: ClientRegistration[] },
): void {
  const protocolPath = `${mountPath}/protocol/openid-connect`;
  // Framed by the registered clients' pages only (Keycloak lets any page frame them).
  const ancestors = ["'self'", ...new Set(clients.flatMap((client) => client.webOrigins))].join(' ');
  const serve = (script: string) => {
    const html = page(script);
    const policy = `default-src 'none'; script-src 'sha256-${scriptHash(script)}'; connect-src 'self'; frame-ancestors ${ancestors}; base-uri 'none'; form-action 'none'`;
    return (_request: unknown, reply: FastifyReply) => {
      reply.removeHeader('x-frame-options');
      return reply
        .header('content-security-policy', policy)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    };
  };
  app.get(`${protocolPath}/3p-cookies/step1.html`, serve(step1));
  app.get(`${protocolPath}/3p-cookies/step2.html`, serve(step2));
  app.get(`${protocolPath}/login-status-iframe.html`, serve(statusFrame));

  const byId = new Map(clients.map((client) => [client.clientId, client]));
  // The frame asks whether the origin that messaged it may use the client (204) or not (403, 404).
  app.get(`${protocolPath}/login-status-iframe.html/init`, async (request, reply) => {
    const query = initQuery.safeParse(request.query);
    const client = query.success ? byId.get(query.data.client_id) : undefined;
    if (!query.success || !client) return reply.code(404).send();
    return reply.code(client.webOrigins.includes(query.data.origin) ? 204 : 403).send();
  });
}

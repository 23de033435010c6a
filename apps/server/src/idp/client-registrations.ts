import { z } from 'zod';
import type { Config } from '../config';

/**
 * A browser client registered as Keycloak registers one (ADR 44): public (PKCE, no secret), redirect URIs
 * that are exact or an exact origin and path prefix ending in "/*", and the origins its pages call from.
 */
export interface ClientRegistration {
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  webOrigins: string[];
}

const MAX_CLIENTS = 20;
const MAX_URIS = 20;

/** An absolute http(s) URI with no user, query or fragment; "*" only as a last path segment "/*". */
function uriProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an absolute URI';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be http or https';
  if (url.username || url.password || url.search || url.hash || value.includes('#'))
    return 'must have no user, query or fragment';
  const wildcards = value.split('*').length - 1;
  if (wildcards > 1 || (wildcards === 1 && !url.pathname.endsWith('/*')))
    return 'may only end in "/*" (no wildcard hosts)';
  return undefined;
}

const uri = z
  .string()
  .max(500)
  .superRefine((value, ctx) => {
    const problem = uriProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `${value} ${problem}` });
  });

const origin = z
  .string()
  .max(300)
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, 'must be an origin');

const registration = z.strictObject({
  clientId: z
    .string()
    .regex(/^[\w.-]{1,100}$/)
    .describe('letters, digits, ".", "_" and "-"'),
  redirectUris: z.array(uri).min(1).max(MAX_URIS),
  /** Keycloak's "+": the redirect URIs, when not given. */
  postLogoutRedirectUris: z.array(uri).max(MAX_URIS).optional(),
  /** Keycloak's "+": the redirect URIs' origins, when not given. */
  webOrigins: z.array(origin).max(MAX_URIS).optional(),
});

/** OIDC_CLIENTS: a JSON array of registrations, parsed at start-up; the SPA's own client is not in it. */
export const clientRegistrations = z
  .string()
  .max(20_000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.array(registration).max(MAX_CLIENTS))
  .transform((clients): ClientRegistration[] =>
    clients.map((client) => ({
      clientId: client.clientId,
      redirectUris: client.redirectUris,
      postLogoutRedirectUris: client.postLogoutRedirectUris ?? client.redirectUris,
      webOrigins: client.webOrigins ?? [
        ...new Set(client.redirectUris.map((value) => new URL(value).origin)),
      ],
    })),
  );

/**
 * Whether `value` is allowed by one registered URI: the same URI, or for "<origin><path>/*" the same
 * origin (scheme, host and port) and a path under that prefix. The URL parser has already resolved
 * dot segments, so "/app/../admin" cannot slip under "/app/*".
 */
export function uriMatches(registered: string, value: string): boolean {
  let candidate: URL;
  try {
    candidate = new URL(value);
  } catch {
    return false;
  }
  if (candidate.username || candidate.password || candidate.hash) return false;
  if (!registered.endsWith('/*')) return new URL(registered).href === candidate.href;
  const prefix = new URL(registered.slice(0, -1));
  return candidate.origin === prefix.origin && candidate.pathname.startsWith(prefix.pathname);
}

/** The SPA's own client, then the ones registered with OIDC_CLIENTS. */
export function registeredClients(config: Config): ClientRegistration[] {
  const { publicUrl, oidc } = config;
  return [
    {
      clientId: oidc.clientId,
      redirectUris: [`${publicUrl}/signin-callback`, `${publicUrl}/silent-check-sso.html`],
      postLogoutRedirectUris: [`${publicUrl}/`, `${publicUrl}/signed-out`, `${publicUrl}/timed-out`],
      webOrigins: [new URL(publicUrl).origin],
    },
    ...oidc.clients,
  ];
}

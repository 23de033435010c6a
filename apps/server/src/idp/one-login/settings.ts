import { createPrivateKey, type KeyObject } from 'node:crypto';
import { withoutTrailing } from '../../platform/text';

/** The GOV.UK One Login broker's settings (ADR 48): all four, or none and the service's own sign-in. */
export interface OneLoginSettings {
  /** One Login's issuer as it names itself (its discovery document is found under it). */
  issuer: string;
  clientId: string;
  /** Signs the token request's client assertion (private_key_jwt); never leaves the process. */
  privateKey: KeyObject;
  algorithm: 'ES256' | 'RS256';
  /** Registered with One Login; its path is served by the broker (and `${path}/logout_response`). */
  redirectUri: string;
  /** Where One Login returns after signing out: Keycloak's broker address for it, beside the redirect URI. */
  postLogoutRedirectUri: string;
}

export const oneLoginVariables = [
  'ONE_LOGIN_ISSUER',
  'ONE_LOGIN_CLIENT_ID',
  'ONE_LOGIN_PRIVATE_KEY',
  'ONE_LOGIN_REDIRECT_URI',
] as const;

type Source = Partial<Record<(typeof oneLoginVariables)[number], string>>;

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An absolute https address (http only on this machine, for the stand-in), without credentials or fragment. */
function addressProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'expected an absolute URL';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && localHosts.has(url.hostname)))
    return 'expected an https URL (http only for localhost)';
  if (url.username || url.password || url.hash) return 'expected no user, password or fragment';
  return undefined;
}

function keyOf(pem: string): { key: KeyObject; algorithm: OneLoginSettings['algorithm'] } | string {
  // Environment files often hold a PEM on one line with \n escapes.
  const text = pem.includes('\\n') ? pem.replaceAll('\\n', '\n') : pem;
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: text, format: 'pem' });
  } catch {
    return 'expected a private key in PEM form (PKCS #8 or PKCS #1), RSA or EC P-256';
  }
  if (key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048)
    return { key, algorithm: 'RS256' };
  if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1')
    return { key, algorithm: 'ES256' };
  return 'expected an RSA key of at least 2048 bits or an EC P-256 key';
}

/**
 * Reads the broker's settings: undefined when none is set, else all of them or a list of problems, each
 * naming its setting (the service then refuses to start).
 */
export function parseOneLoginSettings(
  env: Source,
  publicUrl: string,
): { settings?: OneLoginSettings; problems: string[] } {
  const given = oneLoginVariables.filter((name) => (env[name] ?? '').trim() !== '');
  if (given.length === 0) return { problems: [] };
  const problems = oneLoginVariables
    .filter((name) => !given.includes(name))
    .map((name) => `${name}: required with the other ONE_LOGIN_ settings (${given.join(', ')} set)`);
  const issuer = (env.ONE_LOGIN_ISSUER ?? '').trim();
  const clientId = (env.ONE_LOGIN_CLIENT_ID ?? '').trim();
  const redirectUri = (env.ONE_LOGIN_REDIRECT_URI ?? '').trim();
  if (issuer) {
    const problem = addressProblem(issuer);
    if (problem) problems.push(`ONE_LOGIN_ISSUER: ${problem}`);
  }
  if (clientId && !/^[\w.~-]{1,200}$/.test(clientId))
    problems.push('ONE_LOGIN_CLIENT_ID: expected up to 200 letters, digits, "-", ".", "_" or "~"');
  if (redirectUri) {
    const problem = addressProblem(redirectUri);
    if (problem) problems.push(`ONE_LOGIN_REDIRECT_URI: ${problem}`);
    else if (new URL(redirectUri).origin !== new URL(publicUrl).origin)
      problems.push(
        `ONE_LOGIN_REDIRECT_URI: must be an address of this service (${new URL(publicUrl).origin})`,
      );
    else if (new URL(redirectUri).search) problems.push('ONE_LOGIN_REDIRECT_URI: expected no query');
  }
  const key = env.ONE_LOGIN_PRIVATE_KEY ? keyOf(env.ONE_LOGIN_PRIVATE_KEY) : undefined;
  if (typeof key === 'string') problems.push(`ONE_LOGIN_PRIVATE_KEY: ${key}`);
  if (problems.length > 0 || !key || typeof key === 'string') return { problems };
  return {
    problems: [],
    settings: {
      issuer,
      clientId,
      privateKey: key.key,
      algorithm: key.algorithm,
      redirectUri,
      postLogoutRedirectUri: `${withoutTrailing(redirectUri, '/')}/logout_response`,
    },
  };
}

import { randomUUID } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { withoutTrailing } from '../../platform/text';
import type { OneLoginSettings } from './settings';

/** Why One Login's answer was not accepted: logged (never the token itself) and shown as a page. */
export type Refusal =
  | 'discovery'
  | 'token-request'
  | 'jwks'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'nonce'
  | 'vot'
  | 'expiry'
  | 'claims'
  | 'userinfo';

export class OneLoginRefused extends Error {
  constructor(
    readonly reason: Refusal,
    detail = '',
  ) {
    super(`One Login answer refused: ${reason}${detail ? ` (${detail})` : ''}`);
    this.name = 'OneLoginRefused';
  }
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
}

/** The level of confidence asked for and required: medium (two factors), no identity proving. */
export const REQUIRED_VOT = 'Cl.Cm';
const TIMEOUT_MS = 10_000;

/** What the sign-in learns about the person: One Login's subject and their email address. */
export interface OneLoginIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  /** Kept only to end One Login's session at sign-out (id_token_hint). */
  idToken: string;
}

/**
 * This service as One Login's relying party (a confidential client with private_key_jwt), written on jose
 * (already the API's token library): discovery, the authorize address, the code exchange, ID token checks
 * and userinfo. Discovery and the key set are fetched on first use and kept (a failed fetch is retried).
 */
export function createRelyingParty(settings: OneLoginSettings, userAgent: string) {
  let discovered: Promise<Discovery> | undefined;
  let keySet: ReturnType<typeof createRemoteJWKSet> | undefined;

  async function fetchDiscovery(): Promise<Discovery> {
    const url = `${withoutTrailing(settings.issuer, '/')}/.well-known/openid-configuration`;
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': userAgent },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => undefined);
    if (!response?.ok) throw new OneLoginRefused('discovery', `status ${response?.status ?? 'none'}`);
    const document = (await response.json().catch(() => ({}))) as Partial<Discovery>;
    const endpoints = ['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint', 'jwks_uri'] as const;
    if (
      typeof document.issuer !== 'string' ||
      withoutTrailing(document.issuer, '/') !== withoutTrailing(settings.issuer, '/') ||
      endpoints.some((name) => typeof document[name] !== 'string')
    )
      throw new OneLoginRefused('discovery', 'not the configured issuer, or an endpoint missing');
    return document as Discovery;
  }

  async function discovery(): Promise<Discovery> {
    discovered ??= fetchDiscovery().catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  }

  async function clientAssertion(audience: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: settings.algorithm, typ: 'JWT' })
      .setIssuer(settings.clientId)
      .setSubject(settings.clientId)
      .setAudience(audience)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(settings.privateKey);
  }

  function refusalOf(error: unknown): OneLoginRefused {
    if (error instanceof OneLoginRefused) return error;
    if (error instanceof errors.JWTExpired) return new OneLoginRefused('expiry');
    if (error instanceof errors.JWTClaimValidationFailed) {
      if (error.claim === 'iss') return new OneLoginRefused('issuer');
      if (error.claim === 'aud') return new OneLoginRefused('audience');
      if (error.claim === 'iat' || error.claim === 'exp') return new OneLoginRefused('expiry', error.claim);
      return new OneLoginRefused('claims', error.claim);
    }
    if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid)
      return new OneLoginRefused('jwks');
    if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey)
      return new OneLoginRefused('signature');
    // jose reports a key set it could not fetch or read as a plain JOSEError.
    if (error instanceof errors.JOSEError && error.message.includes('JSON Web Key Set'))
      return new OneLoginRefused('jwks');
    if (error instanceof errors.JOSEError) return new OneLoginRefused('signature', error.code);
    // The key set could not be fetched at all (network, status).
    return new OneLoginRefused('jwks');
  }

  async function verifyIdToken(idToken: string, nonce: string, metadata: Discovery): Promise<JWTPayload> {
    keySet ??= createRemoteJWKSet(new URL(metadata.jwks_uri), {
      timeoutDuration: TIMEOUT_MS,
      headers: { 'user-agent': userAgent },
    });
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keySet, {
        issuer: metadata.issuer,
        audience: settings.clientId,
        algorithms: ['ES256', 'RS256'],
        requiredClaims: ['sub', 'iat', 'exp', 'nonce'],
        clockTolerance: 30,
        // The token comes from the exchange just made, so its iat is now; jose checks iat (too old, or
        // in the future) only with a maximum age.
        maxTokenAge: '5m',
      }));
    } catch (error) {
      throw refusalOf(error);
    }
    if (payload.nonce !== nonce) throw new OneLoginRefused('nonce');
    if (payload.vot !== REQUIRED_VOT) throw new OneLoginRefused('vot', String(payload.vot).slice(0, 20));
    if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 255)
      throw new OneLoginRefused('claims', 'sub');
    return payload;
  }

  return {
    /** One Login's authorize address for this sign-in (GET, as One Login requires). */
    async authorizationUrl(state: string, nonce: string, language: 'en' | 'cy' = 'en'): Promise<string> {
      const metadata = await discovery();
      const url = new URL(metadata.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        scope: 'openid email',
        client_id: settings.clientId,
        redirect_uri: settings.redirectUri,
        state,
        nonce,
        vtr: JSON.stringify([REQUIRED_VOT]),
        // One Login speaks English and Welsh: the language the person chose here (ADR 55).
        ui_locales: language,
      }).toString();
      return url.toString();
    },

    /** The code exchanged, the ID token checked and the email address read from userinfo. */
    async identify(code: string, nonce: string): Promise<OneLoginIdentity> {
      const metadata = await discovery();
      const response = await fetch(metadata.token_endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          'user-agent': userAgent,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: settings.redirectUri,
          client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
          client_assertion: await clientAssertion(metadata.token_endpoint),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch(() => undefined);
      const tokens = (await response?.json().catch(() => undefined)) as
        { id_token?: unknown; access_token?: unknown; error?: unknown } | undefined;
      if (!response?.ok || typeof tokens?.id_token !== 'string' || typeof tokens.access_token !== 'string') {
        const error = typeof tokens?.error === 'string' ? tokens.error.slice(0, 40) : '';
        throw new OneLoginRefused('token-request', `status ${response?.status ?? 'none'} ${error}`.trim());
      }
      const claims = await verifyIdToken(tokens.id_token, nonce, metadata);
      const info = await fetch(metadata.userinfo_endpoint, {
        headers: {
          authorization: `Bearer ${tokens.access_token}`,
          accept: 'application/json',
          'user-agent': userAgent,
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch(() => undefined);
      const user = (await info?.json().catch(() => undefined)) as
        { sub?: unknown; email?: unknown; email_verified?: unknown } | undefined;
      if (
        !info?.ok ||
        !user ||
        user.sub !== claims.sub ||
        typeof user.email !== 'string' ||
        user.email.length > 255
      )
        throw new OneLoginRefused('userinfo', `status ${info?.status ?? 'none'}`);
      return {
        sub: claims.sub as string,
        email: user.email,
        emailVerified: user.email_verified === true,
        idToken: tokens.id_token,
      };
    },

    /** One Login's end-session address, or undefined when it publishes none or cannot be reached. */
    async endSessionUrl(idToken: string, state: string): Promise<string | undefined> {
      const metadata = await discovery().catch(() => undefined);
      if (!metadata?.end_session_endpoint) return undefined;
      const url = new URL(metadata.end_session_endpoint);
      url.search = new URLSearchParams({
        id_token_hint: idToken,
        post_logout_redirect_uri: settings.postLogoutRedirectUri,
        state,
      }).toString();
      return url.toString();
    },
  };
}

export type RelyingParty = ReturnType<typeof createRelyingParty>;

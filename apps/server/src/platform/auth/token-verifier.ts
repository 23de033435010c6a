import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK } from 'jose';
import type { SessionCheck } from './sessions';

export interface VerifiedToken {
  userId: string;
  expiresAt: number;
  /** The provider's sign-in session the token was issued in (`sid`); absent from other issuers' tokens. */
  sessionId?: string;
}

export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Keys of our own provider, read from the database; otherwise the provider's JWKS URL is used. */
  localJwks?: { keys: JWK[] };
  jwksUrl: string;
  /** The clock, in milliseconds; tests move it instead of waiting for a token to expire. */
  now?: () => number;
  /** Refuses a token whose session has ended (signed out); only for our own provider's tokens. */
  sessionCheck?: SessionCheck;
}

const MAX_REMEMBERED_TOKENS = 10_000;

/** Verifies access tokens: signature, issuer, audience and expiry. Anything else is a rejection. */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const now = options.now ?? Date.now;
  const keys = options.localJwks
    ? createLocalJWKSet(options.localJwks)
    : createRemoteJWKSet(new URL(options.jwksUrl));
  // Verifying a signature costs more than the rest of a typical API call; a signature's verdict cannot
  // change before the token expires, so each instance remembers the tokens it has accepted. Whether
  // the token's session still lives is asked on every call (answered from a cache).
  const accepted = new Map<string, VerifiedToken>();
  const verify = async (token: string): Promise<VerifiedToken> => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ['RS256', 'PS256', 'ES256'],
      currentDate: new Date(now()),
    });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') {
      throw new Error('token has no subject or expiry');
    }
    const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
    return { userId: payload.sub, expiresAt: payload.exp, ...(sessionId ? { sessionId } : {}) };
  };
  const { sessionCheck } = options;
  const verifyAndRemember = async (token: string) => {
    const verified = await verify(token);
    if (accepted.size >= MAX_REMEMBERED_TOKENS) accepted.delete(accepted.keys().next().value as string);
    accepted.set(token, verified);
    return verified;
  };
  return async (token) => {
    const known = accepted.get(token);
    const verified = known && known.expiresAt > now() / 1000 ? known : await verifyAndRemember(token);
    if (sessionCheck && verified.sessionId) {
      const live = sessionCheck(verified.sessionId);
      if (live !== true && !(await live)) throw new Error('the session has ended');
    }
    return verified;
  };
}

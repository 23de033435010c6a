import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK } from 'jose';

export interface VerifiedToken {
  userId: string;
  expiresAt: number;
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
}

const MAX_REMEMBERED_TOKENS = 10_000;

/** Verifies access tokens: signature, issuer, audience and expiry. Anything else is a rejection. */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const now = options.now ?? Date.now;
  const keys = options.localJwks
    ? createLocalJWKSet(options.localJwks)
    : createRemoteJWKSet(new URL(options.jwksUrl));
  // Verifying a signature costs more than the rest of a typical API call; a token's verdict cannot
  // change before it expires, so each instance remembers the tokens it has accepted.
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
    return { userId: payload.sub, expiresAt: payload.exp };
  };
  return async (token) => {
    const known = accepted.get(token);
    if (known && known.expiresAt > now() / 1000) return known;
    const verified = await verify(token);
    if (accepted.size >= MAX_REMEMBERED_TOKENS) accepted.delete(accepted.keys().next().value as string);
    accepted.set(token, verified);
    return verified;
  };
}

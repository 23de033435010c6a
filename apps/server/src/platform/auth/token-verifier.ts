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
}

/** Verifies access tokens: signature, issuer, audience and expiry. Anything else is a rejection. */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keys = options.localJwks
    ? createLocalJWKSet(options.localJwks)
    : createRemoteJWKSet(new URL(options.jwksUrl));
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ['RS256', 'PS256', 'ES256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') {
      throw new Error('token has no subject or expiry');
    }
    return { userId: payload.sub, expiresAt: payload.exp };
  };
}

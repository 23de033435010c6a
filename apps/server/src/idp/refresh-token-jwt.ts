import { createLocalJWKSet, importJWK, jwtVerify, SignJWT } from 'jose';
import { publicJwks, type SigningKeys } from '../platform/secrets';

/** What a refresh token's wrapper says about it: the stored token's own fields (oidc-provider's names). */
export interface RefreshTokenFields {
  jti: string;
  iat: number;
  exp: number;
  accountId: string;
  clientId: string;
  sessionUid?: string;
  scope?: string;
}

export interface RefreshTokenJwt {
  /** The signed JWT handed to the client in place of the stored token's opaque value. */
  wrap(token: RefreshTokenFields): Promise<string>;
  /** The stored token's value inside a JWT we signed for this realm; undefined for anything else. */
  unwrap(value: string): Promise<string | undefined>;
}

const JWT_SHAPE = /^[\w-]{1,2000}\.[\w-]{1,4000}\.[\w-]{1,1000}$/;

/**
 * keycloak-js decodes the refresh token as a JWT and reads its `exp` and `iat` (ADR 44). oidc-provider's
 * refresh tokens are opaque and cannot be formatted, so the client gets a JWT that carries the opaque
 * value as its `jti`; the provider still looks the stored token up, so expiry, rotation, reuse detection
 * and sign-out stay its decisions. The signature keeps anything but our own wrappers out.
 */
export async function createRefreshTokenJwt(issuer: string, signing: SigningKeys): Promise<RefreshTokenJwt> {
  const [signingJwk] = signing.keys;
  if (!signingJwk?.kid) throw new Error('no signing key for refresh tokens');
  const alg = signingJwk.alg ?? 'RS256';
  const privateKey = await importJWK(signingJwk, alg);
  const publicKeys = createLocalJWKSet(publicJwks(signing));
  return {
    wrap: (token) =>
      new SignJWT({
        typ: 'Refresh',
        azp: token.clientId,
        ...(token.sessionUid ? { sid: token.sessionUid, session_state: token.sessionUid } : {}),
        ...(token.scope ? { scope: token.scope } : {}),
      })
        .setProtectedHeader({ alg, kid: signingJwk.kid, typ: 'JWT' })
        .setIssuer(issuer)
        // Keycloak's refresh tokens are for the realm itself.
        .setAudience(issuer)
        .setSubject(token.accountId)
        .setJti(token.jti)
        .setIssuedAt(token.iat)
        .setExpirationTime(token.exp)
        .sign(privateKey),
    async unwrap(value) {
      if (!JWT_SHAPE.test(value)) return undefined;
      try {
        const { payload } = await jwtVerify(value, publicKeys, {
          issuer,
          audience: issuer,
          algorithms: [alg],
          typ: 'JWT',
        });
        return payload.typ === 'Refresh' && typeof payload.jti === 'string' ? payload.jti : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

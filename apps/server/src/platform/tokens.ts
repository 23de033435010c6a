import { errors, jwtVerify, SignJWT } from 'jose';
import { ApiError } from './http/errors';

/**
 * What an emailed link's token is for (the JWT subject) and the one claim it carries, as the
 * reference issues them. Lifetimes are the reference's.
 */
export const tokenPurposes = {
  operator_invitation: { claim: 'authority_uuid', minutes: 30 },
  regulator_invitation: { claim: 'authority_uuid', minutes: 30 },
  verifier_invitation: { claim: 'authority_uuid', minutes: 30 },
  change_2fa: { claim: 'user_email', minutes: 5 },
  reset_password: { claim: 'user_email', minutes: 20 },
  user_registration: { claim: 'user_email', minutes: 30 },
  get_file: { claim: 'get_file_uuid', minutes: 1 },
} as const;
export type TokenPurpose = keyof typeof tokenPurposes;

export interface VerifiedLinkToken {
  /** The claim's value (an authority uuid, an email address or a file uuid). */
  value: string;
  /** The token's id, for single-use tokens. */
  id: string;
  expiresAt: Date;
}

export interface LinkTokens {
  sign(purpose: TokenPurpose, value: string, minutes?: number): Promise<string>;
  /** Expired → EMAIL1001; anything else wrong (signature, purpose, audience, shape) → TOKEN1001. */
  verify(purpose: TokenPurpose, token: string): Promise<VerifiedLinkToken>;
}

/** Tokens for emailed links and downloads: HS256 JWTs signed with the application's secret. */
export function createLinkTokens(secret: string, issuer: string, audience = 'esos-web-app'): LinkTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(purpose, value, minutes) {
      const { claim, minutes: defaultMinutes } = tokenPurposes[purpose];
      return new SignJWT({ [claim]: value })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(purpose)
        .setJti(crypto.randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${minutes ?? defaultMinutes}m`)
        .sign(key);
    },
    async verify(purpose, token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience,
          subject: purpose,
          algorithms: ['HS256'],
        });
        const value = payload[tokenPurposes[purpose].claim];
        if (typeof value !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') {
          throw new ApiError('TOKEN1001');
        }
        return { value, id: payload.jti, expiresAt: new Date(payload.exp * 1000) };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new ApiError('EMAIL1001');
        throw new ApiError('TOKEN1001');
      }
    },
  };
}

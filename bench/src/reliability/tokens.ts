import { eq } from 'drizzle-orm';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { Config } from '../../../apps/server/src/config';
import type { Database } from '../../../apps/server/src/platform/db';
import { users } from '../../../apps/server/src/platform/db/schema';
import { loadSigningKeys } from '../../../apps/server/src/platform/secrets';

export interface DemoUser {
  email: string;
  id: string;
  /** A valid access token, renewed before it expires. */
  token(): Promise<string>;
}

/**
 * Access tokens for demo users, signed with the identity provider's stored key, as the provider would
 * issue them (the scripts measure the API, not the sign-in pages: the load balancer run signs in for
 * real where sessions are what is tested).
 */
export async function demoUsers(
  db: Database,
  config: Config,
  emails: readonly string[],
): Promise<Record<string, DemoUser>> {
  const [jwk] = (await loadSigningKeys(db)).keys as JWK[];
  if (!jwk) throw new Error('no signing key in the database');
  const key = await importJWK(jwk, 'RS256');
  const result: Record<string, DemoUser> = {};
  for (const email of emails) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no demo user ${email}`);
    let current: { token: string; renewAt: number } | undefined;
    result[email] = {
      email,
      id: row.id,
      async token() {
        if (!current || Date.now() > current.renewAt) {
          const token = await new SignJWT({ scope: 'openid api', client_id: config.oidc.clientId })
            .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
            .setIssuer(config.oidc.issuer)
            .setAudience(config.oidc.audience)
            .setSubject(row.id)
            .setIssuedAt()
            .setExpirationTime('1h')
            .sign(key);
          current = { token, renewAt: Date.now() + 50 * 60 * 1000 };
        }
        return current.token;
      },
    };
  }
  return result;
}

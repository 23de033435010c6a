import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from './db';
import { platformSecrets } from './db/schema';

/**
 * Returns the named secret, creating it on first use. Insert-if-absent then read back, so that several
 * instances starting together all end up with the same value.
 */
export async function loadOrCreateSecret<T>(
  db: Database,
  name: string,
  create: () => Promise<T>,
): Promise<T> {
  const existing = await db.select().from(platformSecrets).where(eq(platformSecrets.name, name));
  if (existing[0]) return existing[0].value as T;
  await db
    .insert(platformSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, name));
  if (!stored) throw new Error(`secret ${name} could not be stored`);
  return stored.value as T;
}

export interface SigningKeys {
  /** Private JWKs, used by the identity provider to sign tokens. */
  keys: JWK[];
}

export async function loadSigningKeys(db: Database): Promise<SigningKeys> {
  return loadOrCreateSecret(db, 'oidc-signing-keys', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }] };
  });
}

/** Only the public members of each key, for verifying tokens. */
export function publicJwks(signing: SigningKeys): { keys: JWK[] } {
  return {
    keys: signing.keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) => ({
      kty,
      n,
      e,
      crv,
      x,
      y,
      kid,
      alg,
      use,
    })),
  };
}

export async function loadCookieKeys(db: Database, configured: string | undefined): Promise<string[]> {
  if (configured) return [configured];
  return loadOrCreateSecret(db, 'oidc-cookie-keys', async () => [randomBytes(32).toString('base64url')]);
}

export async function loadAppSigningSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return loadOrCreateSecret(db, 'app-signing-secret', async () => randomBytes(32).toString('base64url'));
}

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
  /** Private JWKs, used by the identity provider to sign tokens: the first signs, all are published. */
  keys: JWK[];
}

/**
 * The stored key set and where each key is in its rotation: `next` keys are published but not used yet,
 * `retiring` ones no longer sign but are published until the tokens they signed have expired.
 */
interface StoredSigningKeys extends SigningKeys {
  next?: string[];
  retiring?: { kid: string; until: string }[];
}

const SIGNING_KEYS = 'oidc-signing-keys';

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
}

async function storedSigningKeys(db: Database): Promise<StoredSigningKeys> {
  return loadOrCreateSecret<StoredSigningKeys>(db, SIGNING_KEYS, async () => ({
    keys: [await newSigningKey()],
  }));
}

async function saveSigningKeys(db: Database, stored: StoredSigningKeys): Promise<void> {
  await db.update(platformSecrets).set({ value: stored }).where(eq(platformSecrets.name, SIGNING_KEYS));
}

/** The keys in signing order: the current key first, then the next and the retiring ones (published only). */
export async function loadSigningKeys(db: Database): Promise<SigningKeys> {
  const stored = await storedSigningKeys(db);
  const waiting = new Set([...(stored.next ?? []), ...(stored.retiring ?? []).map((entry) => entry.kid)]);
  return {
    keys: [
      ...stored.keys.filter((key) => !waiting.has(key.kid ?? '')),
      ...stored.keys.filter((key) => waiting.has(key.kid ?? '')),
    ],
  };
}

/**
 * Key rotation, step 1: a new key, published from the next start of each instance but not used to sign,
 * so that anyone who caches our key set knows it before the first token it signs (docs/operations.md).
 */
export async function addNextSigningKey(db: Database): Promise<string> {
  const stored = await storedSigningKeys(db);
  const key = await newSigningKey();
  await saveSigningKeys(db, {
    ...stored,
    keys: [...stored.keys, key],
    next: [...(stored.next ?? []), key.kid!],
  });
  return key.kid!;
}

/**
 * Step 2: the oldest next key signs from each instance's next start; the key it replaces stays published
 * for `keepSeconds` (the longest lifetime of a token it signed), then step 3 removes it.
 */
export async function promoteNextSigningKey(
  db: Database,
  keepSeconds: number,
  now = new Date(),
): Promise<string> {
  const stored = await storedSigningKeys(db);
  const [promoted, ...stillNext] = stored.next ?? [];
  if (!promoted) throw new Error('there is no next signing key: add one first');
  const current = (await loadSigningKeys(db)).keys[0]?.kid;
  const until = new Date(now.getTime() + keepSeconds * 1000).toISOString();
  await saveSigningKeys(db, {
    keys: [
      ...stored.keys.filter((key) => key.kid === promoted),
      ...stored.keys.filter((key) => key.kid !== promoted),
    ],
    next: stillNext,
    retiring: [...(stored.retiring ?? []), ...(current ? [{ kid: current, until }] : [])],
  });
  return promoted;
}

/** Step 3: removes retired keys whose tokens have all expired; returns their ids. */
export async function pruneRetiredSigningKeys(db: Database, now = new Date()): Promise<string[]> {
  const stored = await storedSigningKeys(db);
  const expired = new Set(
    (stored.retiring ?? []).filter((entry) => new Date(entry.until) <= now).map((entry) => entry.kid),
  );
  await saveSigningKeys(db, {
    keys: stored.keys.filter((key) => !expired.has(key.kid ?? '')),
    next: stored.next ?? [],
    retiring: (stored.retiring ?? []).filter((entry) => !expired.has(entry.kid)),
  });
  return [...expired];
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

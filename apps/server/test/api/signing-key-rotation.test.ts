import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../src/platform/auth/token-verifier';
import {
  addNextSigningKey,
  loadSigningKeys,
  promoteNextSigningKey,
  pruneRetiredSigningKeys,
  publicJwks,
} from '../../src/platform/secrets';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Rotating the identity provider's signing key: a new key is published before it signs anything, and
 * the old one stays published until every token it signed has expired.
 */
describe('signing key rotation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** How an instance started now would verify tokens (the published key set). */
  const verifierNow = async () =>
    createTokenVerifier({
      issuer: t.config.oidc.issuer,
      audience: t.config.oidc.audience,
      jwksUrl: t.config.oidc.jwksUrl,
      localJwks: publicJwks(await loadSigningKeys(t.database.db)),
    });
  const kids = async () => (await loadSigningKeys(t.database.db)).keys.map((key) => key.kid);

  it('publishes the next key first, signs with it after promotion, keeps the old one until its tokens expire', async () => {
    const [original] = await kids();
    const oldToken = await t.tokenFor('operator@example.com');

    const next = await addNextSigningKey(t.database.db);
    expect(await kids()).toEqual([original, next]);
    expect(publicJwks(await loadSigningKeys(t.database.db)).keys.map((key) => key.kid)).toContain(next);

    await promoteNextSigningKey(t.database.db, 300);
    expect(await kids()).toEqual([next, original]);
    await expect((await verifierNow())(oldToken)).resolves.toBeTruthy();

    expect(await pruneRetiredSigningKeys(t.database.db)).toEqual([]);
    expect(await pruneRetiredSigningKeys(t.database.db, new Date(Date.now() + 301_000))).toEqual([original]);
    expect(await kids()).toEqual([next]);
    await expect((await verifierNow())(oldToken)).rejects.toThrow();
    const newToken = await t.tokenFor('operator@example.com', {
      key: (await loadSigningKeys(t.database.db)).keys[0],
    });
    await expect((await verifierNow())(newToken)).resolves.toBeTruthy();
  });

  it('refuses to promote when no next key was added', async () => {
    await expect(promoteNextSigningKey(t.database.db, 300)).rejects.toThrow(/add one first/);
  });
});

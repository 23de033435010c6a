import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_UPLOAD_QUOTA_BYTES } from '../../src/platform/files';
import {
  accountContacts,
  consumedTokens,
  oidcModels,
  requestTasks,
  storedFiles,
  users,
} from '../../src/platform/db/schema';
import { multipartPayload } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';

const hourAgo = () => new Date(Date.now() - 60 * 60 * 1000);
const twoDaysAgo = () => new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);

describe('housekeeping and upload limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.scanner = { description: 'test double: everything is clean', scan: async () => 'clean' };
  });
  afterAll(async () => t.close());

  const file = (uuid: string, values: Partial<typeof storedFiles.$inferInsert>) => ({
    uuid,
    kind: 'NOTE' as const,
    fileName: 'a.txt',
    contentType: 'text/plain',
    size: 1,
    content: Buffer.from('a'),
    status: 'PENDING' as const,
    createdAt: twoDaysAgo(),
    ...values,
  });

  it('sweeps expired identity-provider rows, used links and abandoned uploads, and keeps the rest', async () => {
    const db = t.database.db;
    await db.insert(oidcModels).values([
      { kind: 'Session', id: 'expired', payload: {}, expiresAt: hourAgo() },
      { kind: 'Interaction', id: 'expired', payload: {}, expiresAt: hourAgo() },
      { kind: 'Grant', id: 'expired', payload: {}, expiresAt: hourAgo() },
      { kind: 'Session', id: 'live', payload: {}, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await db.insert(consumedTokens).values([
      { id: 'old-link', expiresAt: hourAgo() },
      { id: 'live-link', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    const [task] = await db.select().from(requestTasks).limit(1);
    const listed = '44444444-4444-4444-8444-444444444444';
    const orphan = '55555555-5555-4555-8555-555555555555';
    const abandonedNote = '66666666-6666-4666-8666-666666666666';
    const freshNote = '77777777-7777-4777-8777-777777777777';
    await db
      .update(requestTasks)
      .set({ payload: { attachments: { [listed]: 'kept.pdf' } } })
      .where(eq(requestTasks.id, task!.id));
    await db
      .insert(storedFiles)
      .values([
        file(listed, { kind: 'ATTACHMENT', requestId: task!.requestId }),
        file(orphan, { kind: 'ATTACHMENT', requestId: task!.requestId }),
        file(abandonedNote, {}),
        file(freshNote, { createdAt: new Date() }),
      ]);

    const removed = await t.app.housekeeping.runOnce();
    expect(removed).toMatchObject({
      'expired identity-provider rows': 3,
      'expired used links': 1,
      'abandoned uploads': 2,
    });
    expect((await db.select({ id: oidcModels.id }).from(oidcModels)).map((row) => row.id)).toContain('live');
    expect(
      await db.select({ id: oidcModels.id }).from(oidcModels).where(eq(oidcModels.id, 'expired')),
    ).toEqual([]);
    expect((await db.select().from(consumedTokens)).map((row) => row.id)).toEqual(['live-link']);
    const left = await db
      .select({ uuid: storedFiles.uuid })
      .from(storedFiles)
      .where(inArray(storedFiles.uuid, [listed, orphan, abandonedNote, freshNote]));
    expect(left.map((row) => row.uuid).sort()).toEqual([listed, freshNote].sort());
  });

  it('lets one instance sweep at a time, the others skip their turn without an error', async () => {
    const results = await Promise.all([t.app.housekeeping.runOnce(), t.app.housekeeping.runOnce()]);
    expect(results.filter((result) => result !== undefined).length).toBeGreaterThanOrEqual(1);
  });

  it('refuses an upload past the per-user quota of files waiting to be used', async () => {
    const email = 'operator@example.com';
    const [operator] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [contact] = await t.database.db
      .select()
      .from(accountContacts)
      .where(eq(accountContacts.userId, operator!.id));
    const upload = async () => {
      const { payload, headers } = multipartPayload([{ name: 'file', value: 'hello', filename: 'a.txt' }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1.0/account-notes/upload/account/${contact!.accountId}`,
        payload,
        headers: { ...headers, authorization: `Bearer ${await t.tokenFor(email)}` },
      });
    };
    expect((await upload()).statusCode).toBe(200);
    await t.database.db.insert(storedFiles).values(
      file('88888888-8888-4888-8888-888888888888', {
        createdBy: operator!.id,
        size: PENDING_UPLOAD_QUOTA_BYTES,
        createdAt: new Date(),
      }),
    );
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/waiting/),
    });
  });
});

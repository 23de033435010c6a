import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorities, requestTasks } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

// Each instance caches the caller's authorities and dashboard pages. These tests change the data behind
// the application's back, as another instance would, and expect the next calls to see the change.
describe('read caches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = async (email: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await t.tokenFor(email)}` } });
  const assignedToMe = async () =>
    (await get('operator@example.com', '/api/v1.0/ORGANISATION/items/assigned-to-me?page=0&size=10')).json();

  it('shows a dashboard change committed elsewhere on the next calls', async () => {
    const before = await assignedToMe();
    expect(before.totalItems).toBe(12);
    expect(await assignedToMe()).toEqual(before);

    await t.database.db
      .update(requestTasks)
      .set({ assignee: null })
      .where(eq(requestTasks.id, before.items[0].taskId));
    await expect.poll(async () => (await assignedToMe()).totalItems, { timeout: 5000 }).toBe(11);
  });

  it('shows a change of authority committed elsewhere on the next calls', async () => {
    const state = async () =>
      (await get('colleague.operator@example.com', '/api/v1.0/authorities/current-user-state')).json().status;
    expect(await state()).toBe('ENABLED');
    await t.database.db
      .update(authorities)
      .set({ status: 'DISABLED' })
      .where(eq(authorities.userId, await t.userId('colleague.operator@example.com')));
    await expect.poll(state, { timeout: 5000 }).toBe('DISABLED');
  });
});

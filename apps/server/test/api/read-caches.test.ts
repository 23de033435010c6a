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

  it("shows this instance's own changes on the very next call", async () => {
    const before = await assignedToMe();
    expect(await assignedToMe()).toEqual(before);
    const unassigned = (
      await get('operator@example.com', '/api/v1.0/ORGANISATION/items/unassigned?page=0&size=10')
    ).json();
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/tasks-assignment/assign',
      headers: { authorization: `Bearer ${await t.tokenFor('operator@example.com')}` },
      payload: { taskId: unassigned.items[0].taskId, userId: await t.userId('operator@example.com') },
    });
    expect(taken.statusCode, taken.body).toBe(204);
    expect((await assignedToMe()).totalItems).toBe(before.totalItems + 1);

    // A save leaves the caller's authorities cached; a change of them is seen at once all the same.
    const state = async () =>
      (await get('restricted.operator@example.com', '/api/v1.0/authorities/current-user-state')).json()
        .status;
    expect(await state()).toBe('ENABLED');
    const [account] = await t.database.db
      .select({ accountId: authorities.accountId })
      .from(authorities)
      .where(eq(authorities.userId, await t.userId('restricted.operator@example.com')));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1.0/operator-authorities/account/${account?.accountId}/${await t.userId('restricted.operator@example.com')}`,
      headers: { authorization: `Bearer ${await t.tokenFor('operator@example.com')}` },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await state()).not.toBe('ENABLED');
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorities, authorityPermissions, requestTasks, users } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

interface Item {
  taskId: number;
  requestId: string;
  requestType: string;
  accountName?: string;
  accountRegistrationNumber?: string;
  daysRemaining?: number;
}
const lists = ['assigned-to-me', 'assigned-to-others', 'unassigned'] as const;
const scottishRegulator = 'scottish.regulator@example.gov.uk';

// Issue 38 point 4: the dashboard's search, report type and sort by days remaining.
describe('work-list filters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A regulator of another competent authority with every permission England's demo regulator has.
    const [person] = await t.database.db
      .insert(users)
      .values({ email: scottishRegulator, firstName: 'Morag', lastName: 'Reid', status: 'REGISTERED' })
      .returning({ id: users.id });
    const [authority] = await t.database.db
      .insert(authorities)
      .values({ userId: person!.id, status: 'ACTIVE', competentAuthority: 'SCOTLAND' })
      .returning({ id: authorities.id });
    await t.database.db.execute(sql`
      insert into ${authorityPermissions} (authority_id, permission)
      select ${authority!.id}, p.permission from ${authorityPermissions} p
      join ${authorities} a on a.id = p.authority_id join ${users} u on u.id = a.user_id
      where u.email = 'regulator@example.gov.uk'`);
  });
  afterAll(async () => t.close());

  const get = async (email: string, list: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1.0/ORGANISATION/items/${list}?page=0&size=100${query}`,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
    });
  const items = async (email: string, list: string, query = '') => {
    const response = await get(email, list, query);
    expect(response.statusCode).toBe(200);
    return response.json() as { items: Item[]; totalItems: number };
  };

  it('narrows to one report type, with the true total and paging', async () => {
    const all = await items('operator@example.com', 'assigned-to-others');
    const plans = all.items.filter((item) => item.requestType === 'ACTION_PLAN_P3');
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.length).toBeLessThan(all.items.length);
    const filtered = await items('operator@example.com', 'assigned-to-others', '&reportType=ACTION_PLAN_P3');
    expect(filtered.totalItems).toBe(plans.length);
    expect(filtered.items.map((item) => item.taskId)).toEqual(plans.map((item) => item.taskId));
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/v1.0/ORGANISATION/items/assigned-to-others?page=1&size=1&reportType=ACTION_PLAN_P3',
      headers: { authorization: `Bearer ${await t.tokenFor('operator@example.com')}` },
    });
    expect(second.json()).toMatchObject({ totalItems: plans.length, items: [{ taskId: plans[1]?.taskId }] });
  });

  it('searches the organisation name, registration number and request id ignoring case', async () => {
    const all = await items('operator@example.com', 'assigned-to-me');
    const byName = await items('operator@example.com', 'assigned-to-me', '&search=sUBSIDIARY%2011');
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.totalItems).toBe(
      all.items.filter((item) => item.accountName === 'Demo Subsidiary 11 Ltd').length,
    );
    expect(new Set(byName.items.map((item) => item.accountName))).toEqual(
      new Set(['Demo Subsidiary 11 Ltd']),
    );

    const target = all.items.find((item) => item.accountName === 'Demo Organisation Ltd')!;
    const byNumber = await items(
      'operator@example.com',
      'assigned-to-me',
      `&search=${encodeURIComponent(` ${target.accountRegistrationNumber!} `)}`,
    );
    expect(byNumber.totalItems).toBe(
      all.items.filter((item) => item.accountRegistrationNumber === target.accountRegistrationNumber).length,
    );

    const byRequest = await items(
      'operator@example.com',
      'assigned-to-me',
      `&search=${target.requestId.toLowerCase()}`,
    );
    expect(byRequest.items.map((item) => item.requestId)).toEqual(
      all.items.filter((item) => item.requestId === target.requestId).map((item) => item.requestId),
    );
    // LIKE's wildcards match only themselves.
    expect((await items('operator@example.com', 'assigned-to-me', '&search=%25')).totalItems).toBe(0);
  });

  it('sorts by days remaining either way, tasks without a due date last', async () => {
    const all = await items('operator@example.com', 'assigned-to-me');
    const [soon, late] = [all.items[3]!, all.items[5]!];
    await t.database.db
      .update(requestTasks)
      .set({ dueDate: new Date(Date.now() + 3 * 86_400_000) })
      .where(eq(requestTasks.id, soon.taskId));
    await t.database.db
      .update(requestTasks)
      .set({ dueDate: new Date(Date.now() + 900 * 86_400_000) })
      .where(eq(requestTasks.id, late.taskId));
    const ascending = await items('operator@example.com', 'assigned-to-me', '&sort=daysRemaining,asc');
    expect(ascending.totalItems).toBe(all.totalItems);
    expect(ascending.items[0]!.taskId).toBe(soon.taskId);
    expect(ascending.items.at(-1)!.taskId).toBe(late.taskId);
    const days = ascending.items.map((item) => item.daysRemaining!);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
    const descending = await items('operator@example.com', 'assigned-to-me', '&sort=daysRemaining,desc');
    expect(descending.items[0]!.taskId).toBe(late.taskId);
    expect(descending.items.at(-1)!.taskId).toBe(soon.taskId);

    // The regulator's account-opening reviews have no due date: after the dated closure either way.
    for (const direction of ['asc', 'desc']) {
      const mixed = await items(
        'regulator@example.gov.uk',
        'assigned-to-me',
        `&sort=daysRemaining,${direction}`,
      );
      const dated = mixed.items.filter((item) => item.daysRemaining !== undefined).length;
      expect(mixed.items.slice(dated).every((item) => item.daysRemaining === undefined)).toBe(true);
    }
    const reviews = await items('regulator@example.gov.uk', 'unassigned', '&sort=daysRemaining,asc');
    expect(reviews.totalItems).toBe(3);
  });

  it('answers the filters after a list merged from slices, as later in the same process', async () => {
    // The regulator's unfiltered list is merged from (authority, task type) slices with a unionAll, whose
    // order Drizzle rewrote in place: when those order terms were shared, every filtered statement after it
    // named bare, ambiguous columns and answered 500 (in full runs, where a worker's files share modules).
    expect((await items('regulator@example.gov.uk', 'unassigned')).totalItems).toBeGreaterThan(0);
    for (const query of ['&sort=daysRemaining,desc', '&search=%2520']) {
      await items('regulator@example.gov.uk', 'assigned-to-others', query);
    }
  });

  it.each([
    ['&reportType=EVIL', 'reportType'],
    [`&search=${'x'.repeat(101)}`, 'search'],
    ['&sort=name,asc', 'sort'],
    ['&sort=daysRemaining', 'sort'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const response = await get('operator@example.com', 'assigned-to-me', query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'FORM1002',
      data: [expect.objectContaining({ fieldName: field })],
    });
  });

  it('shows nothing of another account or competent authority, whatever the filters', async () => {
    for (const list of lists) {
      for (const query of ['&search=Demo', '&sort=daysRemaining,asc', '&reportType=ACTION_PLAN_P3']) {
        const other = await items('other.operator@example.com', list, query);
        expect(other.items.every((item) => !item.accountName?.startsWith('Demo'))).toBe(true);
        expect(await items(scottishRegulator, list, query)).toEqual({ items: [], totalItems: 0 });
      }
      expect(await items('operator@example.com', list, '&search=Other%20Company')).toEqual({
        items: [],
        totalItems: 0,
      });
    }
    // England's regulator, with the same permissions, does see tasks with these filters.
    expect(
      (await items('regulator@example.gov.uk', 'unassigned', '&sort=daysRemaining,asc')).totalItems,
    ).toBeGreaterThan(0);
  });
});

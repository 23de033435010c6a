import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorities, users } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

describe('dashboard work items', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const items = async (email: string, list: string, query = 'page=0&size=10') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1.0/ORGANISATION/items/${list}?${query}`,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
    });

  it('pages the tasks assigned to the caller, newest first, zero-based', async () => {
    const first = await items('operator@example.com', 'assigned-to-me');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.totalItems).toBe(12);
    expect(body.items).toHaveLength(10);
    // Newest: the notification she sent for review, which she waits for.
    expect(body.items[0]).toMatchObject({
      requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
      taskType: 'NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT',
      taskAssignee: { firstName: 'Olivia', lastName: 'Operator' },
      taskAssigneeType: 'OPERATOR',
      accountName: 'Demo Organisation Ltd',
      accountRegistrationNumber: '10000000',
      accountOrganisationId: expect.stringMatching(/^ORG\d{6}$/),
      competentAuthority: 'ENGLAND',
      isNew: true,
    });
    // A report's tasks are due at its window's end: with demo data, a year from today, so due the day after (ADR 0022).
    expect(body.items[0].daysRemaining).toBeGreaterThanOrEqual(366);
    expect(body.items[0].daysRemaining).toBeLessThanOrEqual(367);
    expect(body.items[1]).toMatchObject({
      taskType: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT',
      accountName: 'Demo Subsidiary 11 Ltd',
    });
    const dates = body.items.map((item: { creationDate: string }) => item.creationDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    const second = (await items('operator@example.com', 'assigned-to-me', 'page=1&size=10')).json();
    expect(second.items).toHaveLength(2);
    expect(second.totalItems).toBe(12);
  });

  it('lists tasks assigned to others and unassigned ones the caller may see', async () => {
    const others = (await items('operator@example.com', 'assigned-to-others')).json();
    // Colin's three action plans, and the notification Rosa is reviewing for her.
    expect(others.totalItems).toBe(4);
    expect(
      others.items.map((item: { taskAssignee: { firstName: string } }) => item.taskAssignee.firstName).sort(),
    ).toEqual(['Colin', 'Colin', 'Colin', 'Rosa']);
    const unassigned = (await items('operator@example.com', 'unassigned')).json();
    expect(unassigned.totalItems).toBe(3);
    expect(unassigned.items[0]).not.toHaveProperty('taskAssignee');
  });

  it('shows regulators the tasks of their competent authority only for their permissions', async () => {
    const unassigned = (await items('regulator@example.gov.uk', 'unassigned')).json();
    expect(unassigned.totalItems).toBe(3);
    expect(unassigned.items.map((item: { taskType: string }) => item.taskType)).toEqual(
      Array(3).fill('ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW'),
    );
    // Account opening has no window, so its tasks have no due date.
    expect(unassigned.items[0]).not.toHaveProperty('daysRemaining');
    const mine = (await items('regulator@example.gov.uk', 'assigned-to-me')).json();
    expect(mine.items.map((item: { taskType: string }) => item.taskType)).toEqual(['ACCOUNT_CLOSURE_SUBMIT']);
  });

  it('shows nothing to users whose authority matches no task', async () => {
    for (const email of ['verifier@example.com']) {
      for (const list of ['assigned-to-me', 'assigned-to-others', 'unassigned']) {
        expect((await items(email, list)).json()).toEqual({ items: [], totalItems: 0 });
      }
    }
  });

  it.each([
    ['page=-1&size=10'],
    ['page=0&size=0'],
    ['page=x&size=10'],
    ['size=10'],
    ['page=0&size=10&sort=evil'],
  ])('refuses the query %s with 400', async (query) => {
    const response = await items('operator@example.com', 'assigned-to-me', query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('FORM1002');
  });

  it('refuses an unknown account type', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1.0/INSTALLATION/items/assigned-to-me?page=0&size=10',
      headers: { authorization: `Bearer ${await t.tokenFor('operator@example.com')}` },
    });
    expect(response.statusCode).toBe(400);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1.0/ORGANISATION/items/unassigned?page=0&size=10',
    });
    expect(response.statusCode).toBe(401);
  });

  // The reference's role annotation requires an active authority (api-behaviour §3.1).
  it.each(['new.operator@example.com', 'disabled.operator@example.com'])(
    'refuses %s, who has no active authority, with 403 in the error shape',
    async (email) => {
      for (const list of ['assigned-to-me', 'assigned-to-others', 'unassigned']) {
        const response = await items(email, list);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    },
  );

  it("lets a regulator through whose only active authority has no permissions (only an operator's is dropped)", async () => {
    const email = 'no.permissions.regulator@example.gov.uk';
    const [person] = await t.database.db
      .insert(users)
      .values({ email, firstName: 'Nora', lastName: 'None', status: 'REGISTERED', termsVersion: 1 })
      .returning({ id: users.id });
    await t.database.db
      .insert(authorities)
      .values({ userId: person!.id, status: 'ACTIVE', competentAuthority: 'ENGLAND' });
    const response = await items(email, 'assigned-to-me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], totalItems: 0 });
  });
});

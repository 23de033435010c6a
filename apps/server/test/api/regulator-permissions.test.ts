import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorityPermissions } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

describe("the current regulator's permission groups", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = async (email: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1.0/regulator-authorities/permissions',
      headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
    });

  it('gives a regulator with every permission every group at EXECUTE', async () => {
    const response = await get('regulator@example.gov.uk');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.editable).toBe(true);
    expect(Object.keys(body.permissions)).toHaveLength(10);
    expect(Object.values(body.permissions).every((level) => level === 'EXECUTE')).toBe(true);
  });

  it('shows the highest level whose permissions are all held', async () => {
    await t.database.db
      .delete(authorityPermissions)
      .where(
        eq(
          authorityPermissions.permission,
          'PERM_ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW_EXECUTE_TASK',
        ),
      );
    await t.database.db
      .delete(authorityPermissions)
      .where(eq(authorityPermissions.permission, 'PERM_UPLOAD_VERIFIED_ORGANISATION_ACCOUNTS'));
    await t.database.db
      .delete(authorityPermissions)
      .where(eq(authorityPermissions.permission, 'PERM_CA_USERS_EDIT'));
    const body = (await get('regulator@example.gov.uk')).json();
    expect(body.permissions.REVIEW_ORGANISATION_ACCOUNT).toBe('VIEW_ONLY');
    expect(body.permissions.MANAGE_VERIFIED_ORGANISATION_ACCOUNTS).toBe('NONE');
    expect(body.permissions.MANAGE_USERS_AND_CONTACTS).toBe('NONE');
    expect(body.permissions.ACCOUNT_CLOSURE).toBe('EXECUTE');
    expect(body.editable).toBe(false);
  });

  it('refuses other roles with 403', async () => {
    for (const email of ['operator@example.com', 'verifier@example.com', 'new.operator@example.com']) {
      expect((await get(email)).statusCode).toBe(403);
    }
  });
});

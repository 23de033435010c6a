import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorityPermissions } from '../../src/platform/db/schema';
import { requestTypeDefinitions } from '../../src/workflow/registry';
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

// The groups are derived from the definitions the app runs (ADR 45), not listed beside them.
describe('the regulator permission groups of the workflows an app runs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, {
      workflows: requestTypeDefinitions.filter((definition) => definition.type !== 'ACCOUNT_CLOSURE'),
    });
  });
  afterAll(async () => t.close());

  it("has no group for a workflow it does not run, in the levels, the user's permissions and the presets", async () => {
    const get = async (url: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1.0${url}`,
        headers: { authorization: `Bearer ${await t.tokenFor('regulator@example.gov.uk')}` },
      });
    const levels = (await get('/regulator-authorities/permissions/group-levels')).json<
      Record<string, string[]>
    >();
    expect(Object.keys(levels)).toHaveLength(9);
    expect(levels).not.toHaveProperty('ACCOUNT_CLOSURE');
    expect(levels.RETURN_NOC).toEqual(['NONE', 'EXECUTE']);
    const own = (await get('/regulator-authorities/permissions')).json<{
      permissions: Record<string, string>;
    }>();
    expect(own.permissions).not.toHaveProperty('ACCOUNT_CLOSURE');
    const presets = (await get('/authorities/regulator-roles')).json<
      { code: string; rolePermissions: Record<string, string> }[]
    >();
    const superUser = presets.find((preset) => preset.code === 'ca_super_user');
    expect(Object.keys(superUser?.rolePermissions ?? {})).toEqual(Object.keys(levels));
  });
});

import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/platform/db/schema';
import { withoutTrailing } from '../../src/platform/text';
import { createTestApp, type TestApp } from '../support/test-app';

const PASSWORD = 'lighthouse pancake origami 58';

/** One person, one account: email addresses are compared and stored in one normal form (lower case). */
describe('email identity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const usersNamed = async (email: string) =>
    t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);

  it('stores a self-registered address in lower case, so an invitation finds the same person', async () => {
    const token = await t.app.linkTokens.sign('user_registration', 'Mixed.Case@Example.COM');
    const mount = withoutTrailing(new URL(t.config.oidc.issuer).pathname, '/');
    const registered = await t.app.inject({
      method: 'POST',
      url: `${mount}/login-actions/no-interaction/register/password`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, password: PASSWORD, confirmPassword: PASSWORD }).toString(),
    });
    expect(registered.statusCode).toBe(200);
    expect((await usersNamed('mixed.case@example.com')).map((user) => user.email)).toEqual([
      'mixed.case@example.com',
    ]);

    const operator = await t.tokenFor('operator@example.com');
    const { rows } = (await t.database.db.execute(
      sql`select a.account_id as "accountId" from authority a join app_user u on u.id = a.user_id
          where u.email = 'operator@example.com' limit 1`,
    )) as unknown as { rows: { accountId: number }[] };
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v1.0/operator-users/invite/account/${rows[0]?.accountId}`,
      headers: { authorization: `Bearer ${operator}` },
      payload: { email: 'MIXED.CASE@example.com', firstName: 'Mix', lastName: 'Case', roleCode: 'operator' },
    });
    expect(invited.statusCode).toBe(204);
    expect(await usersNamed('mixed.case@example.com')).toHaveLength(1);
  });

  it('refuses a second user whose address differs only in case', async () => {
    await expect(
      t.database.db.insert(users).values({ email: 'OPERATOR@example.com', firstName: 'A', lastName: 'B' }),
    ).rejects.toThrow();
  });

  it('stops the migration with a clear message when existing addresses collide', async () => {
    const migration = await readFile(
      new URL('../../drizzle/0013_email_case_insensitive.sql', import.meta.url),
      'utf8',
    );
    await t.database.db.execute(sql`drop index app_user_email_lower_key`);
    await t.database.db.insert(users).values([
      { email: 'Twin@Example.com', firstName: 'T', lastName: 'One' },
      { email: 'twin@example.com', firstName: 'T', lastName: 'Two' },
    ]);
    let failure = '';
    try {
      for (const statement of migration.split('--> statement-breakpoint'))
        await t.database.db.execute(sql.raw(statement));
    } catch (error) {
      let current: unknown = error;
      while (current instanceof Error && current.cause instanceof Error) current = current.cause;
      failure = current instanceof Error ? current.message : String(error);
    }
    expect(failure).toMatch(/differ only in case/);
    expect(failure).toContain('twin@example.com');
  });
});

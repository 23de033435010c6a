import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorities,
  authorityPermissions,
  mailOutbox,
  userCredentials,
  users,
} from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

const VERIFIER = 'verifier@example.com';
const COLLEAGUE = 'colleague.verifier@example.com';
const OTHER_BODY = 'other.verifier@example.com';

describe('verifier users', () => {
  let t: TestApp;

  const call = async (email: string, method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1.0${url}`,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
      ...(payload ? { payload } : {}),
    });

  const addVerifier = async (email: string, verificationBodyId: number) => {
    const [user] = await t.database.db
      .insert(users)
      .values({ email, firstName: 'Vera', lastName: 'Colleague', status: 'REGISTERED', phoneNumber: '0100' })
      .returning({ id: users.id });
    const [authority] = await t.database.db
      .insert(authorities)
      .values({ userId: user!.id, status: 'ACTIVE', verificationBodyId, code: 'verifier' })
      .returning({ id: authorities.id });
    await t.database.db
      .insert(authorityPermissions)
      .values({ authorityId: authority!.id, permission: 'PERM_TASK_ASSIGNMENT' });
    await t.database.db.insert(userCredentials).values({ userId: user!.id, totpSecret: 'JBSWY3DPEHPK3PXP' });
    return user!.id;
  };

  const changes = { email: COLLEAGUE, firstName: 'Veronica', lastName: 'Colleague', phoneNumber: '0200' };

  beforeAll(async () => {
    t = await createTestApp();
    await addVerifier(COLLEAGUE, 1);
    await addVerifier(OTHER_BODY, 2);
  });
  afterAll(async () => t.close());

  it('lets a verifier with PERM_VB_USERS_EDIT read and change a colleague of the same body', async () => {
    const id = await t.userId(COLLEAGUE);
    const read = await call(VERIFIER, 'GET', `/verifier-users/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ email: COLLEAGUE, firstName: 'Vera', phoneNumber: '0100' });
    const changed = await call(VERIFIER, 'PATCH', `/verifier-users/${id}`, changes);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ firstName: 'Veronica', phoneNumber: '0200', email: COLLEAGUE });
  });

  it('refuses users of another body, non-verifiers, verifiers without the permission and other roles', async () => {
    const other = await call(VERIFIER, 'GET', `/verifier-users/${await t.userId(OTHER_BODY)}`);
    expect(other.json().code).toBe('AUTHORITY1006');
    const operator = await call(VERIFIER, 'GET', `/verifier-users/${await t.userId('operator@example.com')}`);
    expect(operator.json().code).toBe('AUTHORITY1013');
    const withoutPermission = await call(COLLEAGUE, 'GET', `/verifier-users/${await t.userId(VERIFIER)}`);
    expect(withoutPermission.statusCode).toBe(403);
    const regulator = await call(
      'regulator@example.gov.uk',
      'GET',
      `/verifier-users/${await t.userId(COLLEAGUE)}`,
    );
    expect(regulator.statusCode).toBe(403);
  });

  it('validates the details', async () => {
    const response = await call(VERIFIER, 'PATCH', `/verifier-users/${await t.userId(COLLEAGUE)}`, {
      ...changes,
      firstName: '',
    });
    expect(response.json().code).toBe('FORM1001');
  });

  it('lets every verifier change their own details', async () => {
    const response = await call(COLLEAGUE, 'PATCH', '/verifier-users/verifier', {
      ...changes,
      mobileNumber: '0777',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().mobileNumber).toBe('0777');
    const operator = await call('operator@example.com', 'PATCH', '/verifier-users/verifier', changes);
    expect(operator.statusCode).toBe(403);
  });

  it("resets a colleague's two-factor authentication and tells them", async () => {
    const id = await t.userId(COLLEAGUE);
    expect(
      (await call(COLLEAGUE, 'PATCH', `/verifier-users/${await t.userId(VERIFIER)}/reset-2fa`)).statusCode,
    ).toBe(403);
    const response = await call(VERIFIER, 'PATCH', `/verifier-users/${id}/reset-2fa`);
    expect(response.statusCode).toBe(200);
    const [credential] = await t.database.db
      .select()
      .from(userCredentials)
      .where(eq(userCredentials.userId, id));
    expect(credential?.totpSecret).toBeNull();
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, COLLEAGUE))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.template).toBe('Reset2FaConfirmation');
  });

  it('has no verifier role codes, as the reference seeds none', async () => {
    const response = await call(VERIFIER, 'GET', '/authorities/verifier-role-codes');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect((await call('operator@example.com', 'GET', '/authorities/verifier-role-codes')).statusCode).toBe(
      403,
    );
  });
});

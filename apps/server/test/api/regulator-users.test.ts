import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountContacts,
  authorities,
  authorityPermissions,
  mailOutbox,
  requestTasks,
  userCredentials,
  users,
  userSignatures,
} from '../../src/platform/db/schema';
import { bmpImage, multipartPayload, type FormPart } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';

const ADMIN = 'regulator@example.gov.uk';
const READONLY = 'regulator.readonly@example.gov.uk';
const OPERATOR = 'operator@example.com';
const WALES_ADMIN = 'wales.admin@example.gov.uk';
const INVITEE = 'new.regulator@example.gov.uk';

const details = {
  firstName: 'Nora',
  lastName: 'Newman',
  jobTitle: 'Technical officer',
  phoneNumber: '01234 567890',
};

describe('regulator users and permissions', () => {
  let t: TestApp;

  const call = async (email: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1.0${url}`,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
      ...(payload ? { payload } : {}),
    });

  const form = async (email: string, url: string, parts: FormPart[]) => {
    const { payload, headers } = multipartPayload(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1.0${url}`,
      headers: { ...headers, authorization: `Bearer ${await t.tokenFor(email)}` },
      payload,
    });
  };

  const latestMail = async (to: string) => {
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return row;
  };

  const authorityOf = async (email: string) => {
    const [row] = await t.database.db
      .select()
      .from(authorities)
      .where(eq(authorities.userId, await t.userId(email)));
    return row;
  };

  const update = (user: Record<string, unknown>, permissions: Record<string, string>) => ({
    name: 'regulatorUserUpdateDTO',
    value: JSON.stringify({ user, permissions }),
    filename: 'blob',
    contentType: 'application/json',
  });

  beforeAll(async () => {
    t = await createTestApp();
    // A manager of another competent authority: must never see or change England's users.
    const [wales] = await t.database.db
      .insert(users)
      .values({ email: WALES_ADMIN, firstName: 'Wyn', lastName: 'Wales', status: 'REGISTERED' })
      .returning({ id: users.id });
    const [authority] = await t.database.db
      .insert(authorities)
      .values({ userId: wales!.id, status: 'ACTIVE', competentAuthority: 'WALES' })
      .returning({ id: authorities.id });
    await t.database.db
      .insert(authorityPermissions)
      .values({ authorityId: authority!.id, permission: 'PERM_CA_USERS_EDIT' });
  });
  afterAll(async () => t.close());

  describe('listing', () => {
    it("lists the users of the caller's competent authority only", async () => {
      const response = await call(ADMIN, 'GET', '/regulator-authorities');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.editable).toBe(true);
      const names = body.caUsers.map((user: { firstName: string }) => user.firstName);
      expect(names).toEqual(expect.arrayContaining(['Rita', 'Reggie']));
      expect(names).not.toContain('Wyn');
      const rita = body.caUsers.find((user: { firstName: string }) => user.firstName === 'Rita');
      expect(rita).toMatchObject({ authorityStatus: 'ACTIVE', locked: false, jobTitle: 'Energy manager' });
      expect(typeof rita.authorityCreationDate).toBe('string');
    });

    it('is not editable for a regulator without CA_USERS_EDIT and refused to other roles', async () => {
      expect((await call(READONLY, 'GET', '/regulator-authorities')).json().editable).toBe(false);
      expect((await call(OPERATOR, 'GET', '/regulator-authorities')).statusCode).toBe(403);
      expect((await call('verifier@example.com', 'GET', '/regulator-authorities')).statusCode).toBe(403);
      const wales = (await call(WALES_ADMIN, 'GET', '/regulator-authorities')).json();
      expect(wales.caUsers).toHaveLength(1);
    });
  });

  describe('reads that need the manage-users permission (CA[EDIT_USER])', () => {
    it("refuses another user's details, permissions and signature, the levels and the roles without it", async () => {
      const adminId = await t.userId(ADMIN);
      for (const path of [
        `/regulator-users/${adminId}`,
        `/regulator-users/${adminId}/signature?signatureUuid=00000000-0000-4000-8000-000000000000`,
        `/regulator-authorities/permissions/${adminId}`,
        '/regulator-authorities/permissions/group-levels',
        '/authorities/regulator-roles',
      ]) {
        const response = await call(READONLY, 'GET', path);
        expect({ path, status: response.statusCode }).toEqual({ path, status: 403 });
      }
    });

    it('still lets them read their own record (for their own details page)', async () => {
      const own = await call(READONLY, 'GET', `/regulator-users/${await t.userId(READONLY)}`);
      expect(own.statusCode).toBe(200);
      expect((await call(READONLY, 'GET', '/regulator-authorities/permissions')).json().editable).toBe(false);
    });
  });

  describe('permission groups and presets', () => {
    it('lists the allowed levels of each group', async () => {
      const body = (await call(ADMIN, 'GET', '/regulator-authorities/permissions/group-levels')).json();
      expect(body.REVIEW_ORGANISATION_ACCOUNT).toEqual(['NONE', 'VIEW_ONLY', 'EXECUTE']);
      expect(body.MANAGE_USERS_AND_CONTACTS).toEqual(['NONE', 'EXECUTE']);
      expect(Object.keys(body)).toHaveLength(10);
    });

    it('returns the five regulator role presets as group levels', async () => {
      const body = (await call(ADMIN, 'GET', '/authorities/regulator-roles')).json();
      expect(body.map((role: { code: string }) => role.code)).toEqual([
        'regulator_admin_team',
        'regulator_technical_officer',
        'regulator_team_leader',
        'ca_super_user',
        'service_super_user',
      ]);
      expect(body[0].rolePermissions).toMatchObject({
        REVIEW_ORGANISATION_ACCOUNT: 'VIEW_ONLY',
        ASSIGN_REASSIGN_TASKS: 'EXECUTE',
        MANAGE_USERS_AND_CONTACTS: 'NONE',
      });
      expect(Object.values(body[3].rolePermissions).every((level) => level === 'EXECUTE')).toBe(true);
      expect((await call(OPERATOR, 'GET', '/authorities/regulator-roles')).statusCode).toBe(403);
    });

    it("shows another user's levels, within the same competent authority only", async () => {
      const readonlyId = await t.userId(READONLY);
      const body = (await call(ADMIN, 'GET', `/regulator-authorities/permissions/${readonlyId}`)).json();
      expect(body.permissions.REVIEW_ORGANISATION_ACCOUNT).toBe('VIEW_ONLY');
      expect(body.permissions.MANAGE_USERS_AND_CONTACTS).toBe('NONE');
      expect(body.editable).toBe(true);
      const foreign = await call(WALES_ADMIN, 'GET', `/regulator-authorities/permissions/${readonlyId}`);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().code).toBe('AUTHORITY1003');
    });
  });

  describe('invitation', () => {
    const invite = (email: string, permissions: Record<string, string>, extra: FormPart[] = []) =>
      form(ADMIN, '/regulator-users/invite', [
        {
          name: 'regulatorInvitedUser',
          value: JSON.stringify({ email: INVITEE, ...details, permissions }),
          filename: 'blob',
          contentType: 'application/json',
        },
        ...extra,
      ]).then((response) => ({ response, email }));

    let token = '';

    it('creates a pending user and authority and emails a link', async () => {
      const { response } = await invite(INVITEE, {
        REVIEW_ORGANISATION_ACCOUNT: 'EXECUTE',
        ASSIGN_REASSIGN_TASKS: 'EXECUTE',
      });
      expect(response.statusCode).toBe(204);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, INVITEE));
      expect(user).toMatchObject({ status: 'PENDING', jobTitle: 'Technical officer' });
      const authority = await authorityOf(INVITEE);
      expect(authority).toMatchObject({ status: 'PENDING', competentAuthority: 'ENGLAND' });
      const mail = await latestMail(INVITEE);
      expect(mail?.template).toBe('InvitationToRegulatorAccount');
      const link = /https?:\/\/\S+\/invitation\/regulator\?token=(\S+)/.exec(mail?.body ?? '');
      expect(link).not.toBeNull();
      token = decodeURIComponent(link?.[1] ?? '');
      const levels = (
        await call(ADMIN, 'GET', `/regulator-authorities/permissions/${await t.userId(INVITEE)}`)
      ).json();
      expect(levels.permissions).toMatchObject({
        REVIEW_ORGANISATION_ACCOUNT: 'EXECUTE',
        ASSIGN_REASSIGN_TASKS: 'EXECUTE',
        ACCOUNT_CLOSURE: 'NONE',
      });
    });

    it('refuses a second invitation while the first is pending, and people already in the service', async () => {
      const again = await invite(INVITEE, {});
      expect(again.response.json().code).toBe('AUTHORITY1005');
      for (const email of [OPERATOR, ADMIN, 'verifier@example.com', 'new.operator@example.com']) {
        const response = await form(ADMIN, '/regulator-users/invite', [
          {
            name: 'regulatorInvitedUser',
            value: JSON.stringify({ email, ...details, permissions: {} }),
          },
        ]);
        expect(response.statusCode, email).toBe(400);
        expect(response.json().code, email).toBe('USER1001');
      }
    });

    it('validates the details and permission levels', async () => {
      const bad = await form(ADMIN, '/regulator-users/invite', [
        {
          name: 'regulatorInvitedUser',
          value: JSON.stringify({ email: 'not-an-email', firstName: '', permissions: {} }),
        },
      ]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('FORM1001');
      const level = await form(ADMIN, '/regulator-users/invite', [
        {
          name: 'regulatorInvitedUser',
          value: JSON.stringify({
            email: 'someone.else@example.gov.uk',
            ...details,
            permissions: { MANAGE_USERS_AND_CONTACTS: 'VIEW_ONLY' },
          }),
        },
      ]);
      expect(level.json().code).toBe('FORM1001');
      const missing = await form(ADMIN, '/regulator-users/invite', [{ name: 'other', value: 'x' }]);
      expect(missing.json().code).toBe('FORM1001');
      const json = await call(ADMIN, 'POST', '/regulator-users/invite', { email: 'x@example.gov.uk' });
      expect(json.statusCode).toBe(415);
      const [created] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'someone.else@example.gov.uk'));
      expect(created).toBeUndefined();
    });

    it('is only for managers of regulator users', async () => {
      const parts = [
        {
          name: 'regulatorInvitedUser',
          value: JSON.stringify({ email: 'x@example.gov.uk', ...details, permissions: {} }),
        },
      ];
      expect((await form(READONLY, '/regulator-users/invite', parts)).statusCode).toBe(403);
      expect((await form(OPERATOR, '/regulator-users/invite', parts)).statusCode).toBe(403);
    });

    it('accepts the invitation only for the invitee, once', async () => {
      const wrongUser = await call(
        READONLY,
        'POST',
        '/regulator-users/registration/accept-invitation-and-register',
        {
          token,
        },
      );
      expect(wrongUser.json().code).toBe('TOKEN1002');
      const garbage = await call(
        INVITEE,
        'POST',
        '/regulator-users/registration/accept-invitation-and-register',
        {
          token: 'not-a-token',
        },
      );
      expect(garbage.json().code).toBe('TOKEN1001');
      const accepted = await call(
        INVITEE,
        'POST',
        '/regulator-users/registration/accept-invitation-and-register',
        {
          token,
        },
      );
      expect(accepted.statusCode).toBe(204);
      expect((await authorityOf(INVITEE))?.status).toBe('ACCEPTED');
      const [user] = await t.database.db.select().from(users).where(eq(users.email, INVITEE));
      expect(user?.status).toBe('REGISTERED');
      expect((await latestMail(INVITEE))?.template).toBe('InviteeInvitationAccepted');
      expect((await latestMail(ADMIN))?.template).toBe('InviterInvitationAccepted');
      const twice = await call(
        INVITEE,
        'POST',
        '/regulator-users/registration/accept-invitation-and-register',
        {
          token,
        },
      );
      expect(twice.json().code).toBe('TOKEN1001');
    });
  });

  describe('status changes', () => {
    it('lets an ACCEPTED user only become ACTIVE, and emails the activation', async () => {
      const userId = await t.userId(INVITEE);
      const disable = await call(ADMIN, 'POST', '/regulator-authorities', [
        { userId, authorityStatus: 'DISABLED' },
      ]);
      expect(disable.json().code).toBe('AUTHORITY1008');
      expect((await authorityOf(INVITEE))?.status).toBe('ACCEPTED');
      const activate = await call(ADMIN, 'POST', '/regulator-authorities', [
        { userId, authorityStatus: 'ACTIVE' },
      ]);
      expect(activate.statusCode).toBe(204);
      expect((await authorityOf(INVITEE))?.status).toBe('ACTIVE');
      expect((await latestMail(INVITEE))?.template).toBe('UserAccountActivation');
      const state = await call(INVITEE, 'GET', '/authorities/current-user-state');
      expect(state.json()).toMatchObject({ roleType: 'REGULATOR', status: 'ENABLED' });
    });

    it('refuses users of other competent authorities, and callers without CA_USERS_EDIT', async () => {
      const userId = await t.userId(INVITEE);
      const foreign = await call(WALES_ADMIN, 'POST', '/regulator-authorities', [
        { userId, authorityStatus: 'DISABLED' },
      ]);
      expect(foreign.json().code).toBe('AUTHORITY1003');
      const operator = await call(ADMIN, 'POST', '/regulator-authorities', [
        { userId: await t.userId(OPERATOR), authorityStatus: 'DISABLED' },
      ]);
      expect(operator.json().code).toBe('AUTHORITY1003');
      const readonly = await call(READONLY, 'POST', '/regulator-authorities', [
        { userId, authorityStatus: 'DISABLED' },
      ]);
      expect(readonly.statusCode).toBe(403);
      expect((await authorityOf(INVITEE))?.status).toBe('ACTIVE');
    });
  });

  describe('details, permissions and signature', () => {
    const readonlyUser = {
      email: READONLY,
      firstName: 'Reggie',
      lastName: 'Readonly',
      jobTitle: 'Officer',
      phoneNumber: '0123',
    };

    it('lets a manager change details and permissions, and stores a valid signature', async () => {
      const userId = await t.userId(READONLY);
      const response = await form(ADMIN, `/regulator-users/${userId}`, [
        update(readonlyUser, { REVIEW_ORGANISATION_ACCOUNT: 'EXECUTE', ACCOUNT_CLOSURE: 'EXECUTE' }),
        {
          name: 'signature',
          value: bmpImage(240, 140),
          filename: 'my signature.bmp',
          contentType: 'image/bmp',
        },
      ]);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.permissions).toMatchObject({
        REVIEW_ORGANISATION_ACCOUNT: 'EXECUTE',
        ACCOUNT_CLOSURE: 'EXECUTE',
        ASSIGN_REASSIGN_TASKS: 'NONE',
      });
      expect(body.user).toMatchObject({ jobTitle: 'Officer', signature: { name: 'my signature.bmp' } });
      const fetched = (await call(ADMIN, 'GET', `/regulator-users/${userId}`)).json();
      expect(fetched.signature.uuid).toBe(body.user.signature.uuid);
    });

    it('streams the signature through a short-lived token', async () => {
      const userId = await t.userId(READONLY);
      const { signature } = (await call(ADMIN, 'GET', `/regulator-users/${userId}`)).json();
      const tokenResponse = await call(
        ADMIN,
        'GET',
        `/regulator-users/${userId}/signature?signatureUuid=${signature.uuid}`,
      );
      expect(tokenResponse.statusCode).toBe(200);
      expect(tokenResponse.json().tokenExpirationMinutes).toBe(1);
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/v1.0/user-signatures/${tokenResponse.json().token}`,
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('image/bmp');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="my signature.bmp"; filename*=UTF-8''my%20signature.bmp`,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.rawPayload.subarray(0, 2).toString()).toBe('BM');
      expect(download.rawPayload.length).toBe(bmpImage(240, 140).length);

      const own = await call(READONLY, 'GET', `/users/signature?signatureUuid=${signature.uuid}`);
      expect(own.statusCode).toBe(200);
      const notMine = await call(ADMIN, 'GET', `/users/signature?signatureUuid=${signature.uuid}`);
      expect(notMine.statusCode).toBe(404);
      const foreign = await call(
        WALES_ADMIN,
        'GET',
        `/regulator-users/${userId}/signature?signatureUuid=${signature.uuid}`,
      );
      expect(foreign.json().code).toBe('AUTHORITY1003');
      const bad = await t.app.inject({ method: 'GET', url: '/api/v1.0/user-signatures/nonsense' });
      expect(bad.json().code).toBe('TOKEN1001');
    });

    it.each([
      ['wrong dimensions', bmpImage(241, 140), 'IMAGE1001'],
      ['too big', bmpImage(500, 140), 'FILE1003'],
      ['not a BMP', Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.alloc(200)]), 'FILE1005'],
      ['a BMP name on other bytes', Buffer.from('hello, this is not an image at all.....'), 'FILE1005'],
      ['a BMP under another name', bmpImage(240, 140), 'FILE1005', 'signature.html'],
    ])(
      'refuses a signature that is %s, changing nothing',
      async (_label, content, code, filename = 'signature.bmp') => {
        const userId = await t.userId(READONLY);
        const before = (await call(ADMIN, 'GET', `/regulator-users/${userId}`)).json();
        const response = await form(ADMIN, `/regulator-users/${userId}`, [
          update({ ...readonlyUser, jobTitle: 'Changed' }, {}),
          { name: 'signature', value: content, filename, contentType: 'image/bmp' },
        ]);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe(code);
        const after = (await call(ADMIN, 'GET', `/regulator-users/${userId}`)).json();
        expect(after).toEqual(before);
      },
    );

    it('refuses unexpected parts', async () => {
      const userId = await t.userId(READONLY);
      const response = await form(ADMIN, `/regulator-users/${userId}`, [
        update(readonlyUser, {}),
        { name: 'extra', value: 'x' },
      ]);
      expect(response.json().code).toBe('FORM1001');
    });

    it('lets anyone edit their own details but not their own permissions without CA_USERS_EDIT', async () => {
      const response = await form(READONLY, '/regulator-users', [
        update({ ...readonlyUser, firstName: 'Reginald' }, { MANAGE_USERS_AND_CONTACTS: 'EXECUTE' }),
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.firstName).toBe('Reginald');
      expect(response.json().permissions.MANAGE_USERS_AND_CONTACTS).toBe('NONE');
    });

    it('refuses changes to others without CA_USERS_EDIT, or in another competent authority', async () => {
      const adminId = await t.userId(ADMIN);
      const readonly = await form(READONLY, `/regulator-users/${adminId}`, [update(readonlyUser, {})]);
      expect(readonly.statusCode).toBe(403);
      const foreign = await form(WALES_ADMIN, `/regulator-users/${adminId}`, [update(readonlyUser, {})]);
      expect(foreign.json().code).toBe('AUTHORITY1003');
      expect((await call(WALES_ADMIN, 'GET', `/regulator-users/${adminId}`)).json().code).toBe(
        'AUTHORITY1003',
      );
      expect((await call(OPERATOR, 'GET', `/regulator-users/${adminId}`)).statusCode).toBe(403);
    });
  });

  describe('two-factor reset', () => {
    it('removes the authenticator and emails the user', async () => {
      const userId = await t.userId(INVITEE);
      await t.database.db.insert(userCredentials).values({ userId, totpSecret: 'JBSWY3DPEHPK3PXP' });
      expect((await call(READONLY, 'POST', `/regulator-users/${userId}/reset-2fa`)).statusCode).toBe(403);
      expect((await call(WALES_ADMIN, 'POST', `/regulator-users/${userId}/reset-2fa`)).json().code).toBe(
        'AUTHORITY1003',
      );
      const response = await call(ADMIN, 'POST', `/regulator-users/${userId}/reset-2fa`);
      expect(response.statusCode).toBe(200);
      const [credential] = await t.database.db
        .select()
        .from(userCredentials)
        .where(eq(userCredentials.userId, userId));
      expect(credential?.totpSecret).toBeNull();
      expect((await latestMail(INVITEE))?.template).toBe('Reset2FaConfirmation');
    });
  });

  describe('deletion', () => {
    it("removes the authority and hands its open tasks to the account's regulator site contact", async () => {
      const userId = await t.userId(INVITEE);
      const [closure] = await t.database.db
        .update(requestTasks)
        .set({ assignee: userId })
        .where(eq(requestTasks.type, 'ACCOUNT_CLOSURE_SUBMIT'))
        .returning();
      const [review] = await t.database.db
        .select()
        .from(requestTasks)
        .where(eq(requestTasks.type, 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW'))
        .limit(1);
      if (!closure?.accountId || !review) throw new Error('demo data has no closure or review task');
      await t.database.db
        .update(requestTasks)
        .set({ assignee: userId })
        .where(eq(requestTasks.id, review.id));
      // The closing account has a site contact who may close accounts; the application has none.
      await t.database.db
        .insert(accountContacts)
        .values({ accountId: closure.accountId, contactType: 'CA_SITE', userId: await t.userId(ADMIN) });
      expect((await call(READONLY, 'DELETE', `/regulator-authorities/${userId}`)).statusCode).toBe(403);
      expect((await call(WALES_ADMIN, 'DELETE', `/regulator-authorities/${userId}`)).json().code).toBe(
        'AUTHORITY1003',
      );
      expect((await call(ADMIN, 'DELETE', `/regulator-authorities/${userId}`)).statusCode).toBe(204);
      expect(await authorityOf(INVITEE)).toBeUndefined();
      const assigneeOf = async (id: number) =>
        (await t.database.db.select().from(requestTasks).where(eq(requestTasks.id, id)))[0]?.assignee;
      expect(await assigneeOf(closure.id)).toBe(await t.userId(ADMIN));
      expect(await assigneeOf(review.id)).toBeNull();
    });

    it('lets a regulator remove themselves', async () => {
      expect((await call(WALES_ADMIN, 'DELETE', '/regulator-authorities')).statusCode).toBe(204);
      expect(await authorityOf(WALES_ADMIN)).toBeUndefined();
      expect((await call(OPERATOR, 'DELETE', '/regulator-authorities')).statusCode).toBe(403);
    });

    it('keeps signatures with their owner only', async () => {
      const rows = await t.database.db
        .select({ userId: userSignatures.userId })
        .from(userSignatures)
        .where(and(eq(userSignatures.userId, await t.userId(READONLY))));
      expect(rows).toHaveLength(1);
    });
  });
});

import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountContacts,
  accounts,
  authorities,
  authorityPermissions,
  mailOutbox,
  requestTasks,
  userCredentials,
  users,
} from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

const OLIVIA = 'operator@example.com';
const COLIN = 'colleague.operator@example.com';
const RESTRICTED = 'restricted.operator@example.com';
const OTHER = 'other.operator@example.com';
const AWAITING = 'awaiting.operator@example.com';
const REGULATOR = 'regulator@example.gov.uk';

describe('operator users, authorities and invitations', () => {
  let t: TestApp;
  let demoOrg: number;
  let subsidiary1: number;
  let subsidiary2: number;
  let applicant: number;

  const accountId = async (name: string) => {
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.name, name));
    if (!row) throw new Error(`no account ${name}`);
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    demoOrg = await accountId('Demo Organisation Ltd');
    subsidiary1 = await accountId('Demo Subsidiary 01 Ltd');
    subsidiary2 = await accountId('Demo Subsidiary 02 Ltd');
    applicant = await accountId('Applicant Company 1 plc');
  });
  afterAll(async () => t.close());

  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    email: string | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1.0${url}`,
      headers: email ? { authorization: `Bearer ${await t.tokenFor(email)}` } : {},
      ...(payload ? { payload } : {}),
    });

  const latestMail = async (to: string, template?: string) => {
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        template
          ? and(eq(mailOutbox.recipient, to), eq(mailOutbox.template, template))
          : eq(mailOutbox.recipient, to),
      )
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return row;
  };

  const invitationToken = async (to: string) => {
    const mail = await latestMail(to, 'InvitationToOperatorAccount');
    const link = /https?:\/\/\S+\/registration\/invitation\?token=(\S+)/.exec(mail?.body ?? '');
    if (!link?.[1]) throw new Error(`no invitation link for ${to}`);
    return decodeURIComponent(link[1]);
  };

  const authorityOf = async (email: string, account: number) => {
    const [row] = await t.database.db
      .select()
      .from(authorities)
      .where(and(eq(authorities.userId, await t.userId(email)), eq(authorities.accountId, account)));
    return row;
  };

  const contactsOf = async (account: number) =>
    Object.fromEntries(
      (await t.database.db.select().from(accountContacts).where(eq(accountContacts.accountId, account))).map(
        (row) => [row.contactType, row.userId],
      ),
    );

  describe('listing', () => {
    it('lists the operator authorities with roles, statuses and contacts for an Advanced user', async () => {
      const response = await call('GET', `/operator-authorities/account/${demoOrg}`, OLIVIA);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.editable).toBe(true);
      expect(body.contactTypes.PRIMARY).toBe(await t.userId(OLIVIA));
      const byName = new Map(
        body.authorities.map((row: { firstName: string }) => [row.firstName, row] as const),
      );
      expect(byName.get('Rosa')).toMatchObject({
        roleCode: 'operator',
        roleName: 'Restricted user',
        authorityStatus: 'ACTIVE',
        locked: false,
      });
      expect(byName.get('Ari')).toMatchObject({ authorityStatus: 'ACCEPTED' });
      expect(byName.get('Olivia')).toMatchObject({ roleName: 'Advanced user' });
    });

    it('shows a locked user as locked', async () => {
      await t.database.db
        .update(userCredentials)
        .set({ lockedUntil: new Date(Date.now() + 60_000) })
        .where(eq(userCredentials.userId, await t.userId(RESTRICTED)));
      const body = (await call('GET', `/operator-authorities/account/${demoOrg}`, OLIVIA)).json();
      expect(body.authorities.find((row: { firstName: string }) => row.firstName === 'Rosa').locked).toBe(
        true,
      );
      await t.database.db
        .update(userCredentials)
        .set({ lockedUntil: null })
        .where(eq(userCredentials.userId, await t.userId(RESTRICTED)));
    });

    it('lets a Restricted user list but not edit, and a regulator of the CA list and edit', async () => {
      const restricted = await call('GET', `/operator-authorities/account/${demoOrg}`, RESTRICTED);
      expect(restricted.statusCode).toBe(200);
      expect(restricted.json().editable).toBe(false);
      const regulator = await call('GET', `/operator-authorities/account/${demoOrg}`, REGULATOR);
      expect(regulator.statusCode).toBe(200);
      expect(regulator.json().editable).toBe(true);
    });

    it('refuses operators of other accounts, verifiers, unknown accounts and anonymous callers', async () => {
      expect((await call('GET', `/operator-authorities/account/${demoOrg}`, OTHER)).statusCode).toBe(403);
      expect(
        (await call('GET', `/operator-authorities/account/${demoOrg}`, 'verifier@example.com')).statusCode,
      ).toBe(403);
      expect((await call('GET', `/operator-authorities/account/999999`, OLIVIA)).statusCode).toBe(403);
      expect((await call('GET', `/operator-authorities/account/${demoOrg}`, null)).statusCode).toBe(401);
    });

    it('gives the operator role codes to those who may edit users only', async () => {
      const response = await call('GET', `/authorities/account/${demoOrg}/operator-role-codes`, OLIVIA);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { code: 'operator_admin', name: 'Advanced user' },
        { code: 'operator', name: 'Restricted user' },
      ]);
      expect(
        (await call('GET', `/authorities/account/${demoOrg}/operator-role-codes`, RESTRICTED)).statusCode,
      ).toBe(403);
      expect(
        (await call('GET', `/authorities/account/${demoOrg}/operator-role-codes`, OTHER)).statusCode,
      ).toBe(403);
    });
  });

  describe('saving roles, statuses and contacts', () => {
    const save = async (
      email: string,
      list: { userId: string; roleCode?: string; authorityStatus: string }[],
      contactTypes: { PRIMARY?: string; SECONDARY?: string },
      account = demoOrg,
    ) =>
      call('POST', `/operator-authorities/account/${account}`, email, {
        accountOperatorAuthorityUpdateList: list,
        contactTypes,
      });

    it.each([
      [
        'ROLE1000',
        async () => [{ userId: await t.userId(COLIN), roleCode: 'boss', authorityStatus: 'ACTIVE' }],
      ],
      ['AUTHORITY1004', async () => [{ userId: await t.userId(OTHER), authorityStatus: 'ACTIVE' }]],
      ['AUTHORITY1008', async () => [{ userId: await t.userId(AWAITING), authorityStatus: 'DISABLED' }]],
      [
        'AUTHORITY1001',
        async () => [
          { userId: await t.userId(OLIVIA), roleCode: 'operator', authorityStatus: 'ACTIVE' },
          { userId: await t.userId(COLIN), authorityStatus: 'DISABLED' },
          { userId: await t.userId(RESTRICTED), authorityStatus: 'DISABLED' },
        ],
      ],
    ])('refuses %s and changes nothing', async (code, list) => {
      const before = await authorityOf(RESTRICTED, demoOrg);
      const response = await save(
        OLIVIA,
        [
          { userId: await t.userId(RESTRICTED), roleCode: 'operator_admin', authorityStatus: 'ACTIVE' },
          ...(await list()),
        ],
        { PRIMARY: await t.userId(OLIVIA) },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(code);
      expect((await authorityOf(RESTRICTED, demoOrg))?.code).toBe(before?.code);
    });

    it.each([
      ['ACCOUNT_CONTACT1001', async () => ({ SECONDARY: await t.userId(COLIN) })],
      [
        'ACCOUNT_CONTACT1004',
        async () => ({ PRIMARY: await t.userId(COLIN), SECONDARY: await t.userId(COLIN) }),
      ],
      ['ACCOUNT_CONTACT1005', async () => ({ PRIMARY: await t.userId(RESTRICTED) })],
      [
        'ACCOUNT_CONTACT1006',
        async () => ({ PRIMARY: await t.userId(OLIVIA), SECONDARY: await t.userId(RESTRICTED) }),
      ],
    ])('refuses contacts with %s', async (code, contacts) => {
      const response = await save(OLIVIA, [], await contacts());
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(code);
      expect((await contactsOf(demoOrg)).PRIMARY).toBe(await t.userId(OLIVIA));
    });

    it('refuses Restricted users and operators of other accounts', async () => {
      const contacts = { PRIMARY: await t.userId(OLIVIA) };
      expect((await save(RESTRICTED, [], contacts)).statusCode).toBe(403);
      expect((await save(OTHER, [], contacts)).statusCode).toBe(403);
    });

    it('activates an accepted user, changes a role and sets the contacts in one save', async () => {
      const response = await save(
        OLIVIA,
        [
          { userId: await t.userId(AWAITING), roleCode: 'operator', authorityStatus: 'ACTIVE' },
          { userId: await t.userId(RESTRICTED), roleCode: 'operator_admin', authorityStatus: 'ACTIVE' },
        ],
        { PRIMARY: await t.userId(OLIVIA), SECONDARY: await t.userId(RESTRICTED) },
      );
      expect(response.statusCode).toBe(204);
      expect((await authorityOf(AWAITING, demoOrg))?.status).toBe('ACTIVE');
      const promoted = await authorityOf(RESTRICTED, demoOrg);
      expect(promoted?.code).toBe('operator_admin');
      const permissions = await t.database.db
        .select()
        .from(authorityPermissions)
        .where(eq(authorityPermissions.authorityId, promoted!.id));
      expect(permissions.map((row) => row.permission)).toContain('PERM_ACCOUNT_USERS_EDIT');
      expect((await contactsOf(demoOrg)).SECONDARY).toBe(await t.userId(RESTRICTED));
      const activation = await latestMail(AWAITING, 'UserAccountActivation');
      expect(activation?.body).toContain('Restricted user');
      expect(activation?.body).toContain('Demo Organisation Ltd');

      // Back as they were, for the tests that follow.
      const restore = await save(
        OLIVIA,
        [{ userId: await t.userId(RESTRICTED), roleCode: 'operator', authorityStatus: 'ACTIVE' }],
        { PRIMARY: await t.userId(OLIVIA) },
      );
      expect(restore.statusCode).toBe(204);
      expect(await contactsOf(demoOrg)).toEqual({ PRIMARY: await t.userId(OLIVIA) });
    });
  });

  describe('invitations', () => {
    const invite = async (email: string, body: object, account = demoOrg) =>
      call('POST', `/operator-users/invite/account/${account}`, email, body);

    it('invites a new person: a PENDING user and authority and an email with a link that resolves', async () => {
      const response = await invite(OLIVIA, {
        email: 'New.Invitee@Example.com',
        firstName: 'Ivy',
        lastName: 'Invitee',
        roleCode: 'operator_admin',
      });
      expect(response.statusCode).toBe(204);
      const [user] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'new.invitee@example.com'));
      expect(user?.status).toBe('PENDING');
      expect((await authorityOf('new.invitee@example.com', demoOrg))?.status).toBe('PENDING');
      const mail = await latestMail('new.invitee@example.com', 'InvitationToOperatorAccount');
      expect(mail?.body).toContain('Olivia Operator');
      expect(mail?.body).toContain('Demo Organisation Ltd');
      expect(mail?.body).toContain('30 minutes');

      const resolved = await call('POST', '/users/token/resolve-email', null, {
        token: await invitationToken('new.invitee@example.com'),
        type: 'OPERATOR_INVITATION',
      });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json()).toEqual({ email: 'new.invitee@example.com' });
    });

    it('re-inviting a pending invitee updates the role and retires the earlier link', async () => {
      const earlier = await invitationToken('new.invitee@example.com');
      const response = await invite(OLIVIA, {
        email: 'new.invitee@example.com',
        firstName: 'Ivy',
        lastName: 'Invitee',
        roleCode: 'operator',
      });
      expect(response.statusCode).toBe(204);
      expect((await authorityOf('new.invitee@example.com', demoOrg))?.code).toBe('operator');
      const stale = await call('POST', '/users/token/resolve-email', null, {
        token: earlier,
        type: 'OPERATOR_INVITATION',
      });
      expect(stale.json().code).toBe('TOKEN1001');
    });

    it.each([
      ['USER1001', REGULATOR, 'operator'],
      ['AUTHORITY1005', COLIN, 'operator'],
      ['ROLE1000', 'someone@example.com', 'boss'],
    ])('refuses with %s', async (code, email, roleCode) => {
      const response = await invite(OLIVIA, { email, firstName: 'A', lastName: 'B', roleCode });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(code);
    });

    it('refuses bad input with the fields named', async () => {
      const response = await invite(OLIVIA, { email: 'not-an-email', firstName: '', lastName: 'B' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('FORM1001');
    });

    it('refuses callers without EDIT_USER and accounts awaiting approval; regulators add Advanced users only', async () => {
      const body = { email: 'x@example.com', firstName: 'X', lastName: 'Y', roleCode: 'operator' };
      expect((await invite(RESTRICTED, body)).statusCode).toBe(403);
      expect((await invite(OTHER, body)).statusCode).toBe(403);
      expect((await invite(REGULATOR, { ...body, roleCode: 'operator_admin' }, applicant)).statusCode).toBe(
        403,
      );
      const regulator = await invite(REGULATOR, body);
      expect(regulator.json().code).toBe('AUTHORITY1011');
    });
  });

  describe('resolving invitation links', () => {
    it('answers TOKEN1001 for a bad token or the wrong type, EMAIL1001 for an expired one', async () => {
      const bad = await call('POST', '/users/token/resolve-email', null, {
        token: 'nonsense',
        type: 'OPERATOR_INVITATION',
      });
      expect(bad.json().code).toBe('TOKEN1001');
      const token = await invitationToken('new.invitee@example.com');
      const wrongType = await call('POST', '/users/token/resolve-email', null, {
        token,
        type: 'REGULATOR_INVITATION',
      });
      expect(wrongType.json().code).toBe('TOKEN1001');
      const authority = await authorityOf('new.invitee@example.com', demoOrg);
      const expired = await call('POST', '/users/token/resolve-email', null, {
        token: await t.app.linkTokens.sign('operator_invitation', authority!.uuid, 0),
        type: 'OPERATOR_INVITATION',
      });
      expect(expired.json().code).toBe('EMAIL1001');
    });
  });

  describe('accepting and registering', () => {
    it('accepts only as the invitee, once', async () => {
      const token = await invitationToken('new.invitee@example.com');
      const other = await call('POST', '/operator-users/registration/accept-invitation', OLIVIA, { token });
      expect(other.json().code).toBe('TOKEN1002');
      const response = await call(
        'POST',
        '/operator-users/registration/accept-invitation',
        'new.invitee@example.com',
        {
          token,
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ accountName: 'Demo Organisation Ltd' });
      expect((await authorityOf('new.invitee@example.com', demoOrg))?.status).toBe('ACCEPTED');
      expect(await latestMail('new.invitee@example.com', 'InviteeInvitationAccepted')).toBeDefined();
      expect((await latestMail(OLIVIA, 'InviterInvitationAccepted'))?.body).toContain('Ivy Invitee');
      const again = await call(
        'POST',
        '/operator-users/registration/accept-invitation',
        'new.invitee@example.com',
        {
          token,
        },
      );
      expect(again.json().code).toBe('TOKEN1001');
      const resolved = await call('POST', '/users/token/resolve-email', null, {
        token,
        type: 'OPERATOR_INVITATION',
      });
      expect(resolved.json().code).toBe('TOKEN1001');
    });

    const profile = {
      firstName: 'Pat',
      lastName: 'Person',
      jobTitle: 'Engineer',
      address: { line1: '2 High Street', city: 'Leeds', postcode: 'LS1 1AA' },
      phoneNumber: { countryCode: '44', number: '1134960000' },
    };

    it('accepts and registers in one call', async () => {
      await call('POST', `/operator-users/invite/account/${demoOrg}`, OLIVIA, {
        email: 'second.invitee@example.com',
        firstName: 'Sam',
        lastName: 'Second',
        roleCode: 'operator',
      });
      const token = await invitationToken('second.invitee@example.com');
      const response = await call(
        'POST',
        '/operator-users/registration/accept-invitation-and-register',
        'second.invitee@example.com',
        { operatorUserRegistrationDTO: profile, invitationTokenDTO: { token } },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().accountName).toBe('Demo Organisation Ltd');
      const [user] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'second.invitee@example.com'));
      expect(user).toMatchObject({ status: 'REGISTERED', firstName: 'Pat', addressCity: 'Leeds' });
      expect((await authorityOf('second.invitee@example.com', demoOrg))?.status).toBe('ACCEPTED');
    });

    it('registers a new user once', async () => {
      await t.database.db
        .insert(users)
        .values({ email: 'self.registered@example.com', firstName: '-', lastName: '-', status: 'PENDING' });
      const response = await call(
        'POST',
        '/operator-users/registration/register',
        'self.registered@example.com',
        profile,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        email: 'self.registered@example.com',
        status: 'REGISTERED',
        phoneNumber: { countryCode: '44', number: '1134960000' },
      });
      expect(await latestMail('self.registered@example.com', 'UserAccountCreated')).toBeDefined();
      const again = await call(
        'POST',
        '/operator-users/registration/register',
        'self.registered@example.com',
        profile,
      );
      expect(again.json().code).toBe('USER1001');
    });
  });

  describe('user details and 2FA reset', () => {
    it('shows and updates a user of the account, never the email address', async () => {
      const url = `/operator-users/account/${demoOrg}/${await t.userId(RESTRICTED)}`;
      const shown = await call('GET', url, OLIVIA);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({ email: RESTRICTED, firstName: 'Rosa' });
      const updated = await call('PATCH', url, OLIVIA, {
        ...shown.json(),
        email: 'changed@example.com',
        lastName: 'Renamed',
        mobileNumber: { countryCode: '44', number: '7700900123' },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ email: RESTRICTED, lastName: 'Renamed' });
    });

    it('refuses those without EDIT_USER and users not on the account', async () => {
      const url = `/operator-users/account/${demoOrg}/${await t.userId(OLIVIA)}`;
      expect((await call('GET', url, RESTRICTED)).statusCode).toBe(403);
      expect((await call('GET', url, OTHER)).statusCode).toBe(403);
      const stranger = await call(
        'GET',
        `/operator-users/account/${demoOrg}/${await t.userId(OTHER)}`,
        OLIVIA,
      );
      expect(stranger.json().code).toBe('AUTHORITY1004');
    });

    it('lets an operator change their own details', async () => {
      const response = await call('PATCH', '/operator-users/operator', RESTRICTED, {
        email: RESTRICTED,
        firstName: 'Rosalind',
        lastName: 'Restricted',
        jobTitle: 'Analyst',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ firstName: 'Rosalind', jobTitle: 'Analyst' });
    });

    it("resets a user's authenticator and tells them", async () => {
      const url = `/operator-users/account/${demoOrg}/${await t.userId(RESTRICTED)}/reset-2fa`;
      expect((await call('PATCH', url, RESTRICTED)).statusCode).toBe(403);
      expect((await call('PATCH', url, OLIVIA)).statusCode).toBe(204);
      const [credential] = await t.database.db
        .select()
        .from(userCredentials)
        .where(eq(userCredentials.userId, await t.userId(RESTRICTED)));
      expect(credential?.totpSecret).toBeNull();
      expect(await latestMail(RESTRICTED, 'Reset2FaConfirmation')).toBeDefined();
    });
  });

  describe('removing users', () => {
    it('refuses Restricted users and operators of other accounts', async () => {
      const url = `/operator-authorities/account/${demoOrg}/${await t.userId(COLIN)}`;
      expect((await call('DELETE', url, RESTRICTED)).statusCode).toBe(403);
      expect((await call('DELETE', url, OTHER)).statusCode).toBe(403);
      expect((await call('DELETE', `/operator-authorities/account/${demoOrg}`, RESTRICTED)).statusCode).toBe(
        403,
      );
    });

    it('removes a user and hands their tasks to the primary contact', async () => {
      const colin = await t.userId(COLIN);
      const tasksBefore = await t.database.db
        .select()
        .from(requestTasks)
        .where(and(eq(requestTasks.accountId, demoOrg), eq(requestTasks.assignee, colin)));
      expect(tasksBefore.length).toBeGreaterThan(0);
      const response = await call('DELETE', `/operator-authorities/account/${demoOrg}/${colin}`, OLIVIA);
      expect(response.statusCode).toBe(204);
      expect(await authorityOf(COLIN, demoOrg)).toBeUndefined();
      for (const task of tasksBefore) {
        const [after] = await t.database.db.select().from(requestTasks).where(eq(requestTasks.id, task.id));
        expect(after?.assignee).toBe(await t.userId(OLIVIA));
      }
    });

    it('keeps the last active Advanced user (AUTHORITY1001)', async () => {
      const response = await call('DELETE', `/operator-authorities/account/${demoOrg}`, OLIVIA);
      expect(response.json().code).toBe('AUTHORITY1001');
    });

    it('keeps a primary contact (ACCOUNT_CONTACT1001) unless a secondary can step up', async () => {
      const olivia = await t.userId(OLIVIA);
      const url = `/operator-authorities/account/${subsidiary1}/${olivia}`;
      expect((await call('DELETE', url, COLIN)).json().code).toBe('ACCOUNT_CONTACT1001');
      await t.database.db
        .insert(accountContacts)
        .values({ accountId: subsidiary1, contactType: 'SECONDARY', userId: await t.userId(COLIN) });
      expect((await call('DELETE', url, COLIN)).statusCode).toBe(204);
      expect(await contactsOf(subsidiary1)).toEqual({ PRIMARY: await t.userId(COLIN) });
      const oliviaTasks = await t.database.db
        .select()
        .from(requestTasks)
        .where(and(eq(requestTasks.accountId, subsidiary1), eq(requestTasks.assignee, olivia)));
      expect(oliviaTasks).toHaveLength(0);
    });

    it('lets an Advanced user leave an account', async () => {
      const response = await call('DELETE', `/operator-authorities/account/${subsidiary2}`, COLIN);
      expect(response.statusCode).toBe(204);
      expect(await authorityOf(COLIN, subsidiary2)).toBeUndefined();
    });
  });
});

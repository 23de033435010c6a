import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadClaims, checkPassword } from '../../src/idp/credentials';
import { authorities, mailOutbox, users } from '../../src/platform/db/schema';
import { withoutTrailing } from '../../src/platform/text';
import { regulatorInvitationForm } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';

const PASSWORD = 'correct horse battery staple orbit';

/**
 * Invitees exist before they have a password, but, as in the reference, disabled: they cannot sign in
 * (same answer as a wrong password), nor reset a password they never had, until they register.
 */
describe('invited users are disabled until they set a password', () => {
  let t: TestApp;

  const bearer = async (email: string) => ({ authorization: `Bearer ${await t.tokenFor(email)}` });
  const userRow = async (email: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    return row;
  };
  const mailsTo = (email: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email))
      .orderBy(desc(mailOutbox.id));

  /** Cannot sign in: the password step gives the generic answer and no claims are issued. */
  const expectLockedOut = async (email: string) => {
    expect((await userRow(email))?.enabled).toBe(false);
    expect((await checkPassword(t.database.db, email, PASSWORD)).outcome).toBe('invalid');
    expect(await loadClaims(t.database.db, (await userRow(email))!.id)).toBeUndefined();
  };

  /** The identity provider's own registration (email link, then password): the invitee's way in. */
  const registerAtIdentityProvider = async (email: string) => {
    const token = await t.app.linkTokens.sign('user_registration', email);
    const mount = withoutTrailing(new URL(t.config.oidc.issuer).pathname, '/');
    return t.app.inject({
      method: 'POST',
      url: `${mount}/login-actions/no-interaction/register/password`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, password: PASSWORD, confirmPassword: PASSWORD }).toString(),
    });
  };

  const expectEnabled = async (email: string) => {
    expect((await userRow(email))?.enabled).toBe(true);
    expect((await checkPassword(t.database.db, email, PASSWORD)).outcome).toBe('ok');
  };

  beforeAll(async () => {
    t = await createTestApp({ DEV_TOOLS: 'true' });
  });
  afterAll(async () => t.close());

  it('operator invitation: disabled, no password reset, enabled by registration', async () => {
    const email = 'disabled.operator.invitee@example.com';
    const [account] = await t.database.db.query.accounts.findMany({
      where: (table, { eq: equals }) => equals(table.name, 'Demo Organisation Ltd'),
    });
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v1.0/operator-users/invite/account/${account!.id}`,
      headers: await bearer('operator@example.com'),
      payload: { email, firstName: 'Ida', lastName: 'Invitee', roleCode: 'operator' },
    });
    expect(invited.statusCode).toBe(204);
    await expectLockedOut(email);

    // A reset link would let the invitee in without the invitation: nothing is sent (same answer as usual).
    const before = (await mailsTo(email)).length;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/users/forgot-password/reset-password-email',
      payload: { email },
    });
    expect(reset.statusCode).toBe(204);
    expect((await mailsTo(email)).length).toBe(before);

    expect((await registerAtIdentityProvider(email)).statusCode).toBe(200);
    await expectEnabled(email);
    // Registering does not accept the invitation: that still needs the invitation link.
    const [authority] = await t.database.db
      .select({ status: authorities.status })
      .from(authorities)
      .where(eq(authorities.userId, (await userRow(email))!.id));
    expect(authority?.status).toBe('PENDING');
  });

  it('regulator invitation: disabled until registration', async () => {
    const email = 'disabled.regulator.invitee@example.gov.uk';
    const { payload, headers } = regulatorInvitationForm({ email, firstName: 'Rita', lastName: 'Invitee' });
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/regulator-users/invite',
      headers: { ...headers, ...(await bearer('regulator@example.gov.uk')) },
      payload,
    });
    expect(invited.statusCode).toBe(204);
    await expectLockedOut(email);
    expect((await registerAtIdentityProvider(email)).statusCode).toBe(200);
    await expectEnabled(email);
  });

  it('verifier invitation (development endpoint): disabled until activated from the invitation', async () => {
    const email = 'disabled.verifier.invitee@example.com';
    const invited = await t.app.inject({
      method: 'POST',
      url: '/dev/verifier-invitations',
      payload: { email },
    });
    expect(invited.statusCode).toBe(204);
    await expectLockedOut(email);
    const [mail] = await mailsTo(email);
    expect(mail?.template).toBe('InvitationToVerifierAccount');
    const token = decodeURIComponent(/\/invitation\/verifier\?token=(\S+)/.exec(mail?.body ?? '')?.[1] ?? '');
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/verifier-users/registration/accept-invitation',
      payload: { token },
    });
    expect(accepted.json()).toEqual({ email });
    const enabled = await t.app.inject({
      method: 'PUT',
      url: '/api/v1.0/verifier-users/registration/enable-from-invitation',
      payload: { invitationToken: token, password: PASSWORD },
    });
    expect(enabled.statusCode).toBe(204);
    await expectEnabled(email);
    const [authority] = await t.database.db
      .select({ status: authorities.status, verificationBodyId: authorities.verificationBodyId })
      .from(authorities)
      .where(eq(authorities.userId, (await userRow(email))!.id));
    expect(authority).toEqual({ status: 'ACCEPTED', verificationBodyId: 1 });

    // People already in the service cannot be invited again.
    for (const existing of [email, 'operator@example.com']) {
      const again = await t.app.inject({
        method: 'POST',
        url: '/dev/verifier-invitations',
        payload: { email: existing },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('USER1001');
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/dev/verifier-invitations',
      payload: { email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the development tools without their explicit opt-in (DEV_TOOLS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // NODE_ENV=test and the embedded outbox, but no DEV_TOOLS=true: closed, whatever the environment.
    t = await createTestApp({ WEB_DIST_DIR: '/nonexistent/esos-web-dist' });
  });
  afterAll(async () => t.close());

  it('registers neither the mailbox nor the verifier invitations', async () => {
    const invitation = await t.app.inject({
      method: 'POST',
      url: '/dev/verifier-invitations',
      payload: { email: 'someone@example.com' },
    });
    expect(invitation.statusCode).toBe(404);
    for (const url of ['/dev/mailbox', '/dev/mailbox.json'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('the development verifier invitation endpoint in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/esos',
      PUBLIC_URL: 'https://esos.example.gov.uk/',
      APP_SIGNING_SECRET: 'a'.repeat(32),
      COOKIE_SECRET: 'b'.repeat(32),
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://mail.example.gov.uk:587',
      COMPANIES_HOUSE_API_KEY: 'companies-house-key',
      COMPANY_INFORMATION_SERVICE_URL: 'https://api.company-information.service.gov.uk',
      VIRUS_SCAN: 'off',
      // No built web client, whether or not this checkout has one: unknown paths answer 404.
      WEB_DIST_DIR: '/nonexistent/esos-web-dist',
    });
  });
  afterAll(async () => t.close());

  it('does not exist, and neither does the mailbox JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/verifier-invitations',
      payload: { email: 'someone@example.com' },
    });
    expect(response.statusCode).toBe(404);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'someone@example.com'));
    expect(user).toBeUndefined();
    // GET falls through to the not-found handler, never to the outbox.
    const mailbox = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(mailbox.statusCode).toBe(404);
    expect(mailbox.json()).toMatchObject({ code: 'NOTFOUND1001' });
  });
});

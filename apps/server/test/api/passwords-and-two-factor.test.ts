import { and, desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkPassword, checkSecurityCode } from '../../src/idp/credentials';
import { totpGuardrails } from '../../src/idp/credentials';
import {
  authorities,
  mailOutbox,
  oidcModels,
  rateLimitBuckets,
  userCredentials,
  users,
} from '../../src/platform/db/schema';
import { RESET_TRIES_PER_LINK } from '../../src/api/password-reset/service';
import { ACTIVATION_LIMIT_BY_INVITATION } from '../../src/api/verifier-registration/service';
import { createTestApp, type TestApp } from '../support/test-app';

const DEMO_SECRET = 'JBSWY3DPEHPK3PXP';
const OPERATOR = 'operator@example.com';
const NEW_PASSWORD = 'marmalade skyline trombone 93';

const code = (secret = DEMO_SECRET) => generate({ secret, guardrails: totpGuardrails });

describe('passwords and two-factor API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.delete(rateLimitBuckets);
    await t.database.db.delete(mailOutbox);
    // Each test starts with unused codes: a code is accepted once per user (no replay).
    await t.database.db
      .update(userCredentials)
      .set({ totpLastStep: null, failedAttempts: 0, lockedUntil: null });
  });

  const call = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object, token?: string) =>
    t.app.inject({
      method,
      url: `/api/v1.0${url}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function mailsTo(email: string) {
    return t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email.toLowerCase()))
      .orderBy(desc(mailOutbox.id));
  }

  async function linkTokenFrom(email: string, path: string): Promise<string> {
    const [mail] = await mailsTo(email);
    const match = mail?.body.match(new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([^\\s]+)`));
    if (!match?.[1]) throw new Error(`no ${path} link in email to ${email}`);
    return decodeURIComponent(match[1]);
  }

  describe('forgot password', () => {
    it('emails a link, verifies it, resets the password once, ends sessions and confirms', async () => {
      const sent = await call('POST', '/users/forgot-password/reset-password-email', {
        email: 'Operator@Example.com',
      });
      expect(sent.statusCode).toBe(204);
      const [request] = await mailsTo(OPERATOR);
      expect(request?.template).toBe('ResetPasswordRequest');
      expect(request?.body).toContain(`${t.config.publicUrl}/forgot-password/reset-password?token=`);
      const token = await linkTokenFrom(OPERATOR, '/forgot-password/reset-password');

      const verified = await call('POST', '/users/forgot-password/token-verification', { token });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ email: OPERATOR });

      const userId = await t.userId(OPERATOR);
      await t.database.db.insert(oidcModels).values({
        id: 'session-before-reset',
        kind: 'Session',
        payload: { accountId: userId, authorizations: {} },
        expiresAt: new Date(Date.now() + 60_000),
      });

      const reset = await call('POST', '/users/forgot-password/reset-password', {
        token,
        otp: await code(),
        password: NEW_PASSWORD,
      });
      expect(reset.statusCode).toBe(204);
      expect((await checkPassword(t.database.db, OPERATOR, NEW_PASSWORD)).outcome).toBe('ok');
      const sessions = await t.database.db
        .select()
        .from(oidcModels)
        .where(and(eq(oidcModels.kind, 'Session'), eq(oidcModels.id, 'session-before-reset')));
      expect(sessions).toEqual([]);
      const [confirmation] = await mailsTo(OPERATOR);
      expect(confirmation?.template).toBe('ResetPasswordConfirmation');

      // Single use: the same link is refused afterwards, at verification and at reset.
      expect((await call('POST', '/users/forgot-password/token-verification', { token })).json().code).toBe(
        'TOKEN1001',
      );
      const again = await call('POST', '/users/forgot-password/reset-password', {
        token,
        otp: await code(),
        password: NEW_PASSWORD,
      });
      expect(again.json().code).toBe('TOKEN1001');
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const known = await call('POST', '/users/forgot-password/reset-password-email', { email: OPERATOR });
      const unknown = await call('POST', '/users/forgot-password/reset-password-email', {
        email: 'nobody@example.com',
      });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(await mailsTo('nobody@example.com')).toEqual([]);
    });

    it('refuses a wrong code (OTP1001) and a weak password (FORM1001), keeping the link usable', async () => {
      const token = await t.app.linkTokens.sign('reset_password', OPERATOR);
      const wrong = await call('POST', '/users/forgot-password/reset-password', {
        token,
        otp: (await code()) === '000000' ? '111111' : '000000',
        password: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('OTP1001');

      const weak = await call('POST', '/users/forgot-password/reset-password', {
        token,
        otp: await code(),
        password: 'password1234',
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ code: 'FORM1001', data: [{ fieldName: 'password' }] });
      expect(weak.json().data[0].message).toMatch(/stronger password/);

      const short = await call('POST', '/users/forgot-password/reset-password', {
        token,
        otp: await code(),
        password: 'Sh0rt!',
      });
      expect(short.json().data[0].message).toBe('Password must be 12 characters or more');

      expect((await call('POST', '/users/forgot-password/token-verification', { token })).statusCode).toBe(
        200,
      );
    });

    it('says an expired link has expired (EMAIL1001) and a forged one is invalid (TOKEN1001)', async () => {
      const expired = await t.app.linkTokens.sign('reset_password', OPERATOR, -1);
      expect(
        (await call('POST', '/users/forgot-password/token-verification', { token: expired })).json().code,
      ).toBe('EMAIL1001');
      const otherPurpose = await t.app.linkTokens.sign('change_2fa', OPERATOR);
      expect(
        (await call('POST', '/users/forgot-password/token-verification', { token: otherPurpose })).json()
          .code,
      ).toBe('TOKEN1001');
      expect(
        (await call('POST', '/users/forgot-password/token-verification', { token: 'not-a-token' })).json()
          .code,
      ).toBe('TOKEN1001');
    });

    it('limits how often an address can be sent a link (429)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push(
          (await call('POST', '/users/forgot-password/reset-password-email', { email: 'nobody@example.com' }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    });
  });

  describe('authenticator codes', () => {
    const APPLICANT = 'applicant@example.com';
    const wrongCode = async () => ((await code()) === '000000' ? '111111' : '000000');

    it('accepts a code once: a replay at sign-in, password reset or 2FA change is refused', async () => {
      const userId = await t.userId(APPLICANT);
      const current = await code();
      expect((await checkSecurityCode(t.database.db, t.config.oidc, userId, current)).outcome).toBe('ok');
      expect((await checkSecurityCode(t.database.db, t.config.oidc, userId, current)).outcome).toBe(
        'invalid',
      );
      const reset = await call('POST', '/users/forgot-password/reset-password', {
        token: await t.app.linkTokens.sign('reset_password', APPLICANT),
        otp: current,
        password: NEW_PASSWORD,
      });
      expect(reset.json().code).toBe('OTP1001');
      const change = await call(
        'POST',
        '/users/security-setup/2fa/request-change',
        { password: current },
        await t.tokenFor(APPLICANT),
      );
      expect(change.json().code).toBe('OTP1001');
    });

    /** A reset try from its own client address, so only the per-link and per-address limits apply. */
    let client = 0;
    const tryReset = (token: string, password = 'password1234') => {
      client += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/v1.0/users/forgot-password/reset-password',
        payload: { token, otp: '000000', password },
        remoteAddress: `198.51.100.${client % 250}`,
      });
    };

    it('stops a reset link working once it has been tried too often', async () => {
      const token = await t.app.linkTokens.sign('reset_password', APPLICANT);
      for (let attempt = 1; attempt <= RESET_TRIES_PER_LINK; attempt += 1) {
        expect((await tryReset(token)).json().code).toBe('FORM1001');
      }
      const usedUp = await tryReset(token, NEW_PASSWORD);
      expect(usedUp.json()).toMatchObject({
        code: 'TOKEN1001',
        message: expect.stringMatching(/too many times/),
      });
      await t.database.db.delete(rateLimitBuckets);
      expect((await tryReset(token, NEW_PASSWORD)).json().code).toBe('TOKEN1001');
    });

    it('limits reset tries for one address across its links', async () => {
      const codes: string[] = [];
      for (let linkNumber = 1; linkNumber <= 3; linkNumber += 1) {
        const token = await t.app.linkTokens.sign('reset_password', APPLICANT);
        for (let attempt = 1; attempt <= 4; attempt += 1) codes.push((await tryReset(token)).json().code);
      }
      expect(codes.slice(0, 10).every((code) => code === 'FORM1001')).toBe(true);
      expect(codes.slice(10)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
      const other = await t.app.linkTokens.sign('reset_password', OPERATOR);
      expect((await tryReset(other)).json().code).toBe('FORM1001');
    });

    it('counts wrong codes in password reset and 2FA change toward the account lockout', async () => {
      const token = await t.app.linkTokens.sign('reset_password', APPLICANT);
      const bearer = await t.tokenFor(APPLICANT);
      for (let attempt = 0; attempt < t.config.oidc.loginMaxAttempts; attempt += 1) {
        const response =
          attempt % 2 === 0
            ? await call('POST', '/users/forgot-password/reset-password', {
                token,
                otp: await wrongCode(),
                password: NEW_PASSWORD,
              })
            : await call(
                'POST',
                '/users/security-setup/2fa/request-change',
                { password: await wrongCode() },
                bearer,
              );
        expect(response.json().code).toBe('OTP1001');
      }
      const userId = await t.userId(APPLICANT);
      expect((await checkSecurityCode(t.database.db, t.config.oidc, userId, await code())).outcome).toBe(
        'locked',
      );
      // Only codes lock: the password step says nothing about the lock (it cannot tell strangers anything).
      expect((await checkPassword(t.database.db, APPLICANT, 'Password123!Demo')).outcome).toBe('ok');
      // Locked: even the right code is refused until the lockout ends.
      const locked = await call('POST', '/users/forgot-password/reset-password', {
        token,
        otp: await code(),
        password: NEW_PASSWORD,
      });
      expect(locked.json()).toMatchObject({ code: 'OTP1001', message: expect.stringMatching(/locked/) });
    });
  });

  describe('two-factor', () => {
    const COLLEAGUE = 'colleague.operator@example.com';

    it('a signed-in user requests a change with their code; the link removes the app once', async () => {
      const bearer = await t.tokenFor(COLLEAGUE);
      const wrong = await call(
        'POST',
        '/users/security-setup/2fa/request-change',
        { password: (await code()) === '000000' ? '111111' : '000000' },
        bearer,
      );
      expect(wrong.json().code).toBe('OTP1001');
      expect(await mailsTo(COLLEAGUE)).toEqual([]);

      const ok = await call(
        'POST',
        '/users/security-setup/2fa/request-change',
        { password: await code() },
        bearer,
      );
      expect(ok.statusCode).toBe(204);
      const [mail] = await mailsTo(COLLEAGUE);
      expect(mail?.template).toBe('Change2FA');
      const token = await linkTokenFrom(COLLEAGUE, '/2fa/request-change');

      expect((await call('PATCH', '/users/security-setup/2fa/delete', { token })).statusCode).toBe(204);
      const [credential] = await t.database.db
        .select({ totpSecret: userCredentials.totpSecret })
        .from(userCredentials)
        .where(eq(userCredentials.userId, await t.userId(COLLEAGUE)));
      expect(credential?.totpSecret).toBeNull();
      expect((await call('PATCH', '/users/security-setup/2fa/delete', { token })).json().code).toBe(
        'TOKEN1001',
      );
    });

    it('request-change needs a bearer token', async () => {
      const response = await call('POST', '/users/security-setup/2fa/request-change', { password: '123456' });
      expect(response.statusCode).toBe(401);
    });

    it('reset-2fa emails a change link to a known address, and answers the same for an unknown one', async () => {
      const known = await call('POST', '/users/security-setup/2fa/reset-2fa', { email: OPERATOR });
      const unknown = await call('POST', '/users/security-setup/2fa/reset-2fa', {
        email: 'nobody@example.com',
      });
      expect(known.statusCode).toBe(204);
      expect(unknown.statusCode).toBe(204);
      expect(unknown.body).toBe(known.body);
      expect(await mailsTo('nobody@example.com')).toEqual([]);
      expect((await mailsTo(OPERATOR))[0]?.template).toBe('Change2FA');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push(
          (await call('POST', '/users/security-setup/2fa/reset-2fa', { email: 'nobody@example.com' }))
            .statusCode,
        );
      }
      expect(statuses.at(-1)).toBe(429);
    });

    it('an expired change link is refused with EMAIL1001', async () => {
      const token = await t.app.linkTokens.sign('change_2fa', OPERATOR, -1);
      expect((await call('PATCH', '/users/security-setup/2fa/delete', { token })).json().code).toBe(
        'EMAIL1001',
      );
    });
  });

  describe('verifier activation', () => {
    const INVITEE = 'invited.verifier@example.com';
    let authorityUuid: string;

    beforeAll(async () => {
      const [user] = await t.database.db
        .insert(users)
        .values({ email: INVITEE, firstName: 'Ivy', lastName: 'Verifier', status: 'PENDING', enabled: false })
        .returning({ id: users.id });
      if (!user) throw new Error('no invitee');
      const [authority] = await t.database.db
        .insert(authorities)
        .values({ userId: user.id, code: 'verifier', status: 'PENDING', verificationBodyId: 1 })
        .returning({ uuid: authorities.uuid });
      if (!authority) throw new Error('no authority');
      authorityUuid = authority.uuid;
    });

    it('limits tries to set the password for one invitation, from any client', async () => {
      const token = await t.app.linkTokens.sign('verifier_invitation', authorityUuid);
      const codes: string[] = [];
      for (let attempt = 1; attempt <= ACTIVATION_LIMIT_BY_INVITATION.max + 1; attempt += 1) {
        const response = await t.app.inject({
          method: 'PUT',
          url: '/api/v1.0/verifier-users/registration/enable-from-invitation',
          payload: { invitationToken: token, password: `${'x'.repeat(250)}${attempt}` },
          remoteAddress: `203.0.113.${attempt}`,
        });
        codes.push(response.json().code);
      }
      expect(codes.slice(0, -1).every((code) => code === 'FORM1001')).toBe(true);
      expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS');
    });

    it('returns the invitee, refuses a weak password, then activates once', async () => {
      const token = await t.app.linkTokens.sign('verifier_invitation', authorityUuid);
      const accepted = await call('POST', '/verifier-users/registration/accept-invitation', { token });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ email: INVITEE });

      const weak = await call('PUT', '/verifier-users/registration/enable-from-invitation', {
        invitationToken: token,
        password: 'ivy.verifier',
      });
      expect(weak.json().code).toBe('FORM1001');

      const enabled = await call('PUT', '/verifier-users/registration/enable-from-invitation', {
        invitationToken: token,
        password: NEW_PASSWORD,
      });
      expect(enabled.statusCode).toBe(204);
      const [row] = await t.database.db
        .select({ status: authorities.status, userStatus: users.status })
        .from(authorities)
        .innerJoin(users, eq(users.id, authorities.userId))
        .where(eq(authorities.uuid, authorityUuid));
      expect(row).toEqual({ status: 'ACCEPTED', userStatus: 'REGISTERED' });
      expect((await checkPassword(t.database.db, INVITEE, NEW_PASSWORD)).outcome).toBe('ok');

      // The authority has left PENDING: the invitation no longer works.
      expect(
        (await call('POST', '/verifier-users/registration/accept-invitation', { token })).json().code,
      ).toBe('TOKEN1001');
    });

    it('expired → EMAIL1001; an operator invitation token → TOKEN1001', async () => {
      const expired = await t.app.linkTokens.sign('verifier_invitation', authorityUuid, -1);
      expect(
        (await call('POST', '/verifier-users/registration/accept-invitation', { token: expired })).json()
          .code,
      ).toBe('EMAIL1001');
      const wrongKind = await t.app.linkTokens.sign('operator_invitation', authorityUuid);
      expect(
        (await call('POST', '/verifier-users/registration/accept-invitation', { token: wrongKind })).json()
          .code,
      ).toBe('TOKEN1001');
    });
  });
});

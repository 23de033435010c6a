import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutTrailing } from '../../src/platform/text';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Who may reach the identity provider's pages. They are public by nature, but every step after the
 * first needs the sign-in's own interaction (its signed cookie, matching the address): without it, or
 * with only an API token, a step shows "expired" and does nothing.
 */
describe('identity pages: who may reach them', () => {
  let t: TestApp;
  let mount = '';
  beforeAll(async () => {
    t = await createTestApp();
    mount = withoutTrailing(new URL(t.config.oidc.issuer).pathname, '/');
  });
  afterAll(async () => t.close());

  const form = (values: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(values).toString(),
  });

  it('lets anyone open the start of registration and read the public keys (never a private member)', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `${mount}/login-actions/any/register` })).statusCode,
    ).toBe(200);
    const certs = await t.app.inject({ method: 'GET', url: `${mount}/protocol/openid-connect/certs` });
    expect(certs.statusCode).toBe(200);
    for (const key of certs.json().keys) expect(Object.keys(key)).not.toEqual(expect.arrayContaining(['d']));
  });

  it.each(['', '/restart'])(
    'shows GET login-actions/:uid%s as expired without the interaction',
    async (step) => {
      const response = await t.app.inject({ method: 'GET', url: `${mount}/login-actions/made-up${step}` });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Your sign-in has expired');
    },
  );

  it.each([
    ['login', { email: 'operator@example.com', password: 'Password123!Demo' }],
    ['code', { code: '123456' }],
    ['totp-setup', { code: '123456' }],
  ])(
    'refuses POST login-actions/:uid/%s without the interaction, even with an API token',
    async (step, values) => {
      const token = await t.tokenFor('operator@example.com');
      for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
        const response = await t.app.inject({
          method: 'POST',
          url: `${mount}/login-actions/made-up/${step}`,
          ...form(values),
          headers: { ...form(values).headers, ...headers },
        });
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain('Your sign-in has expired');
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    },
  );

  it('refuses the password step of registration without a valid link', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${mount}/login-actions/made-up/register/password`,
      ...form({ token: 'not-a-token', password: 'lighthouse pancake origami 58', confirmPassword: 'x' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This link is not valid');
  });

  it('answers the user-info endpoint only with a provider access token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${mount}/protocol/openid-connect/userinfo` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

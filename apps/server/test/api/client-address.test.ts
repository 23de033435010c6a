import { like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rateLimitBuckets } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

const production = {
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
  WEB_DIST_DIR: '/nonexistent/esos-web-dist',
};

/**
 * Per-address limits (sign-in, registration, forgot password) count request.ip. It may come from
 * X-Forwarded-For only when the hop that wrote it is trusted (TRUST_PROXY), else anyone could pick
 * a new address for every attempt.
 */
describe('the client address behind proxies', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** The addresses the forgot-password limit counted the calls under, each call from `[remoteAddress, forwardedFor]`. */
  async function countedAddresses(environment: Record<string, string>, calls: [string, string][]) {
    t = await createTestApp(environment);
    for (const [remoteAddress, forwardedFor] of calls) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1.0/users/forgot-password/token-verification',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { token: 'not-a-token' },
      });
    }
    const rows = await t.database.db
      .select({ key: rateLimitBuckets.key })
      .from(rateLimitBuckets)
      .where(like(rateLimitBuckets.key, 'forgot-password-verify:ip:%'));
    return rows.map((row) => row.key.replace('forgot-password-verify:ip:', '')).sort();
  }

  it('ignores X-Forwarded-For by default, in production too', async () => {
    expect(await countedAddresses(production, [['198.51.100.7', '203.0.113.9']])).toEqual(['198.51.100.7']);
  });

  it('believes as many hops as TRUST_PROXY counts', async () => {
    expect(
      await countedAddresses({ ...production, TRUST_PROXY: '1' }, [['10.0.0.2', '203.0.113.1, 203.0.113.9']]),
    ).toEqual(['203.0.113.9']);
  });

  it('believes only the proxies TRUST_PROXY lists', async () => {
    // One app (starting one is most of this file's time): a listed proxy's header is believed, anyone else's is not.
    const trusted = { ...production, TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' };
    expect(
      await countedAddresses(trusted, [
        ['10.1.2.3', '203.0.113.9'],
        ['198.51.100.7', '203.0.113.10'],
      ]),
    ).toEqual(['198.51.100.7', '203.0.113.9']);
  });
});

import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutTrailing } from '../../src/platform/text';
import { createTestApp, type TestApp } from '../support/test-app';

/** The identity pages' live strength meter script: bundled from the shared TypeScript, served same-origin. */
describe('identity provider browser assets', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp();
    base = `${withoutTrailing(new URL(t.config.oidc.issuer).pathname, '/')}/resources/esos`;
  });
  afterAll(async () => t.close());

  it('serves a small entry script that loads zxcvbn and its dictionaries as a separate chunk', async () => {
    const entry = await t.app.inject({ method: 'GET', url: `${base}/password-strength.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toMatch(/^text\/javascript/);
    expect(entry.headers['cache-control']).toBe('no-cache');
    // The wording comes from the shared module, not a copy.
    expect(entry.body).toContain('Strength of the password you entered');
    expect(entry.body.length).toBeLessThan(20_000);
    const chunk = /["'](\.\/chunks\/[^"']+\.js)["']/.exec(entry.body)?.[1];
    expect(chunk).toBeTruthy();

    const dictionaries = await t.app.inject({
      method: 'GET',
      url: `${base}/${chunk!.slice(2)}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(dictionaries.statusCode).toBe(200);
    expect(dictionaries.headers['content-encoding']).toBe('gzip');
    expect(dictionaries.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(dictionaries.rawPayload).toString()).toContain('createStrengthChecker');
  });

  it('serves the stylesheet and nothing else', async () => {
    const css = await t.app.inject({ method: 'GET', url: `${base}/password-strength.css` });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('.app-password-strength__segment');
    expect((await t.app.inject({ method: 'GET', url: `${base}/../../../etc/passwd` })).statusCode).not.toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: `${base}/missing.js` })).statusCode).toBe(404);
  });
});

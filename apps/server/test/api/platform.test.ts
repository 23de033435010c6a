import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const webDist = mkdtempSync(join(tmpdir(), 'esos-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Manage your ESOS reporting</title>');
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
writeFileSync(join(webDist, 'assets', 'app-1.js.br'), brotliCompressSync('console.log(1)'));
// The prerendered pages carry their critical CSS and their boot script inline and preload their fonts, as the
// build writes them.
const landingHead =
  '<!doctype html><title>Home - GOV.UK</title><style>h1{color:#0b0c0c}@media (width<=40em){h1{margin:0}}</style>' +
  '<link rel="preload" href="/assets/bold-1.woff2" as="font" type="font/woff2" crossorigin="">' +
  '<script type="module" src="/assets/other.js"></script><body>' +
  '<script data-app="/assets/main.js">(()=>{document.body.classList.add(`js-enabled`)})()</script>';
writeFileSync(
  join(webDist, 'landing.html'),
  `${landingHead}<h1>Prerendered</h1><p>Manage your ESOS reporting</p>`,
);
writeFileSync(
  join(webDist, 'landing-cookie-banner.html'),
  `${landingHead}<p>Cookie banner</p><h1>Prerendered</h1><p>Manage your ESOS reporting</p>`,
);

describe('platform endpoints and error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { WEB_DIST_DIR: webDist, FEATURES: 'installationEnabled=false,other=true' },
      (app) => {
        // A route that fails the way a database error would, to prove nothing leaks.
        app.get('/api/test-failure', { config: { public: true }, schema: { hide: true } }, async () => {
          throw new Error('relation "secret_table" does not exist: select * from secret_table');
        });
      },
    );
  });
  afterAll(async () => t.close());

  it('serves the UI configuration without a token, from config', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ui-configuration' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      features: { installationEnabled: false, other: true },
      expirationTime: 30,
      analytics: { gtmContainerId: '' },
      signIn: 'service',
    });
  });

  it('tells browsers and proxies not to keep API answers (Cache-Control: no-store)', async () => {
    const token = await t.tokenFor('operator@example.com');
    for (const url of [
      '/api/v1.0/users',
      '/api/v1.0/authorities/current-user-state',
      '/api/ui-configuration',
    ])
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).headers[
          'cache-control'
        ],
        url,
      ).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1.0/users' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('reports health including the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'UP', database: 'UP' });
  });

  it('publishes an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/ui-configuration',
        '/v1.0/authorities/current-user-state',
        '/v1.0/users',
        '/v1.0/terms',
        '/v1.0/{accountType}/items/assigned-to-me',
      ]),
    );
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(document.paths['/test-failure']).toBeUndefined();
  });

  it('gives every response a request id, keeping a safe one the caller sent', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const unsafe = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    // Replaced by a fresh one ('bad' alone could also occur in a random UUID's hex digits).
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a strict content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toContain('unsafe-inline');
    // Workers only from our origin and from blob: URLs our own scripts make (the MI export's zip workers).
    expect(csp).toContain("worker-src 'self' blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows Google Tag Manager only when a container is configured', async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).not.toContain('googletagmanager');
    const withAnalytics = await createTestApp({ GTM_CONTAINER_ID: 'GTM-TEST1' });
    try {
      const response = await withAnalytics.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(response.headers['content-security-policy'])).toMatch(
        /script-src 'self' https:\/\/www\.googletagmanager\.com/,
      );
    } finally {
      await withAnalytics.close();
    }
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1.0/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'NOTFOUND1001',
      message: 'Resource not found',
      security: true,
      data: [],
    });
  });

  it('never leaks internals from an unexpected failure', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INT1001',
      message: 'Internal server error',
      security: false,
      data: [],
    });
    expect(response.body).not.toMatch(/secret_table|select|stack/i);
  });

  // The test app's PUBLIC_URL is http://localhost:3000: pages are asked for on that host.
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

  it('serves the SPA for other GETs so deep links work', async () => {
    for (const url of ['/landing', '/dashboard', '/accounts/12?x=1']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Manage your ESOS reporting');
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/dashboard',
      headers: { host: 'localhost:3000' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('sends an asset precompressed where the browser takes it, with no routes for the compressed copies', async () => {
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { host: 'localhost:3000', 'accept-encoding': 'br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toContain('immutable');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { host: 'localhost:3000' },
    });
    expect(plain.body).toBe('console.log(1)');
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/app-1.js' })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/app-1.js.br' })).toBe(false);
  });

  it('sends the landing page itself for the empty path to visitors without a session', async () => {
    const root = await page('/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('Prerendered');
    expect(root.body).toContain('Cookie banner');
    expect(root.headers.vary).toContain('Cookie');
    const chosen = await page('/?from=email', {
      cookie: 'cookies_policy=%7B%7D; cookies_preferences_set=true',
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toContain('Prerendered');
    expect(chosen.body).not.toContain('Cookie banner');
  });

  it('redirects the empty path to the landing page, keeping the query, for anyone who may be signed in', async () => {
    const signedIn = { cookie: 'esos_session_hint=1' };
    const root = await page('/', signedIn);
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/landing');
    expect(root.headers.vary).toContain('Cookie');
    const withQuery = await page('/?from=email', signedIn);
    expect(withQuery.statusCode).toBe(302);
    expect(withQuery.headers.location).toBe('/landing?from=email');
  });

  it("allows exactly the landing page's inline critical CSS and boot script, and preloads its fonts from the headers", async () => {
    const styleSource = (policy: unknown) => String(policy).match(/style-src ([^;]*)/)?.[1];
    const scriptSource = (policy: unknown) => String(policy).match(/script-src ([^;]*)/)?.[1];
    const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
    const hash = sha256('h1{color:#0b0c0c}@media (width<=40em){h1{margin:0}}');
    const scriptHash = sha256('(()=>{document.body.classList.add(`js-enabled`)})()');
    for (const [url, cookie] of [
      ['/', ''],
      ['/landing', ''],
      ['/landing', 'cookies_policy=%7B%7D; cookies_preferences_set=true'],
    ] as const) {
      const response = await page(url, { cookie });
      expect(styleSource(response.headers['content-security-policy']), url).toBe(`'self' 'sha256-${hash}'`);
      // The inline boot script only: a script with a src is allowed as a file of our own.
      expect(scriptSource(response.headers['content-security-policy']), url).toBe(
        `'self' 'sha256-${scriptHash}'`,
      );
      expect(response.headers.link, url).toBe(
        '</assets/bold-1.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin',
      );
    }
    // Every other page keeps the policy without inline styles.
    for (const response of [
      await page('/dashboard'),
      await page('/landing', { cookie: 'esos_session_hint=1' }),
    ]) {
      expect(styleSource(response.headers['content-security-policy'])).toBe("'self'");
      expect(scriptSource(response.headers['content-security-policy'])).toBe("'self'");
      expect(response.headers.link).toBeUndefined();
    }
  });

  it('sends the prerendered landing page only to visitors without a session', async () => {
    const visitor = await page('/landing');
    expect(visitor.body).toContain('Prerendered');
    expect(visitor.headers.vary).toContain('Cookie');
    const maybeSignedIn = await page('/landing', { cookie: 'other=1; esos_session_hint=1' });
    expect(maybeSignedIn.body).not.toContain('Prerendered');
    const deepLink = await page('/dashboard');
    expect(deepLink.body).not.toContain('Prerendered');
  });

  it('sends the landing page with the cookie banner until the visitor has made their cookie choice', async () => {
    expect((await page('/landing')).body).toContain('Cookie banner');
    // Only one of the two cookies, or a policy without the marker: not a choice yet.
    expect((await page('/landing', { cookie: 'cookies_preferences_set=true' })).body).toContain(
      'Cookie banner',
    );
    expect((await page('/landing', { cookie: 'cookies_policy=x' })).body).toContain('Cookie banner');
    const chosen = await page('/landing', {
      cookie: 'a=1; cookies_policy=%7B%7D; cookies_preferences_set=true',
    });
    expect(chosen.body).toContain('Prerendered');
    expect(chosen.body).not.toContain('Cookie banner');
  });

  it('takes the cookie banner form without JavaScript: both cookies for a day, then back to the page', async () => {
    const consent = (body: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/cookie-consent',
        headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: body,
      });
    // As a browser posts it under our Referrer-Policy (no-referrer): Origin null, Sec-Fetch-Site same-origin.
    const accepted = await consent('returnTo=%2Flanding%3Ffrom%3Demail&cookies=accept', {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe('/landing?from=email');
    const cookies = accepted.cookies.map((cookie) => [cookie.name, cookie]);
    expect(
      Object.fromEntries(cookies.map(([name, cookie]) => [name, (cookie as { value: string }).value])),
    ).toEqual({
      cookies_policy: '{"essential":true,"usage":true}',
      cookies_preferences_set: 'true',
    });
    // Sent URL-encoded, which the web client reads back (parsePolicy).
    expect(String(accepted.headers['set-cookie'])).toContain(
      `cookies_policy=${encodeURIComponent('{"essential":true,"usage":true}')};`,
    );
    for (const cookie of accepted.cookies) {
      expect(cookie).toMatchObject({ path: '/', maxAge: 86400, sameSite: 'Lax' });
    }
    // Never back to another site.
    for (const returnTo of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const response = await consent(`cookies=accept&returnTo=${encodeURIComponent(returnTo)}`);
      expect(response.headers.location).toBe('/landing');
    }
    // Consent is the visitor's to give: another site cannot post it, and only the banner's answer is taken.
    for (const headers of [
      { origin: 'https://evil.example' } as Record<string, string>,
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'null' },
    ]) {
      const refused = await consent('cookies=accept', headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    expect((await consent('cookies=maybe')).statusCode).toBe(400);
  });

  it('sends a page asked for on another host name to the same path on PUBLIC_URL', async () => {
    for (const host of ['127.0.0.1:3000', 'LOCALHOST:3001', 'evil.example']) {
      const response = await page('/dashboard?tab=unassigned', { host });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('http://localhost:3000/dashboard?tab=unassigned');
    }
    // The same host in other letters, or with the scheme's default port spelled out, is the same origin.
    expect((await page('/dashboard', { host: 'LocalHost:3000' })).statusCode).toBe(200);
  });

  it('never redirects to what a Host header says, and refuses one that is not a host name', async () => {
    for (const host of ['evil.example/path', 'a b', 'x@evil.example']) {
      const response = await page('/dashboard', { host });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_REQUEST_FORMAT' });
      expect(response.headers.location).toBeUndefined();
    }
    // A path that looks like another origin stays a path on ours.
    const slashes = await page('//evil.example/x', { host: '127.0.0.1:3000' });
    expect(slashes.headers.location).toBe('http://localhost:3000/');
  });
});

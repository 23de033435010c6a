import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { keycloakPagePort } from '../playwright.config';
import { DEMO_PASSWORD, unusedCode } from './support';

/**
 * The contract with Keycloak's own JavaScript adapter (keycloak-js 26.1, as the reference's web client
 * pins it), unmodified: a bare page on another origin of the same site, served by this test, registered
 * as the client "keycloak-contract" (playwright.config.ts). Issue 40, ADR 44.
 */
const EMAIL = 'regulator@example.gov.uk';
const keycloakJs = readFileSync(createRequire(import.meta.url).resolve('keycloak-js'), 'utf8');

const indexPage = (serverUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>keycloak-js contract</title></head>
<body><main><h1>keycloak-js contract</h1></main>
<script type="module">
import Keycloak from '/keycloak.js';
const keycloak = new Keycloak({ url: '${serverUrl}/auth', realm: 'esos', clientId: 'keycloak-contract' });
window.keycloak = keycloak;
window.loggedOut = false;
keycloak.onAuthLogout = () => { window.loggedOut = true; };
window.initialised = keycloak
  .init({
    onLoad: 'check-sso',
    pkceMethod: 'S256',
    silentCheckSsoRedirectUri: location.origin + '/silent-check-sso.html',
    checkLoginIframeInterval: 1,
  })
  .then((authenticated) => ({ authenticated }), (error) => ({ error: String(error?.error ?? error) }));
</script></body></html>`;

// keycloak-js's documented silent check page: hands the callback URL to the page that framed it.
const silentCheckPage =
  '<!doctype html><html><body><script>parent.postMessage(location.href, location.origin)</script></body></html>';

interface KeycloakWindow {
  keycloak: {
    authenticated?: boolean;
    token?: string;
    tokenParsed?: Record<string, unknown>;
    refreshTokenParsed?: Record<string, unknown>;
    idTokenParsed?: Record<string, unknown>;
    login(): Promise<void>;
    logout(): Promise<void>;
    loadUserProfile(): Promise<Record<string, unknown>>;
    loadUserInfo(): Promise<Record<string, unknown>>;
    updateToken(minValidity: number): Promise<boolean>;
  };
  initialised: Promise<{ authenticated?: boolean; error?: string }>;
  loggedOut: boolean;
}

let server: Server;
let pageUrl: string;

test.beforeAll(async ({ baseURL }) => {
  const serverUrl = new URL(baseURL ?? '').origin;
  const port = keycloakPagePort(Number(new URL(serverUrl).port));
  pageUrl = `http://localhost:${port}/`;
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', pageUrl).pathname;
    const [type, body] =
      path === '/keycloak.js'
        ? ['text/javascript', keycloakJs]
        : path === '/silent-check-sso.html'
          ? ['text/html', silentCheckPage]
          : ['text/html', indexPage(serverUrl)];
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Starts keycloak-js's login or logout, which leaves the page (so nothing is awaited inside it). */
const navigateBy = (page: Page, action: 'login' | 'logout') =>
  page.evaluate((name) => {
    setTimeout(() => void (window as unknown as KeycloakWindow).keycloak[name](), 0);
  }, action);

const initialised = (page: Page) => page.evaluate(() => (window as unknown as KeycloakWindow).initialised);

test('keycloak-js signs in, reads the profile, refreshes, sees a sign-out elsewhere and signs out', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(pageUrl);
  // check-sso with nobody signed in: answered by the cookie check and status frames, not their 10 s timeout.
  expect(await initialised(page)).toEqual({ authenticated: false });
  expect(Date.now() - started).toBeLessThan(8000);

  await navigateBy(page, 'login');
  await expect(page).toHaveURL(/\/auth\/realms\/esos\//);
  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/code/i);
  await page
    .getByRole('textbox')
    .first()
    .fill(await unusedCode(EMAIL));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.href.startsWith(pageUrl));
  expect(await initialised(page)).toEqual({ authenticated: true });

  const tokens = await page.evaluate(() => {
    const { keycloak } = window as unknown as KeycloakWindow;
    return { token: keycloak.tokenParsed, refresh: keycloak.refreshTokenParsed, id: keycloak.idTokenParsed };
  });
  expect(tokens.token?.sid).toEqual(expect.any(String));
  expect(tokens.refresh).toMatchObject({ typ: 'Refresh', sid: tokens.token?.sid });
  expect(Number(tokens.refresh?.exp)).toBeGreaterThan(Number(tokens.refresh?.iat));
  expect(tokens.id).toMatchObject({ email: EMAIL, given_name: 'Rita', family_name: 'Regulator' });

  const profile = await page.evaluate(() => (window as unknown as KeycloakWindow).keycloak.loadUserProfile());
  expect(profile).toMatchObject({ username: EMAIL, email: EMAIL, attributes: { status: ['REGISTERED'] } });
  const userInfo = await page.evaluate(() => (window as unknown as KeycloakWindow).keycloak.loadUserInfo());
  expect(userInfo).toMatchObject({ email: EMAIL, status: 'REGISTERED' });

  const refreshed = await page.evaluate(async () => {
    const { keycloak } = window as unknown as KeycloakWindow;
    const before = keycloak.token;
    const renewed = await keycloak.updateToken(-1);
    return { renewed, changed: keycloak.token !== before };
  });
  expect(refreshed).toEqual({ renewed: true, changed: true });

  // A second tab: signed in silently from the provider's session, then signs out through the provider.
  const other = await context.newPage();
  await other.goto(pageUrl);
  expect(await initialised(other)).toEqual({ authenticated: true });
  // The same session: the first tab's frame keeps answering "unchanged" (it asks every second).
  await page.waitForTimeout(2500);
  expect(await page.evaluate(() => (window as unknown as KeycloakWindow).loggedOut)).toBe(false);
  const signedOut = other.waitForResponse(
    (response) => response.url().includes('/openid-connect/logout') && response.request().method() === 'POST',
  );
  await navigateBy(other, 'logout');
  await signedOut;
  await other.waitForURL((url) => url.href.startsWith(pageUrl));
  expect(await initialised(other)).toEqual({ authenticated: false });

  // The first tab's session-status frame reports "changed": keycloak-js clears its tokens.
  await page.waitForFunction(() => (window as unknown as KeycloakWindow).loggedOut, undefined, {
    timeout: 10_000,
  });
  expect(await page.evaluate(() => (window as unknown as KeycloakWindow).keycloak.authenticated)).toBe(false);
  await context.close();
});

import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { totpGuardrails } from '../../src/idp/credentials';
import { seedDemoData, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../src/seed/demo-data';
import type { DatabaseHandle } from '../../src/platform/db';
import { openTestDatabase } from '../support/test-database';

export { DEMO_PASSWORD };

/** The issuer contains the port, so the port has to be known before the app is built. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface IdentityServer {
  app: FastifyInstance;
  config: Config;
  /** For a second instance on the same database (closed with this one). */
  database: DatabaseHandle;
  baseUrl: string;
  close(): Promise<void>;
}

/** `env` adds or overrides configuration, e.g. shorter session lifetimes (a function: from the base URL). */
export async function startIdentityServer(
  environment: Record<string, string> | ((baseUrl: string) => Record<string, string>) = {},
  options: { logStream?: { write(line: string): void } } = {},
): Promise<IdentityServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env = typeof environment === 'function' ? environment(baseUrl) : environment;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: baseUrl,
    PORT: String(port),
    ...env,
  });
  const database = await openTestDatabase();
  const app = await buildApp(config, { database, ...options });
  await seedDemoData(app.db);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    config,
    database,
    baseUrl,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const currentCode = () => generate({ secret: DEMO_TOTP_SECRET, guardrails: totpGuardrails });

/** A browser without JavaScript: keeps cookies by name, never follows redirects on its own. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request(
    path: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const url = new URL(path, this.baseUrl);
    const headers: Record<string, string> = {};
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=.*1970/i.test(a));
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects within the server, stopping at the first page or at a URL outside `stopAt`. */
  async follow(path: string, init: { form?: Record<string, string> } = {}, stopAt?: string) {
    let response = await this.request(path, init);
    let location = path;
    while (response.status >= 300 && response.status < 400) {
      location = new URL(response.headers.get('location') ?? '', new URL(location, this.baseUrl)).toString();
      if (stopAt && location.startsWith(stopAt)) return { response, location };
      response = await this.request(location);
    }
    return { response, location, html: await response.text() };
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The action of the page's (first) form, with HTML entities undone. */
export function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no form on the page');
  return match[1].replaceAll('&amp;', '&');
}

export function authorizationPath(
  config: Config,
  challenge: string,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({
    client_id: config.oidc.clientId,
    response_type: 'code',
    redirect_uri: `${config.publicUrl}/signin-callback`,
    scope: 'openid profile email offline_access api',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return `${new URL(config.oidc.issuer).pathname}/protocol/openid-connect/auth?${query}`;
}

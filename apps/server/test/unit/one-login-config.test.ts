import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const pem = (key: ReturnType<typeof generateKeyPairSync>['privateKey']) =>
  key.export({ type: 'pkcs8', format: 'pem' }).toString();
const ecKey = pem(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);
const complete = {
  PUBLIC_URL: 'https://esos.example.gov.uk',
  ONE_LOGIN_ISSUER: 'https://oidc.integration.account.gov.uk/',
  ONE_LOGIN_CLIENT_ID: 'abc-123',
  ONE_LOGIN_PRIVATE_KEY: ecKey,
  ONE_LOGIN_REDIRECT_URI: 'https://esos.example.gov.uk/auth/realms/esos/broker/onelogin/endpoint',
};

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('GOV.UK One Login settings (ADR 48)', () => {
  it('are off without any of them: the service signs people in itself', () => {
    const config = loadConfig({});
    expect(config.oneLogin).toBeUndefined();
    expect(config.ui.signIn).toBe('service');
  });

  it('turn the broker on when all four are set, with the key’s algorithm and the post-logout address', () => {
    const config = loadConfig(complete);
    expect(config.ui.signIn).toBe('one-login');
    expect(config.oneLogin).toMatchObject({
      issuer: 'https://oidc.integration.account.gov.uk/',
      clientId: 'abc-123',
      algorithm: 'ES256',
      redirectUri: complete.ONE_LOGIN_REDIRECT_URI,
      postLogoutRedirectUri: `${complete.ONE_LOGIN_REDIRECT_URI}/logout_response`,
    });
    const rsa = pem(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
    // A PEM on one line with \n escapes, as environment files often hold it.
    const oneLine = rsa.replaceAll('\n', '\\n');
    expect(loadConfig({ ...complete, ONE_LOGIN_PRIVATE_KEY: oneLine }).oneLogin?.algorithm).toBe('RS256');
  });

  it('refuses a partial set, naming each setting that is missing', () => {
    const problems = problemsOf({ ONE_LOGIN_ISSUER: complete.ONE_LOGIN_ISSUER });
    expect(problems).toMatch(/ONE_LOGIN_CLIENT_ID: required/);
    expect(problems).toMatch(/ONE_LOGIN_PRIVATE_KEY: required/);
    expect(problems).toMatch(/ONE_LOGIN_REDIRECT_URI: required/);
    expect(problems).not.toMatch(/ONE_LOGIN_ISSUER: required/);
  });

  it.each(['ONE_LOGIN_ISSUER', 'ONE_LOGIN_CLIENT_ID', 'ONE_LOGIN_PRIVATE_KEY', 'ONE_LOGIN_REDIRECT_URI'])(
    'refuses the other three without %s, naming it',
    (name) => {
      const problems = problemsOf({ ...complete, [name]: '' });
      expect(problems).toMatch(new RegExp(`^${name}: required with the other ONE_LOGIN_ settings`));
      expect(problems.split('\n')).toHaveLength(1);
    },
  );

  it.each([
    ['ONE_LOGIN_PRIVATE_KEY', 'not a key', /ONE_LOGIN_PRIVATE_KEY: expected a private key in PEM form/],
    [
      'ONE_LOGIN_PRIVATE_KEY',
      generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .publicKey.export({ type: 'spki', format: 'pem' })
        .toString(),
      /ONE_LOGIN_PRIVATE_KEY: expected a private key/,
    ],
    [
      'ONE_LOGIN_PRIVATE_KEY',
      pem(generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey),
      /ONE_LOGIN_PRIVATE_KEY: expected an RSA key of at least 2048 bits or an EC P-256 key/,
    ],
    ['ONE_LOGIN_ISSUER', 'oidc.account.gov.uk', /ONE_LOGIN_ISSUER: expected an absolute URL/],
    ['ONE_LOGIN_ISSUER', 'http://oidc.account.gov.uk/', /ONE_LOGIN_ISSUER: expected an https URL/],
    [
      'ONE_LOGIN_REDIRECT_URI',
      '/broker/onelogin/endpoint',
      /ONE_LOGIN_REDIRECT_URI: expected an absolute URL/,
    ],
    [
      'ONE_LOGIN_REDIRECT_URI',
      'https://elsewhere.example.com/callback',
      /ONE_LOGIN_REDIRECT_URI: must be an address of this service/,
    ],
    [
      'ONE_LOGIN_REDIRECT_URI',
      `${complete.ONE_LOGIN_REDIRECT_URI}?x=1`,
      /ONE_LOGIN_REDIRECT_URI: expected no query/,
    ],
    ['ONE_LOGIN_CLIENT_ID', 'has spaces in it', /ONE_LOGIN_CLIENT_ID: expected up to 200/],
  ])('refuses a malformed %s, naming it', (name, value, message) => {
    expect(problemsOf({ ...complete, [name]: value })).toMatch(message);
  });

  it('stop the server process at boot, naming each setting, when partial or malformed', async () => {
    const failed = await promisify(execFile)('npx', ['tsx', 'src/main.ts'], {
      cwd: fileURLToPath(new URL('../../', import.meta.url)),
      env: {
        ...process.env,
        ONE_LOGIN_ISSUER: complete.ONE_LOGIN_ISSUER,
        ONE_LOGIN_PRIVATE_KEY: 'not a key',
      },
      timeout: 60_000,
    }).then(
      () => undefined,
      (error: unknown) => error as { code?: number; stderr?: string },
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/ONE_LOGIN_CLIENT_ID: required/);
    expect(failed?.stderr).toMatch(/ONE_LOGIN_REDIRECT_URI: required/);
    expect(failed?.stderr).toMatch(/ONE_LOGIN_PRIVATE_KEY: expected a private key in PEM form/);
  }, 60_000);

  it('needs the embedded provider, which does the brokering', () => {
    expect(problemsOf({ ...complete, IDP_ENABLED: 'false' })).toMatch(/IDP_ENABLED=true/);
  });
});

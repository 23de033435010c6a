import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('configuration', () => {
  it('has working development defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' });
    expect(config.oidc.issuer).toBe('http://localhost:3000/auth/realms/esos');
    expect(config.oidc.jwksUrl).toBe('http://localhost:3000/auth/realms/esos/protocol/openid-connect/certs');
    expect(config.seedDemoData).toBe(true);
    expect(config.ui).toEqual({
      features: { installationEnabled: true },
      expirationTime: 30,
      analytics: { gtmContainerId: '' },
    });
  });

  it('follows PORT in the default public URL', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('uses PostgreSQL when DATABASE_URL is set and then seeds no demo data unless asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/esos' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@localhost/esos' });
    expect(config.seedDemoData).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/esos', SEED_DEMO_DATA: 'true' }).seedDemoData,
    ).toBe(true);
  });

  it('refuses to start in production without explicit database, public URL and secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toMatch(
        /DATABASE_URL[\s\S]*PUBLIC_URL[\s\S]*APP_SIGNING_SECRET[\s\S]*COOKIE_SECRET/,
      );
    }
  });

  it('starts in production with everything given, and never seeds demo data there', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/esos',
      PUBLIC_URL: 'https://esos.example.gov.uk/',
      APP_SIGNING_SECRET: 'a'.repeat(32),
      COOKIE_SECRET: 'b'.repeat(32),
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://mail.example.gov.uk:587',
      CLAMD_HOST: 'clamd.internal',
    };
    const config = loadConfig(production);
    expect(config.publicUrl).toBe('https://esos.example.gov.uk');
    expect(config.seedDemoData).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO_DATA: 'true' })).toThrow(/never seeded/);
  });

  it('refuses to start in production without a virus scanner unless scanning is switched off explicitly', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/esos',
      PUBLIC_URL: 'https://esos.example.gov.uk/',
      APP_SIGNING_SECRET: 'a'.repeat(32),
      COOKIE_SECRET: 'b'.repeat(32),
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://mail.example.gov.uk:587',
    };
    expect(() => loadConfig(production)).toThrow(/CLAMD_HOST: uploads must be virus-scanned/);
    expect(loadConfig({ ...production, VIRUS_SCAN: 'off' }).files).toEqual({
      clamd: undefined,
      virusScan: 'off',
    });
    expect(loadConfig({ ...production, CLAMD_HOST: 'clamd' }).files.clamd).toEqual({
      host: 'clamd',
      port: 3310,
    });
    expect(loadConfig({}).files).toEqual({ clamd: undefined, virusScan: 'on' });
  });

  it('sends real mail in production, with the settings each transport needs', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /MAIL_TRANSPORT: production sends real e-mail/,
    );
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL: required/);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'notify' })).toThrow(
      /NOTIFY_API_KEY[\s\S]*NOTIFY_TEMPLATE_IDS/,
    );
    const notify = loadConfig({
      MAIL_TRANSPORT: 'notify',
      NOTIFY_API_KEY: 'key',
      NOTIFY_TEMPLATE_IDS: 'default=abc, Change2FA = def',
    });
    expect(notify.mail.transport).toEqual({
      kind: 'notify',
      apiKey: 'key',
      templateIds: { default: 'abc', Change2FA: 'def' },
    });
    expect(loadConfig({}).mail).toMatchObject({ transport: { kind: 'outbox' }, feedbackRecipients: [] });
  });

  it('parses feature flags and rejects nonsense', () => {
    expect(loadConfig({ FEATURES: 'installationEnabled=false, beta=true' }).ui.features).toEqual({
      installationEnabled: false,
      beta: true,
    });
    expect(() => loadConfig({ FEATURES: 'installationEnabled=maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_SIGNING_SECRET: 'short' })).toThrow(ConfigError);
  });

  it('opens the development tools only when asked, only with the embedded outbox, never in production', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/esos',
      PUBLIC_URL: 'https://esos.example.gov.uk/',
      APP_SIGNING_SECRET: 'a'.repeat(32),
      COOKIE_SECRET: 'b'.repeat(32),
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://mail.example.gov.uk:587',
      CLAMD_HOST: 'clamd.internal',
    };
    expect(loadConfig({}).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).devTools).toBe(false);
    expect(loadConfig({ DEV_TOOLS: 'true' }).devTools).toBe(true);
    expect(() =>
      loadConfig({ DEV_TOOLS: 'true', MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://mail.example.gov.uk:587' }),
    ).toThrow(/DEV_TOOLS/);
    expect(() =>
      loadConfig({
        DEV_TOOLS: 'true',
        MAIL_TRANSPORT: 'notify',
        NOTIFY_API_KEY: 'key',
        NOTIFY_TEMPLATE_IDS: 'default=abc',
      }),
    ).toThrow(/DEV_TOOLS/);
    expect(() => loadConfig({ ...production, DEV_TOOLS: 'true' })).toThrow(/DEV_TOOLS/);
    expect(loadConfig({ ...production, DEV_TOOLS: 'false' }).devTools).toBe(false);
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      'fd00::/8',
    ]);
    for (const bad of ['true', '-1', '1.5', '10.0.0.0/33', 'proxy.internal', '10.0.0.0/8,,x', '::1/129'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});

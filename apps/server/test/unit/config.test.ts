import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ConfigError, environmentVariables, loadConfig } from '../../src/config';

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
      signIn: 'service',
    });
    expect(config.oneLogin).toBeUndefined();
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

  it('migrates as the owner named by DATABASE_MIGRATION_URL, which needs DATABASE_URL for the service', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://esos_service@db/esos',
      DATABASE_MIGRATION_URL: 'postgres://esos_owner@db/esos',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://esos_service@db/esos',
      migrationUrl: 'postgres://esos_owner@db/esos',
    });
    expect(() => loadConfig({ DATABASE_MIGRATION_URL: 'postgres://esos_owner@db/esos' })).toThrow(
      /DATABASE_MIGRATION_URL: needs DATABASE_URL/,
    );
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
      COMPANIES_HOUSE_API_KEY: 'companies-house-key',
      COMPANY_INFORMATION_SERVICE_URL: 'https://api.company-information.service.gov.uk',
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
      COMPANIES_HOUSE_API_KEY: 'companies-house-key',
      COMPANY_INFORMATION_SERVICE_URL: 'https://api.company-information.service.gov.uk',
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
      /MAIL_TRANSPORT: production sends real email/,
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

  it('sends deadline reminders 7 and 1 days before by default, except in tests, and refuses odd days', () => {
    expect(loadConfig({}).reminders).toEqual({ enabled: true, daysBefore: [7, 1] });
    expect(loadConfig({ NODE_ENV: 'test' }).reminders.enabled).toBe(false);
    expect(loadConfig({ REMINDERS_ENABLED: 'false' }).reminders.enabled).toBe(false);
    expect(loadConfig({ REMINDER_DAYS_BEFORE: '30, 7,1' }).reminders.daysBefore).toEqual([30, 7, 1]);
    for (const days of ['0', '7,x', '1.5', '91', '1,2,3,4,5,6', '']) {
      expect(() => loadConfig({ REMINDER_DAYS_BEFORE: days }), days).toThrow(/REMINDER_DAYS_BEFORE/);
    }
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
      COMPANIES_HOUSE_API_KEY: 'companies-house-key',
      COMPANY_INFORMATION_SERVICE_URL: 'https://api.company-information.service.gov.uk',
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

  it('refuses to start in production without the Companies House API, so fixture companies never answer there', () => {
    const problems = (() => {
      try {
        loadConfig({ NODE_ENV: 'production' });
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
      return '';
    })();
    expect(problems).toMatch(/COMPANIES_HOUSE_API_KEY[\s\S]*COMPANY_INFORMATION_SERVICE_URL/);
    expect(loadConfig({}).companyInformation).toEqual({
      serviceUrl: 'https://api-sandbox.company-information.service.gov.uk',
      apiKey: undefined,
    });
  });

  it("lists exactly the variables it reads in the README's configuration table", () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const documented = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1]);
    expect([...documented].sort()).toEqual([...environmentVariables].sort());
  });

  it('changes the configuration for every variable it reads (none is ignored)', () => {
    const keyPem = (type: 'ec' | 'rsa') =>
      (type === 'ec'
        ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
        : generateKeyPairSync('rsa', { modulusLength: 2048 })
      ).privateKey
        .export({ type: 'pkcs8', format: 'pem' })
        .toString();
    // The four One Login settings are required together: each is tried beside the other three.
    const oneLogin: Record<string, string> = {
      ONE_LOGIN_ISSUER: 'https://oidc.account.gov.uk/',
      ONE_LOGIN_CLIENT_ID: 'esos-client',
      ONE_LOGIN_PRIVATE_KEY: keyPem('ec'),
      ONE_LOGIN_REDIRECT_URI: 'http://localhost:3000/auth/realms/esos/broker/onelogin/endpoint',
    };
    const oneLoginBesides = (name: string) =>
      Object.fromEntries(Object.entries(oneLogin).filter(([other]) => other !== name));
    // One value other than the default for each variable; a new variable fails here until it has one.
    const samples: Record<string, string> = {
      NODE_ENV: 'test',
      PORT: '4001',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://esos.example.gov.uk',
      DATABASE_URL: 'postgres://db/esos',
      DATABASE_MIGRATION_URL: 'postgres://owner@db/esos',
      DATA_DIR: '/var/lib/esos',
      LOG_LEVEL: 'warn',
      BODY_LIMIT_BYTES: '2048',
      MI_REPORT_TIMEOUT_MS: '1000',
      MAX_PAGE_SIZE: '50',
      WEB_DIST_DIR: '/srv/web',
      SEED_DEMO_DATA: 'false',
      APP_SIGNING_SECRET: 'a'.repeat(32),
      COOKIE_SECRET: 'b'.repeat(32),
      OIDC_ISSUER: 'https://id.example.gov.uk/realms/esos',
      OIDC_JWKS_URL: 'https://id.example.gov.uk/keys',
      OIDC_CLIENT_ID: 'other-client',
      OIDC_AUDIENCE: 'other-audience',
      OIDC_CLIENTS: '[{"clientId":"uk-esos-web-app","redirectUris":["http://localhost:4200/*"]}]',
      IDP_ENABLED: 'false',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      SESSION_IDLE_TTL_SECONDS: '600',
      SESSION_MAX_TTL_SECONDS: '7200',
      LOGIN_MAX_ATTEMPTS: '3',
      LOGIN_LOCKOUT_SECONDS: '60',
      SIGN_IN_ATTEMPTS_PER_IP: '20',
      FEATURES: 'installationEnabled=false',
      INVITATION_EXPIRATION_MINUTES: '60',
      GTM_CONTAINER_ID: 'GTM-ABC123',
      HELPDESK_EMAIL: 'help@example.gov.uk',
      WORKFLOW_VALIDITY_WINDOWS:
        '{"ACTION_PLAN_P3":{"initiateStart":"2024-01-01","initiateEnd":"2024-12-31","submitStart":"2024-01-01","submitEnd":"2024-12-31"}}',
      BREACHED_PASSWORD_CHECK: 'pwned',
      CLAMD_HOST: 'clamd.internal',
      CLAMD_PORT: '3311',
      VIRUS_SCAN: 'off',
      MAIL_TRANSPORT: 'smtp',
      MAIL_FROM: 'ESOS <esos@example.gov.uk>',
      SMTP_URL: 'smtp://mail.example.gov.uk:587',
      NOTIFY_API_KEY: 'notify-key',
      NOTIFY_TEMPLATE_IDS: 'default=abc',
      FEEDBACK_RECIPIENTS: 'team@example.gov.uk',
      COMPANY_INFORMATION_SERVICE_URL: 'https://api.company-information.service.gov.uk',
      COMPANIES_HOUSE_API_KEY: 'companies-house-key',
      TRUST_PROXY: '1',
      DEV_TOOLS: 'true',
      METRICS_TOKEN: 'm'.repeat(16),
      SHUTDOWN_TIMEOUT_SECONDS: '30',
      RETENTION_JOB: 'dry-run',
      RETENTION_INTERVAL_HOURS: '6',
      REMINDERS_ENABLED: 'false',
      REMINDER_DAYS_BEFORE: '14,3',
      ...oneLogin,
    };
    // Settings that only take effect beside another one.
    const needs: Record<string, Record<string, string>> = {
      SMTP_URL: { MAIL_TRANSPORT: 'smtp' },
      DATABASE_MIGRATION_URL: { DATABASE_URL: 'postgres://db/esos' },
      MAIL_FROM: { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://mail.example.gov.uk:587' },
      NOTIFY_API_KEY: { MAIL_TRANSPORT: 'notify', NOTIFY_TEMPLATE_IDS: 'default=abc' },
      NOTIFY_TEMPLATE_IDS: { MAIL_TRANSPORT: 'notify', NOTIFY_API_KEY: 'notify-key' },
      CLAMD_PORT: { CLAMD_HOST: 'clamd.internal' },
      MAIL_TRANSPORT: { SMTP_URL: 'smtp://mail.example.gov.uk:587' },
      ...Object.fromEntries(Object.keys(oneLogin).map((name) => [name, oneLoginBesides(name)])),
    };
    const alternatives: Record<string, string> = {
      SMTP_URL: 'smtp://other.example.gov.uk:25',
      NOTIFY_API_KEY: 'other-key',
      NOTIFY_TEMPLATE_IDS: 'default=def',
      ONE_LOGIN_ISSUER: 'https://oidc.integration.account.gov.uk/',
      ONE_LOGIN_CLIENT_ID: 'another-client',
      ONE_LOGIN_PRIVATE_KEY: keyPem('rsa'),
      ONE_LOGIN_REDIRECT_URI: 'http://localhost:3000/one-login/callback',
    };
    for (const name of environmentVariables) {
      const sample = samples[name];
      expect(sample, `${name} needs a sample value in this test`).toBeDefined();
      const base = needs[name] ?? {};
      const withVariable = { ...base, [name]: sample as string };
      // Compared with the variable unset, or, where it cannot be unset beside its partner, another value.
      const other = alternatives[name];
      const without = other === undefined ? base : { ...base, [name]: other };
      expect(loadConfig(withVariable), `${name} changes nothing`).not.toEqual(loadConfig(without));
    }
  });
});

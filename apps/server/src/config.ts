import { isIP } from 'node:net';
import { z } from 'zod';
import { withoutTrailing } from './platform/text';
import { clientRegistrations, type ClientRegistration } from './idp/client-registrations';
import { parseOneLoginSettings, type OneLoginSettings } from './idp/one-login/settings';
import { parseValidityWindowSettings, type ValidityWindowSettings } from './workflow/validity-windows';

/**
 * Configuration is read once, at boot, from the environment. Development gets working defaults;
 * production refuses to start without the values that must never be guessed.
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const featureMap = z.string().transform((value, ctx) => {
  const features: Record<string, boolean> = {};
  for (const pair of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name, flag] = pair.split('=').map((part) => part.trim());
    if (!name || (flag !== 'true' && flag !== 'false')) {
      ctx.addIssue({ code: 'custom', message: `expected name=true|false pairs, got "${pair}"` });
      return z.NEVER;
    }
    features[name] = flag === 'true';
  }
  return features;
});

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): none by default, a number of hops,
 * or the proxies' addresses and CIDR ranges. "Any" is not offered: it lets every client choose its address.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false' || text === 'off' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => {
      const [address = '', prefix, ...rest] = entry.split('/');
      const family = isIP(address);
      if (!family || rest.length > 0) return true;
      if (prefix === undefined) return false;
      return !/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128);
    });
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a hop count (1, 2, ...) or comma-separated proxy addresses or CIDR ranges, not "${bad.join('", "')}"`,
      });
      return z.NEVER;
    }
    return entries;
  });

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  TRUST_PROXY: trustProxySetting,
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  /**
   * The schema owner's connection, for migrations (ADR 21): the service then runs as DATABASE_URL's role with
   * only the rights it needs, which cannot change or delete audit events.
   */
  DATABASE_MIGRATION_URL: z.string().startsWith('postgres').optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  MI_REPORT_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  MAX_PAGE_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  WEB_DIST_DIR: z.string().optional(),
  SEED_DEMO_DATA: booleanFromEnv.optional(),
  APP_SIGNING_SECRET: z.string().min(32).optional(),
  COOKIE_SECRET: z.string().min(32).optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_JWKS_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default('esos-web'),
  OIDC_AUDIENCE: z.string().default('esos-api'),
  /** Further browser clients of the embedded provider, as Keycloak registers them (ADR 44). */
  OIDC_CLIENTS: clientRegistrations.default([]),
  IDP_ENABLED: booleanFromEnv.default(true),
  /** GOV.UK One Login, which the embedded provider brokers to when all four are set (ADR 48). */
  ONE_LOGIN_ISSUER: z.string().max(2000).optional(),
  ONE_LOGIN_CLIENT_ID: z.string().max(2000).optional(),
  ONE_LOGIN_PRIVATE_KEY: z.string().max(20_000).optional(),
  ONE_LOGIN_REDIRECT_URI: z.string().max(2000).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(300),
  SESSION_IDLE_TTL_SECONDS: z.coerce.number().int().min(60).default(1800),
  SESSION_MAX_TTL_SECONDS: z.coerce.number().int().min(60).default(36_000),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCKOUT_SECONDS: z.coerce.number().int().min(1).default(900),
  SIGN_IN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(100),
  FEATURES: featureMap.default({ installationEnabled: true }),
  INVITATION_EXPIRATION_MINUTES: z.coerce.number().int().positive().default(30),
  GTM_CONTAINER_ID: z.string().default(''),
  HELPDESK_EMAIL: z.email().default('esos@environment-agency.gov.uk'),
  WORKFLOW_VALIDITY_WINDOWS: z.string().optional(),
  BREACHED_PASSWORD_CHECK: z.enum(['off', 'pwned']).default('off'),
  CLAMD_HOST: z.string().optional(),
  CLAMD_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
  VIRUS_SCAN: z.enum(['on', 'off']).default('on'),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp', 'notify']).default('outbox'),
  DEV_TOOLS: booleanFromEnv.default(false),
  MAIL_FROM: z.string().default('Manage your ESOS reporting <no-reply@esos.example.gov.uk>'),
  SMTP_URL: z.string().startsWith('smtp').optional(),
  NOTIFY_API_KEY: z.string().optional(),
  NOTIFY_TEMPLATE_IDS: z.string().default(''),
  FEEDBACK_RECIPIENTS: z.string().default(''),
  COMPANY_INFORMATION_SERVICE_URL: z.url().optional(),
  COMPANIES_HOUSE_API_KEY: z.string().optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  RETENTION_JOB: z.enum(['on', 'dry-run', 'off']).default('on'),
  RETENTION_INTERVAL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(24),
  REMINDERS_ENABLED: booleanFromEnv.optional(),
  REMINDER_DAYS_BEFORE: z
    .string()
    .max(100)
    .default('7,1')
    .transform((value, context) => {
      const days = value.split(',').map((day) => Number(day.trim()));
      if (days.length > 5 || days.some((day) => !Number.isInteger(day) || day < 1 || day > 90)) {
        context.addIssue({
          code: 'custom',
          message: 'days before a due date: up to five whole numbers, 1 to 90',
        });
        return z.NEVER;
      }
      return days;
    }),
});

export type Environment = z.input<typeof environmentSchema>;

/** Every environment variable the service reads (the README's configuration table lists exactly these). */
export const environmentVariables = Object.keys(environmentSchema.shape) as (keyof Environment)[];

/** Outside production, company look-ups go to Companies House's sandbox (with a key) unless told otherwise. */
const companiesHouseSandboxUrl = 'https://api-sandbox.company-information.service.gov.uk';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Proxies whose X-Forwarded-For is believed: none (false), a hop count, or addresses and ranges. */
  trustProxy: false | number | string[];
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; migrationUrl?: string };
  logLevel: string;
  bodyLimitBytes: number;
  /** The statement timeout of a custom MI report query (PostgreSQL only: PGlite cannot time out). */
  miReportTimeoutMs: number;
  /** The most rows one page of a list answers, whatever size is asked for (src/api/shared/paging.ts). */
  maxPageSize: number;
  /** Uploads: scanned by clamd when a host is given (VIRUS_SCAN=off turns scanning off explicitly). */
  files: { clamd: { host: string; port: number } | undefined; virusScan: 'on' | 'off' };
  webDistDir: string | undefined;
  seedDemoData: boolean;
  appSigningSecret: string | undefined;
  cookieSecret: string | undefined;
  oidc: {
    /** Run our own provider in this process; false means another provider at `issuer`. */
    embedded: boolean;
    issuer: string;
    jwksUrl: string;
    clientId: string;
    /** Clients other than the SPA's own (`clientId`), registered with OIDC_CLIENTS. */
    clients: ClientRegistration[];
    audience: string;
    accessTokenTtlSeconds: number;
    sessionIdleTtlSeconds: number;
    sessionMaxTtlSeconds: number;
    loginMaxAttempts: number;
    loginLockoutSeconds: number;
    /** Sign-in attempts allowed from one address in 15 minutes (offices share addresses, so generous). */
    signInAttemptsPerIp: number;
  };
  /** GOV.UK One Login, when configured: "Continue" on start-login goes there instead of our own pages. */
  oneLogin: OneLoginSettings | undefined;
  /**
   * How the workflows' own validity windows change: replaced per type by WORKFLOW_VALIDITY_WINDOWS, or,
   * with demo data and no such setting, all open around the day the server started.
   */
  validityWindows: ValidityWindowSettings;
  mail: {
    /** Where users can get help; named in every email. */
    helpdesk: string;
    transport:
      | { kind: 'outbox' }
      | { kind: 'smtp'; url: string; from: string }
      | { kind: 'notify'; apiKey: string; templateIds: Record<string, string> };
    /** Mailboxes that receive the feedback survey's answers. */
    feedbackRecipients: string[];
  };
  /** /dev/mailbox and POST /dev/verifier-invitations: only when asked for, with the embedded outbox. */
  devTools: boolean;
  /** Which breached-password check new passwords go through: none, or Pwned Passwords (k-anonymity). */
  breachedPasswordCheck: 'off' | 'pwned';
  /** Companies House: without an API key the embedded fixture companies answer instead. */
  companyInformation: { serviceUrl: string; apiKey: string | undefined };
  ui: {
    features: Record<string, boolean>;
    expirationTime: number;
    analytics: { gtmContainerId: string };
    /** Which sign-in "Continue" leads to, for the pages that name it (start-login, cookies, privacy). */
    signIn: 'one-login' | 'service';
  };
  /** Bearer token Prometheus scrapes /metrics with; without it /metrics is open outside production only. */
  metricsToken: string | undefined;
  /** How long SIGTERM waits for requests in flight before closing their connections. */
  shutdownTimeoutSeconds: number;
  /** The retention rule's job (ADR 21): deleting, only reporting what it would delete, or not run. */
  retention: { mode: 'on' | 'dry-run' | 'off'; intervalHours: number };
  /** Deadline reminders of report tasks (ADR 49): whether this environment sends them, and when. */
  reminders: { enabled: boolean; daysBefore: number[] };
}

/** `name=id` pairs, comma separated: which GOV.UK Notify template sends each of our emails. */
function parsePairs(value: string): Record<string, string> {
  return Object.fromEntries(
    value
      .split(',')
      .map((pair) => pair.split('=').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1])),
  );
}

function mailTransportOf(env: z.infer<typeof environmentSchema>): Config['mail']['transport'] {
  if (env.MAIL_TRANSPORT === 'smtp') {
    if (!env.SMTP_URL) throw new ConfigError(['SMTP_URL: required when MAIL_TRANSPORT=smtp']);
    return { kind: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM };
  }
  if (env.MAIL_TRANSPORT === 'notify') {
    const templateIds = parsePairs(env.NOTIFY_TEMPLATE_IDS);
    const problems = [
      ...(env.NOTIFY_API_KEY ? [] : ['NOTIFY_API_KEY: required when MAIL_TRANSPORT=notify']),
      ...(templateIds.default
        ? []
        : [
            'NOTIFY_TEMPLATE_IDS: needs at least default=<template id> (a template with ((subject)) and ((body)))',
          ]),
    ];
    if (problems.length > 0) throw new ConfigError(problems);
    return { kind: 'notify', apiKey: env.NOTIFY_API_KEY ?? '', templateIds };
  }
  return { kind: 'outbox' };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';

  if (production) {
    const missing = (
      [
        ['DATABASE_URL', env.DATABASE_URL],
        ['PUBLIC_URL', env.PUBLIC_URL],
        ['APP_SIGNING_SECRET', env.APP_SIGNING_SECRET],
        ['COOKIE_SECRET', env.COOKIE_SECRET],
      ] as const
    )
      .filter(([, value]) => !value)
      .map(([name]) => `${name}: required when NODE_ENV=production`);
    if (env.SEED_DEMO_DATA) missing.push('SEED_DEMO_DATA: demo data is never seeded in production');
    if (env.MAIL_TRANSPORT === 'outbox')
      missing.push('MAIL_TRANSPORT: production sends real email (smtp or notify), not the embedded outbox');
    if (!env.CLAMD_HOST && env.VIRUS_SCAN === 'on')
      missing.push(
        'CLAMD_HOST: uploads must be virus-scanned in production (or set VIRUS_SCAN=off explicitly)',
      );
    if (env.DEV_TOOLS) missing.push('DEV_TOOLS: development tools are never enabled in production');
    // Without a key the embedded fixture companies would answer: never in production.
    if (!env.COMPANIES_HOUSE_API_KEY)
      missing.push('COMPANIES_HOUSE_API_KEY: production looks companies up at Companies House');
    if (!env.COMPANY_INFORMATION_SERVICE_URL)
      missing.push('COMPANY_INFORMATION_SERVICE_URL: production names the Companies House API to use');
    if (missing.length > 0) throw new ConfigError(missing);
  }
  // The mailbox shows every email written, links and all: only ever beside the embedded outbox.
  if (env.DEV_TOOLS && env.MAIL_TRANSPORT !== 'outbox') {
    throw new ConfigError([
      `DEV_TOOLS: development tools need MAIL_TRANSPORT=outbox (not ${env.MAIL_TRANSPORT}), so real mail is never shown`,
    ]);
  }

  const mailTransport = mailTransportOf(env);
  if (env.OIDC_CLIENTS.some((client) => client.clientId === env.OIDC_CLIENT_ID)) {
    throw new ConfigError([`OIDC_CLIENTS: ${env.OIDC_CLIENT_ID} is the SPA's own client (OIDC_CLIENT_ID)`]);
  }

  const publicUrl = withoutTrailing(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`, '/');
  const oneLogin = parseOneLoginSettings(env, publicUrl);
  if (oneLogin.settings && !env.IDP_ENABLED)
    oneLogin.problems.push(
      'ONE_LOGIN_ISSUER: One Login is brokered by the embedded provider (IDP_ENABLED=true)',
    );
  if (oneLogin.problems.length > 0) throw new ConfigError(oneLogin.problems);
  const issuer = withoutTrailing(env.OIDC_ISSUER ?? `${publicUrl}/auth/realms/esos`, '/');
  if (env.DATABASE_MIGRATION_URL && !env.DATABASE_URL) {
    throw new ConfigError(['DATABASE_MIGRATION_URL: needs DATABASE_URL, the role the service runs as']);
  }
  const database: Config['database'] = env.DATABASE_URL
    ? {
        kind: 'postgres',
        url: env.DATABASE_URL,
        ...(env.DATABASE_MIGRATION_URL ? { migrationUrl: env.DATABASE_MIGRATION_URL } : {}),
      }
    : { kind: 'pglite', dataDir: env.DATA_DIR };
  const seedDemoData = !production && (env.SEED_DEMO_DATA ?? database.kind === 'pglite');
  let validityWindows: ValidityWindowSettings;
  try {
    validityWindows = parseValidityWindowSettings(env.WORKFLOW_VALIDITY_WINDOWS, {
      ...(seedDemoData ? { demoToday: new Date() } : {}),
    });
  } catch (error) {
    throw new ConfigError([
      `WORKFLOW_VALIDITY_WINDOWS: ${error instanceof Error ? error.message : String(error)}`,
    ]);
  }

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    trustProxy: env.TRUST_PROXY,
    database,
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    miReportTimeoutMs: env.MI_REPORT_TIMEOUT_MS,
    maxPageSize: env.MAX_PAGE_SIZE,
    files: {
      clamd: env.CLAMD_HOST ? { host: env.CLAMD_HOST, port: env.CLAMD_PORT } : undefined,
      virusScan: env.VIRUS_SCAN,
    },
    webDistDir: env.WEB_DIST_DIR,
    seedDemoData,
    appSigningSecret: env.APP_SIGNING_SECRET,
    cookieSecret: env.COOKIE_SECRET,
    oidc: {
      embedded: env.IDP_ENABLED,
      issuer,
      jwksUrl: env.OIDC_JWKS_URL ?? `${issuer}/protocol/openid-connect/certs`,
      clientId: env.OIDC_CLIENT_ID,
      clients: env.OIDC_CLIENTS,
      audience: env.OIDC_AUDIENCE,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      sessionIdleTtlSeconds: env.SESSION_IDLE_TTL_SECONDS,
      sessionMaxTtlSeconds: env.SESSION_MAX_TTL_SECONDS,
      loginMaxAttempts: env.LOGIN_MAX_ATTEMPTS,
      loginLockoutSeconds: env.LOGIN_LOCKOUT_SECONDS,
      signInAttemptsPerIp: env.SIGN_IN_ATTEMPTS_PER_IP,
    },
    oneLogin: oneLogin.settings,
    validityWindows,
    mail: {
      helpdesk: env.HELPDESK_EMAIL,
      transport: mailTransport,
      feedbackRecipients: env.FEEDBACK_RECIPIENTS.split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    },
    devTools: env.DEV_TOOLS,
    breachedPasswordCheck: env.BREACHED_PASSWORD_CHECK,
    companyInformation: {
      serviceUrl: env.COMPANY_INFORMATION_SERVICE_URL ?? companiesHouseSandboxUrl,
      apiKey: env.COMPANIES_HOUSE_API_KEY || undefined,
    },
    ui: {
      features: env.FEATURES,
      expirationTime: env.INVITATION_EXPIRATION_MINUTES,
      analytics: { gtmContainerId: env.GTM_CONTAINER_ID },
      signIn: oneLogin.settings ? 'one-login' : 'service',
    },
    metricsToken: env.METRICS_TOKEN,
    shutdownTimeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
    retention: { mode: env.RETENTION_JOB, intervalHours: env.RETENTION_INTERVAL_HOURS },
    // Tests run the job themselves (runOnce): a timer firing mid-test would add mail to what they read.
    reminders: {
      enabled: env.REMINDERS_ENABLED ?? env.NODE_ENV !== 'test',
      daysBefore: env.REMINDER_DAYS_BEFORE,
    },
  };
}

import { createServer, type AddressInfo, type Server } from 'node:net';
import { join } from 'node:path';
import { loadConfig, type Config } from '../../../apps/server/src/config';
import { servicePermissions } from '../../../apps/server/src/workflow/registry';
import { openDatabase, type DatabaseHandle } from '../../../apps/server/src/platform/db';
import { seedReferenceData } from '../../../apps/server/src/seed/reference-data';
import { createScratchPostgres } from '../../../apps/server/test/support/test-database';
import { createUser, grant } from '../support/seed-users';
import { demoUsers, type DemoUser } from './tokens';

const { allRegulatorPermissions } = servicePermissions;

export type DatabaseKind = 'pglite' | 'postgres';

/** A database of the run's own: a data folder, or a new database on the server DATABASE_URL names. */
export interface RunDatabase {
  kind: DatabaseKind;
  /** What the server processes are started with. */
  env: Record<string, string | undefined>;
  /** The database from this process. PGlite allows one process at a time: open it only while no server runs. */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

export async function runDatabase(kind: DatabaseKind, work: string): Promise<RunDatabase> {
  if (kind === 'pglite') {
    const dataDir = join(work, 'data');
    return {
      kind,
      env: { DATABASE_URL: undefined, DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => undefined,
    };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    throw new Error('DATABASE_URL must name a PostgreSQL server (bash scripts/start-postgres.sh prints one)');
  }
  const scratch = await createScratchPostgres(serverUrl, 'esos_reliability');
  return {
    kind,
    env: { DATABASE_URL: scratch.url },
    open: () => openDatabase({ kind: 'postgres', url: scratch.url }),
    drop: scratch.drop,
  };
}

const REPORT_TYPES = [
  'NOTIFICATION_OF_COMPLIANCE_P3',
  'ACTION_PLAN_P3',
  'PROGRESS_UPDATE_1_P3',
  'PROGRESS_UPDATE_2_P3',
];
const ALWAYS_OPEN = {
  initiateStart: '2000-01-01',
  initiateEnd: '2099-12-31',
  submitStart: '2000-01-01',
  submitEnd: '2099-12-31',
};

/** What every run's server is started with for the report journeys: each report's window open whatever the day (phase 3's close in December 2026). */
export const reportServerEnv: Record<string, string> = {
  WORKFLOW_VALIDITY_WINDOWS: JSON.stringify(
    Object.fromEntries(REPORT_TYPES.map((type) => [type, ALWAYS_OPEN])),
  ),
};

/**
 * What a workload's server instances are started with: the run's database, the one address their tokens name,
 * no demo data (the run makes its own people), mail sent to the run's SMTP sink, and the reports' settings.
 */
export function workloadServerEnv(
  database: RunDatabase,
  publicUrl: string,
  smtpPort: number,
): Record<string, string | undefined> {
  return {
    ...database.env,
    PUBLIC_URL: publicUrl,
    SEED_DEMO_DATA: 'false',
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ...reportServerEnv,
  };
}

export const RUN_REGULATOR = 'reliability.regulator@example.gov.uk';
export const RUN_APPLICANT = 'reliability.applicant@example.com';
export const RUN_REVIEWER = 'reliability.reviewer@example.com';

export interface RunUsers {
  config: Config;
  regulator: DemoUser;
  applicant: DemoUser;
  /** Invited to the applicant's accounts to review their notifications. */
  reviewer: DemoUser;
}

/**
 * The run's own people, created before the first server starts (no dependency on the demo data): a
 * regulator of England with every permission, and two registered people with no organisation yet (the
 * applicant, and the colleague they invite to review a notification).
 * Tokens are signed with the identity provider's key, created here if the database has none yet.
 */
export async function prepareRunUsers(database: DatabaseHandle, publicUrl: string): Promise<RunUsers> {
  await seedReferenceData(database.db, servicePermissions.operatorRoles);
  const regulatorId = await createUser(database.db, RUN_REGULATOR, 'Reliability');
  await grant(
    database.db,
    { userId: regulatorId, status: 'ACTIVE', competentAuthority: 'ENGLAND' },
    allRegulatorPermissions,
  );
  await createUser(database.db, RUN_APPLICANT, 'Applicant');
  await createUser(database.db, RUN_REVIEWER, 'Reviewer');
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl });
  const users = await demoUsers(database.db, config, [RUN_REGULATOR, RUN_APPLICANT, RUN_REVIEWER]);
  return {
    config,
    regulator: users[RUN_REGULATOR]!,
    applicant: users[RUN_APPLICANT]!,
    reviewer: users[RUN_REVIEWER]!,
  };
}

/** Ports nobody listens on now, all different. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** The port an environment variable names, else a free one. */
export async function portFrom(variable: string): Promise<number> {
  const named = process.env[variable];
  if (named) return Number(named);
  const [port] = await freePorts(1);
  return port!;
}

/** A small deterministic generator (mulberry32), so a failing run can be repeated with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db';

/** Who makes the changes of the current HTTP request, as the audit triggers read it (ADR 21). */
export interface AuditContext {
  actorUserId: string | null;
  actorRoleType: string | null;
  /** A regulator's competent authority or a verifier's body; for an operator, the trigger finds the account's role. */
  actorAuthority: string | null;
  /** The route, e.g. "POST /api/v1.0/tasks/actions", or an identity event's page. */
  operation: string;
  httpRequestId: string;
  clientAddress: string;
}

const requests = new AsyncLocalStorage<FastifyRequest>();

/** Remembers the request for the rest of its handling, so transactions opened for it know who acts. */
export function registerAuditContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => requests.run(request, done));
}

async function contextOf(request: FastifyRequest): Promise<AuditContext> {
  const userId = request.userId || null;
  let roleType: string | null = null;
  let authority: string | null = null;
  if (userId) {
    // The cached context the permission checks use: no extra query on the hot path.
    const user = request.userContext ?? (await request.server.userContext?.(userId).catch(() => undefined));
    roleType = user?.roleType ?? null;
    const first = user?.active[0];
    authority =
      roleType === 'REGULATOR'
        ? (first?.competentAuthority ?? null)
        : roleType === 'VERIFIER' && first?.verificationBodyId != null
          ? `VERIFICATION_BODY:${first.verificationBodyId}`
          : null;
  }
  return {
    actorUserId: userId,
    actorRoleType: roleType,
    actorAuthority: authority,
    operation: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    httpRequestId: String(request.id),
    clientAddress: request.ip,
  };
}

/** Who acts in the request being handled, if there is one. */
export async function currentAuditContext(actorUserId?: string): Promise<AuditContext | undefined> {
  const request = requests.getStore();
  if (!request) return undefined;
  const context = await contextOf(request);
  if (actorUserId && !context.actorUserId) context.actorUserId = actorUserId;
  return context;
}

/** Sets the transaction-local audit context the triggers read. */
export async function setAuditContext(tx: Executor, context: AuditContext): Promise<void> {
  await tx.execute(sql`select set_config('esos.audit_context', ${JSON.stringify(context)}, true)`);
}

/**
 * Every transaction the server opens while handling an HTTP request starts by naming who acts, so the
 * audit triggers record the request's changes in that same transaction. Nested transactions
 * (savepoints) inherit it. Who acts is worked out before the transaction opens: it may need the user's
 * authorities from the database, and the embedded database has one connection, which an open
 * transaction holds until it ends.
 */
const audited = new WeakSet<Database>();

/** `serviceTables`: the audited tables the service's own modules keep (the reports' table), as below. */
export function auditTransactions(
  db: Database,
  serviceTables: Readonly<Record<string, readonly string[]>> = {},
): void {
  if (audited.has(db)) return;
  audited.add(db);
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const context = await currentAuditContext();
    return transaction(async (tx) => {
      if (context) await setAuditContext(tx, context);
      return work(tx);
    }, config);
  }) as Database['transaction'];
  refuseUnauditedWrites(db, { ...AUDITED_TABLES, ...serviceTables });
}

/**
 * Platform's tables with an audit trigger (migration 0018), each with its bookkeeping columns: those
 * whose change alone makes no event (the trigger's third argument). The service adds its own (the
 * reports' table, migration 0023) through `auditTransactions`. `test/api/audit-coverage.test.ts` checks
 * both against the database's triggers.
 */
export const AUDITED_TABLES: Readonly<Record<string, readonly string[]>> = {
  account: [],
  account_contact: [],
  account_onboarding_registry: [],
  app_user: ['last_login_at'],
  user_credential: ['totp_last_step', 'failed_attempts', 'locked_until', 'updated_at'],
  user_signature: [],
  authority: [],
  authority_permission: [],
  request: ['version'],
  request_task: ['version'],
  request_action: [],
  account_note: ['last_updated_on'],
  request_note: ['last_updated_on'],
  stored_file: ['last_updated_on'],
};

/** A change the audit trail would miss: made on `db` itself, not in a transaction, during a request. */
export class UnauditedWriteError extends Error {
  constructor(table: string) {
    super(
      `${table} changed outside a transaction while handling a request, where the audit trail cannot ` +
        'record it: make the change in db.transaction (ADR 21)',
    );
    this.name = 'UnauditedWriteError';
  }
}

/**
 * The triggers record a change only inside a transaction that set the audit context, so a request
 * that changed an audited table with `db.insert`, `db.update` or `db.delete` (not `tx.`) would leave no
 * event. Such a write is refused before it runs (a 500, and the change is not made). An update of
 * bookkeeping columns only (the sign-in counters, `last_login_at`) is allowed: the trigger records no
 * event for it in a transaction either. Work outside a request (seeding, the retention job,
 * housekeeping, tests' fixtures) is not affected; see `outsideRequest`.
 */
function refuseUnauditedWrites(
  db: Database,
  auditedTables: Readonly<Record<string, readonly string[]>>,
): void {
  const insert = db.insert.bind(db);
  const update = db.update.bind(db);
  const remove = db.delete.bind(db);
  /** The table's bookkeeping columns when it is audited and a request is being handled. */
  const guarded = (table: PgTable) => (requests.getStore() ? auditedTables[getTableName(table)] : undefined);
  db.insert = ((table: PgTable) => {
    if (guarded(table)) throw new UnauditedWriteError(getTableName(table));
    return insert(table);
  }) as Database['insert'];
  db.delete = ((table: PgTable) => {
    if (guarded(table)) throw new UnauditedWriteError(getTableName(table));
    return remove(table);
  }) as Database['delete'];
  db.update = ((table: PgTable) => {
    const builder = update(table);
    const bookkeeping = guarded(table);
    if (!bookkeeping) return builder;
    const set = builder.set.bind(builder);
    const columns: Record<string, { name: string } | undefined> = getTableColumns(table);
    builder.set = ((values: Record<string, unknown>) => {
      const changed = Object.keys(values).filter((key) => values[key] !== undefined);
      if (changed.some((key) => !bookkeeping.includes(columns[key]?.name ?? key))) {
        throw new UnauditedWriteError(getTableName(table));
      }
      return set(values as never);
    }) as typeof builder.set;
    return builder;
  }) as Database['update'];
}

/**
 * Runs work that a request starts but that is not the request's change (clearing others' abandoned
 * uploads, as housekeeping does), outside the request: it is not recorded as the caller's.
 */
export function outsideRequest<T>(work: () => T): T {
  return requests.exit(work);
}

/** The HTTP request being handled, for events recorded outside a transaction's triggers. */
export function currentAuditRequest(): FastifyRequest | undefined {
  return requests.getStore();
}

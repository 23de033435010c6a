import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
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

export function auditTransactions(db: Database): void {
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
}

/** The HTTP request being handled, for events recorded outside a transaction's triggers. */
export function currentAuditRequest(): FastifyRequest | undefined {
  return requests.getStore();
}

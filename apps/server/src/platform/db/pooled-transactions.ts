import { sql, type SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PoolClient } from 'pg';

/** What drizzle's session keeps privately and its own transaction method uses. */
interface SessionInternals {
  client: unknown;
  dialect: unknown;
  schema: unknown;
  options: unknown;
}

interface TransactionInternals {
  execute(query: SQL): Promise<unknown>;
  getTransactionConfigSQL(config: unknown): SQL;
}

type Transaction = (transaction: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;

const FIXED = Symbol.for('esos.pooledTransactionsReleased');

/** As drizzle tells a pool from a single client. */
const isPool = (client: unknown): client is { connect(): Promise<PoolClient> } =>
  typeof client === 'object' &&
  client !== null &&
  Object.getPrototypeOf(client).constructor.name.includes('Pool');

/**
 * drizzle-orm 0.45's node-postgres transaction takes a connection from the pool and sends BEGIN before its
 * try/finally: when BEGIN fails (PostgreSQL restarting, the connection cut just after the pool handed it
 * out), the connection is never given back. Each such failure leaves the pool a connection short for good,
 * and closing the pool on SIGTERM then waits for it until the shutdown deadline (seen in the fault run).
 * This replaces that method with the same steps, BEGIN inside: the connection always goes back, and one
 * whose BEGIN or ROLLBACK failed goes back as broken, so the pool closes it instead of lending it again in
 * an unknown state. Idempotent.
 */
export function releasePooledConnectionsOfFailedTransactions(): void {
  const session = NodePgSession.prototype as unknown as { transaction: Transaction; [FIXED]?: true };
  if (session[FIXED]) return;
  session[FIXED] = true;
  session.transaction = async function (this: SessionInternals, transaction, config) {
    const pooled = isPool(this.client);
    const connection = pooled
      ? await (this.client as { connect(): Promise<PoolClient> }).connect()
      : undefined;
    const own = connection
      ? new NodePgSession(connection, this.dialect as never, this.schema as never, this.options as never)
      : (this as unknown as NodePgSession<Record<string, unknown>, never>);
    const tx = new NodePgTransaction(
      this.dialect as never,
      own,
      this.schema as never,
    ) as unknown as TransactionInternals;
    let broken: Error | undefined;
    try {
      await tx
        .execute(sql`begin${config ? sql` ${tx.getTransactionConfigSQL(config)}` : undefined}`)
        .catch((error: unknown) => {
          broken = error as Error;
          throw error;
        });
      try {
        const result = await transaction(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        // A failed ROLLBACK means the connection is gone or unusable: PostgreSQL rolls the work back when it
        // closes, and the caller hears of what went wrong first.
        await tx.execute(sql`rollback`).catch((rollbackError: unknown) => {
          broken = rollbackError as Error;
        });
        throw error;
      }
    } finally {
      connection?.release(broken);
    }
  };
}

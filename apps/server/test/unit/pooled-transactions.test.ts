import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { releasePooledConnectionsOfFailedTransactions } from '../../src/platform/db/pooled-transactions';

releasePooledConnectionsOfFailedTransactions();

const connectionCut = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });

/** A pool of one connection that answers each statement as `answer` says, and records what it was given back. */
function fakePool(answer: (statement: string) => 'ok' | Error) {
  const statements: string[] = [];
  const released: (Error | undefined)[] = [];
  const connection = {
    query(config: { text: string } | string) {
      const text = typeof config === 'string' ? config : config.text;
      statements.push(text);
      const outcome = answer(text);
      return outcome === 'ok'
        ? Promise.resolve({ rows: [], rowCount: 0, fields: [], command: 'SELECT' })
        : Promise.reject(outcome);
    },
    release(error?: Error) {
      released.push(error);
    },
  };
  class FakePool {
    connect = () => Promise.resolve(connection);
    query = connection.query;
  }
  return { pool: new FakePool(), statements, released };
}

describe('transactions on a pooled PostgreSQL connection', () => {
  it('give the connection back, as broken, when BEGIN fails (PostgreSQL restarting)', async () => {
    const { pool, statements, released } = fakePool((statement) =>
      statement === 'begin' ? connectionCut() : 'ok',
    );
    const db = drizzle(pool as never);
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow(/begin/);
    expect(statements).toEqual(['begin']);
    expect(released).toHaveLength(1);
    expect(released[0]).toBeInstanceOf(Error);
  });

  it('give it back as broken when ROLLBACK fails too, and report the first failure', async () => {
    const { pool, statements, released } = fakePool((statement) =>
      statement === 'begin' ? 'ok' : connectionCut(),
    );
    const db = drizzle(pool as never);
    await expect(db.transaction(async (tx) => tx.execute(sql`select 2`))).rejects.toThrow(/select 2/);
    expect(statements).toEqual(['begin', 'select 2', 'rollback']);
    expect(released).toHaveLength(1);
    expect(released[0]?.message).toMatch(/rollback/);
  });

  it('give it back for reuse after a commit, and after a rollback that worked', async () => {
    const { pool, statements, released } = fakePool(() => 'ok');
    const db = drizzle(pool as never);
    await db.transaction(async (tx) => tx.execute(sql`select 3`));
    await expect(
      db.transaction(async () => {
        throw new Error('a business rule said no');
      }),
    ).rejects.toThrow('a business rule said no');
    expect(statements).toEqual(['begin', 'select 3', 'commit', 'begin', 'rollback']);
    expect(released).toEqual([undefined, undefined]);
  });
});

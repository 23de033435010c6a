/**
 * Database errors that mean "not now" rather than "wrong": the server is unreachable, restarting or
 * out of room. Callers answer them with 503 (or the reference's FILE1004 for an upload) instead of 500.
 * Drizzle wraps driver errors, so the whole `cause` chain is looked at.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
  '53000', // insufficient_resources
  '53100', // disk_full
  '53200', // out_of_memory
  '53300', // too_many_connections
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /No space left on device/i,
];

function* causes(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; current && depth < 5; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (cause as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) {
      return true;
    }
  }
  return false;
}

/** A row refers to one that is gone (deleted by a transaction that committed first). */
export function violatesForeignKey(error: unknown): boolean {
  for (const cause of causes(error)) {
    if ((cause as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** PostgreSQL aborted the transaction to resolve a deadlock or a serialisation conflict: running it again is safe. */
export function isTransactionConflict(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = (cause as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

/**
 * Runs a whole transaction again (up to three times in all) when PostgreSQL aborted it as the victim
 * of a deadlock or a serialisation conflict, which concurrent writers to the same count rows can cause:
 * the person gets their answer instead of a 500. `transaction` must do all its work inside the
 * transaction, so that a rolled-back attempt leaves nothing behind.
 */
export async function retryOnConflict<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { mailOutbox } from '../db/schema';
import type { MailTransport } from './mail';

const BATCH = 20;
const MAX_ATTEMPTS = 5;
const POLL_MS = 5_000;

export interface MailDelivery {
  /** Deliver what is due soon (after a commit that queued mail). */
  kick(): void;
  /** Deliver what is due now; resolves with how many were delivered. For tests and the worker. */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends queued mail after commit. Each message is locked while it is sent (FOR UPDATE SKIP LOCKED), so
 * two instances never send the same one; a failure is retried with a growing delay, up to 5 attempts.
 */
export function startMailDelivery(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
): MailDelivery {
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  const deliverOne = async (): Promise<boolean> =>
    db.transaction(async (tx) => {
      const [message] = await tx
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.deliveredAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!message) return false;
      try {
        const { reference } = await transport.send({
          id: message.id,
          template: message.template,
          to: message.recipient,
          subject: message.subject,
          body: message.body,
          personalisation: message.personalisation,
        });
        await tx
          .update(mailOutbox)
          .set({
            deliveredAt: sql`now()`,
            attempts: message.attempts + 1,
            providerReference: reference ?? null,
          })
          .where(eq(mailOutbox.id, message.id));
      } catch (error) {
        const attempts = message.attempts + 1;
        log.warn({ err: error, mailId: message.id, attempts }, 'mail delivery failed');
        await tx
          .update(mailOutbox)
          .set({
            attempts,
            lastError: (error as Error).message.slice(0, 500),
            // Gives up after MAX_ATTEMPTS by moving the next attempt far away; the row stays for inspection.
            nextAttemptAt:
              attempts >= MAX_ATTEMPTS
                ? sql`'infinity'::timestamptz`
                : sql`now() + make_interval(secs => ${2 ** attempts})`,
          })
          .where(eq(mailOutbox.id, message.id));
      }
      return true;
    });

  const deliverDue = async (): Promise<number> => {
    let delivered = 0;
    for (let index = 0; index < BATCH && !stopped; index++) {
      if (!(await deliverOne())) break;
      delivered += 1;
    }
    return delivered;
  };

  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDue()
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail delivery stopped');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };

  const timer = setInterval(run, POLL_MS);
  timer.unref();
  return {
    kick: () => setImmediate(run),
    deliverDue: async () => {
      if (running) await running;
      return deliverDue();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

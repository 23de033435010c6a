import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { mailOutbox } from '../db/schema';
import type { MailTransport } from './mail';

const BATCH = 20;
const POLL_MS = 5_000;
/** Retries wait 2, 4, 8... seconds, never more than this: a provider back after an outage is used soon. */
const MAX_RETRY_DELAY_SECONDS = 600;
/** A message still failing this long after it was queued is given up on (left for an operator). */
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

export interface MailDelivery {
  /** Deliver what is due soon (after a commit that queued mail). */
  kick(): void;
  /** Deliver what is due now; resolves with how many were delivered. For tests and the worker. */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends queued mail after commit. Each message is locked while it is sent (FOR UPDATE SKIP LOCKED), so
 * two instances never send the same one; a failure is retried with a growing delay (at most 10 minutes
 * apart) for a day after the message was queued.
 */
export function startMailDelivery(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  onAttempt: (outcome: 'delivered' | 'failed') => void = () => undefined,
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
        onAttempt('delivered');
      } catch (error) {
        onAttempt('failed');
        const attempts = message.attempts + 1;
        const givingUp = Date.now() - message.createdAt.getTime() > GIVE_UP_AFTER_MS;
        log[givingUp ? 'error' : 'warn'](
          { err: error, mailId: message.id, attempts },
          givingUp ? 'mail delivery failed for a day: given up' : 'mail delivery failed: will retry',
        );
        const delay = Math.min(2 ** Math.min(attempts, 20), MAX_RETRY_DELAY_SECONDS);
        await tx
          .update(mailOutbox)
          .set({
            attempts,
            lastError: (error as Error).message.slice(0, 500),
            // Giving up moves the next attempt to infinity; the row stays for inspection (and re-queueing).
            nextAttemptAt: givingUp
              ? sql`'infinity'::timestamptz`
              : sql`now() + make_interval(secs => ${delay})`,
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

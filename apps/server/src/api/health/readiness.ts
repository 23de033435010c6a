import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkDatabase } from '../../platform/db';
import { mailBacklog } from '../../platform/mail/backlog';

const checkStatus = z.enum(['UP', 'DOWN']);

export const readinessSchema = z
  .object({
    /** UP: all well; DEGRADED: serving, but a shared dependency fails; DOWN: send this instance nothing. */
    status: z.enum(['UP', 'DEGRADED', 'DOWN']),
    checks: z.object({
      database: z.object({ status: checkStatus }),
      virusScanner: z.object({ status: z.enum(['UP', 'DOWN', 'NOT_CONFIGURED']) }),
      mailOutbox: z.object({
        status: checkStatus,
        due: z.number().int(),
        retrying: z.number().int(),
        givenUp: z.number().int(),
        oldestDueSeconds: z.number().int(),
      }),
    }),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof readinessSchema>;

/** A message due for longer than this means delivery is stuck (the worker polls every 5 seconds). */
const MAIL_STUCK_SECONDS = 15 * 60;
/** Load balancers poll often: callers within this window share one round of checks. */
const MEMO_MS = 1_000;

/**
 * The checks behind /api/health/ready. Only this instance's own database connection decides whether it
 * gets traffic: clamd and the mail provider are shared by every instance, so failing readiness for them
 * would take the whole service down for a fault that only stops uploads or delays email (ADR 15).
 */
export function readiness(app: FastifyInstance): () => Promise<Readiness> {
  let last: { at: number; result: Promise<Readiness> } | undefined;

  const run = async (): Promise<Readiness> => {
    const [database, virusScanner, mailOutbox] = await Promise.all([
      checkDatabase(app.db).then(
        () => ({ status: 'UP' as const }),
        (error: unknown) => {
          app.log.error({ err: error }, 'readiness: the database is not reachable');
          return { status: 'DOWN' as const };
        },
      ),
      checkScanner(app),
      mailBacklog(app.db).then(
        (backlog) => ({
          status:
            backlog.oldestDueSeconds > MAIL_STUCK_SECONDS || backlog.givenUp > 0
              ? ('DOWN' as const)
              : ('UP' as const),
          ...backlog,
        }),
        () => ({ status: 'DOWN' as const, due: 0, retrying: 0, givenUp: 0, oldestDueSeconds: 0 }),
      ),
    ]);
    const status =
      database.status === 'DOWN'
        ? 'DOWN'
        : virusScanner.status === 'DOWN' || mailOutbox.status === 'DOWN'
          ? 'DEGRADED'
          : 'UP';
    return { status, checks: { database, virusScanner, mailOutbox } };
  };

  return () => {
    const now = Date.now();
    if (!last || now - last.at > MEMO_MS) last = { at: now, result: run() };
    return last.result;
  };
}

async function checkScanner(app: FastifyInstance): Promise<Readiness['checks']['virusScanner']> {
  const ping = app.scanner.ping?.bind(app.scanner);
  if (!ping) return { status: 'NOT_CONFIGURED' };
  try {
    await ping();
    return { status: 'UP' };
  } catch (error) {
    app.log.warn({ err: error }, `readiness: the virus scanner (${app.scanner.description}) does not answer`);
    return { status: 'DOWN' };
  }
}

import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { rateLimitBuckets } from '../db/schema';
import { ApiError } from './errors';

export interface RateLimit {
  /** Names the limit in its counters, e.g. "forgot-password". */
  name: string;
  /** Calls allowed per window and key. */
  max: number;
  windowSeconds: number;
  /**
   * What is counted: by default the caller's IP address. A route can also count by something in the
   * request, such as the email address it names (return several keys to count each).
   */
  keys?: (request: FastifyRequest) => string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Limits how often this route may be called; counters are in the database, shared by all instances. */
    rateLimit?: RateLimit;
  }
}

export interface RateLimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Counts one call against the key's current window; the window starts with the first call. */
export async function consumeRateLimit(
  db: Executor,
  key: string,
  limit: Pick<RateLimit, 'max' | 'windowSeconds'>,
): Promise<RateLimitVerdict> {
  const windowEnd = sql`now() + make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${rateLimitBuckets.windowEndsAt} <= now() then 1 else ${rateLimitBuckets.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimitBuckets.windowEndsAt} <= now() then ${windowEnd} else ${rateLimitBuckets.windowEndsAt} end`,
      },
    })
    .returning({
      count: rateLimitBuckets.count,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitBuckets.windowEndsAt} - now())))::int`,
    });
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  // Old windows are of no use; clear some now and then rather than on a schedule.
  if (Math.random() < 0.01) {
    await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowEndsAt, sql`now() - interval '1 day'`));
  }
  return { allowed: row.count <= limit.max, retryAfterSeconds: row.secondsLeft };
}

/** Applies each route's `config.rateLimit` before its handler: 429 TOO_MANY_REQUESTS with Retry-After. */
export function registerRateLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit) return;
    const check: preHandlerAsyncHookHandler = async (request, reply) => {
      const keys = [`ip:${request.ip}`, ...(limit.keys?.(request) ?? [])];
      for (const key of keys) {
        const verdict = await consumeRateLimit(request.server.db, `${limit.name}:${key}`, limit);
        if (!verdict.allowed) {
          reply.header('retry-after', String(verdict.retryAfterSeconds));
          throw new ApiError('TOO_MANY_REQUESTS');
        }
      }
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), check];
  });
}

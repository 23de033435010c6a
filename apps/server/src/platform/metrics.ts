import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from './db';
import { ApiError } from './http/errors';
import { mailBacklog } from './mail/backlog';

/**
 * What operators watch (Prometheus, prom-client). One registry per app instance, so tests that build
 * several apps in one process never share or double-register a metric.
 */
export interface Metrics {
  readonly registry: Registry;
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly mailDeliveries: Counter<'outcome'>;
  readonly virusScans: Counter<'outcome'>;
  readonly signInFailures: Counter<'step' | 'reason'>;
}

export function createMetrics(database: DatabaseHandle): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'esos_' });
  const httpRequestDuration = new Histogram({
    name: 'esos_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const mailDeliveries = new Counter({
    name: 'esos_mail_deliveries_total',
    help: 'Attempts to hand a queued email to the transport: delivered or failed',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const virusScans = new Counter({
    name: 'esos_virus_scans_total',
    help: 'Uploads scanned: clean, infected, or failed (scanner unreachable: upload refused with FILE1004)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'esos_sign_in_failures_total',
    help: 'Failed sign-in steps (password or authenticator code), by outcome',
    labelNames: ['step', 'reason'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'esos_database_pool_connections',
    help: 'PostgreSQL pool connections of this instance: total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'esos_mail_outbox_messages',
    help: 'Undelivered emails in the outbox (shared by every instance): due now, waiting to retry, given up',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await mailBacklog(database.db);
      this.set({ state: 'due' }, counts.due);
      this.set({ state: 'retrying' }, counts.retrying);
      this.set({ state: 'given_up' }, counts.givenUp);
    },
  });
  return { registry, httpRequestDuration, mailDeliveries, virusScans, signInFailures };
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Times every request by its route template (never the raw URL: bounded label values) and serves
 * `/metrics`. With `METRICS_TOKEN` set the scrape needs it as a bearer token; without it the endpoint is
 * open outside production and absent (404) in production.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      metrics.httpRequestDuration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });
  const token = app.config.metricsToken;
  if (!token && app.config.env === 'production') return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && !sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
      throw new ApiError('UNAUTHORIZED1001');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** Compares digests, so neither the length nor the content of the token leaks through timing. */
function sameSecret(offered: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(offered), digest(expected));
}

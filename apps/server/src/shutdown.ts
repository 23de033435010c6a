import type { FastifyInstance } from 'fastify';

/** Past the grace period, this much longer is allowed for closing the database before giving up. */
const HARD_DEADLINE_EXTRA_MS = 5_000;
const IDLE_SWEEP_MS = 100;

/**
 * SIGTERM (and SIGINT): stop accepting connections at once (the load balancer's next health check and
 * new connections fail, so traffic moves to other instances), let requests in flight finish, then stop
 * the mail worker and the change listener and close the database (the app's onClose hook), and exit 0.
 * Requests still running after `SHUTDOWN_TIMEOUT_SECONDS` have their connections closed: their
 * transactions roll back, so nothing is half-written; the client sees no answer and may retry.
 */
export async function shutDownGracefully(app: FastifyInstance, signal: string): Promise<never> {
  const started = Date.now();
  const graceMs = app.config.shutdownTimeoutSeconds * 1000;
  app.log.info(
    { signal, graceSeconds: app.config.shutdownTimeoutSeconds },
    'shutting down: finishing requests in flight',
  );
  const forceConnections = setTimeout(() => {
    app.log.error(
      { graceSeconds: app.config.shutdownTimeoutSeconds },
      'requests still running at the end of the grace period: closing their connections',
    );
    app.server.closeAllConnections();
  }, graceMs);
  const giveUp = setTimeout(() => {
    app.log.fatal('shutdown did not finish in time: exiting anyway');
    process.exit(1);
  }, graceMs + HARD_DEADLINE_EXTRA_MS);
  giveUp.unref();
  // A keep-alive connection whose request has just been answered would otherwise stay open to the end
  // of the grace period: close each one as soon as it is idle.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
    clearInterval(closeIdle);
    clearTimeout(forceConnections);
    app.log.info({ signal, durationMs: Date.now() - started }, 'shutdown complete');
    process.exit(0);
  } catch (error) {
    app.log.fatal({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

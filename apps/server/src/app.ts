import { getTableName } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createChangeFeed } from './platform/cache/change-feed';
import { openDatabase, type DatabaseHandle } from './platform/db';
import { seedReferenceData } from './seed/reference-data';
import { answerFrameworkError, registerErrorHandler } from './platform/http/errors';
import { registerEdgeTextRules } from './platform/http/edge-text';
import { requestIdFor } from './platform/http/request-id';
import { serialiseErrorForLog, serialiseRequestForLog } from './platform/http/request-log';
import { registerSecurityHeaders } from './platform/http/security';
import { registerRateLimits } from './platform/http/rate-limit';
import { registerCompanyInformation } from './platform/company-information';
import { registerOpenApi } from './platform/http/openapi';
import { registerCookieConsent } from './platform/http/cookie-consent';
import { registerSpa } from './platform/http/spa';
import { createSessionCheck } from './platform/auth/sessions';
import { createTokenVerifier, type TokenVerifier } from './platform/auth/token-verifier';
import { loadAppSigningSecret, loadCookieKeys, loadSigningKeys, publicJwks } from './platform/secrets';
import { startMailDelivery } from './platform/mail/delivery';
import { createMailTransport } from './platform/mail/transports';
import { registerDevMailbox } from './platform/mail/dev-mailbox';
import { registerDevVerifierInvitations } from './api/verifier-registration/dev-invitations';
import { createLinkTokens } from './platform/tokens';
import { registerFiles } from './platform/files';
import { platformHousekeeping, startHousekeeping } from './platform/housekeeping';
import { startRetentionJob } from './platform/retention/job';
import { submittedReportAuditing, submittedReports } from './workflow/reports/records';
import { complianceReminderAuditing } from './api/compliance-reminders/table';
import { createMetrics, registerMetrics } from './platform/metrics';
import { serveOnlineBackups } from './platform/db/online-backup';
import { identityProviderPlugin } from './idp';
import { auditTransactions, registerAuditContext } from './platform/audit/context';
import { apiPlugin } from './api';
// After the API: the order the documented schemas are made in is the OpenAPI document's order.
import { requestTypeDefinitions } from './workflow/registry';
import { deriveWorkflowTables } from './workflow/tables';
import type { RequestTypeDefinition } from './workflow/definition';
import './platform/http/decorations';

export interface BuildOptions {
  /** An already open database (tests pass an in-memory one); otherwise opened from config. */
  database?: DatabaseHandle;
  /** Replaces token verification (tests of a foreign provider); otherwise built from config. */
  verifyToken?: TokenVerifier;
  /** The workflows to run: the service's registry (workflow/registry.ts) unless given. */
  workflows?: readonly RequestTypeDefinition[];
  /** Where log lines go instead of standard output (tests that read the log). */
  logStream?: { write(line: string): void };
}

/** The composition root: one registration per concern, in dependency order. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: serialiseRequestForLog, err: serialiseErrorForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: requestIdFor,
    bodyLimit: config.bodyLimitBytes,
    // Download links carry a signed token in the path (/user-signatures/{token}): longer than the default 100.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: answerFrameworkError,
    // Never "any proxy": request.ip feeds every per-address rate limit (TRUST_PROXY). Fastify fails a bare
    // hop count closed, so a count is given as "the first n hops are proxies".
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before any route: text PostgreSQL cannot store is refused as a field error, not a failed statement.
  registerEdgeTextRules(app);

  const database = options.database ?? (await openDatabase(config.database, app.log));
  // Before any route: every transaction opened while handling a request says who acts (the audit trail).
  registerAuditContext(app);
  auditTransactions(database.db, { ...submittedReportAuditing, ...complianceReminderAuditing });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  const metrics = createMetrics(database);
  registerMetrics(app, metrics);
  const changes = await createChangeFeed(database, app.log);
  app.decorate('changes', changes);
  // No hook empties the read caches after each write: this instance's writes reach them through their
  // notifications as anyone's do, before its next read (ADR 6), and only the caches that read those tables.
  const workflowTables = deriveWorkflowTables(options.workflows ?? requestTypeDefinitions);
  await seedReferenceData(database.db, workflowTables.permissions.operatorRoles);

  const linkTokens = createLinkTokens(
    await loadAppSigningSecret(database.db, config.appSigningSecret),
    config.oidc.issuer,
  );
  app.decorate('linkTokens', linkTokens);
  registerFiles(app);
  const housekeeping = startHousekeeping(database.db, app.log, [
    ...platformHousekeeping,
    { name: 'abandoned uploads', run: (executor) => app.files.cleanUpPending(undefined, executor) },
  ]);
  app.decorate('housekeeping', housekeeping);
  const reportTables = workflowTables.keepsSubmittedReports ? [getTableName(submittedReports)] : [];
  const retention = startRetentionJob(database.db, app.log, { ...config.retention, reportTables });
  app.decorate('retention', retention);
  const delivery = startMailDelivery(
    database.db,
    await createMailTransport(config, app.log),
    app.log,
    (outcome) => metrics.mailDeliveries.inc({ outcome }),
  );
  app.decorate('mail', {
    context: {
      homeUrl: `${config.publicUrl}/`,
      helpdesk: config.mail.helpdesk,
      testSystem: config.env !== 'production',
    },
    delivery,
  });
  const stopBackups =
    !options.database && config.database.kind === 'pglite'
      ? serveOnlineBackups(config.database.dataDir, database, app.log)
      : async () => undefined;
  // One hook, so the order is certain: stop what uses the database, then close it.
  // Each step is logged as it ends, so a shutdown that overruns its deadline shows which one it waited on.
  app.addHook('onClose', async () => {
    app.log.info('no request in flight: stopping background work');
    const step = async (what: string, stop: () => Promise<unknown>) => {
      const since = Date.now();
      await stop();
      app.log.info({ durationMs: Date.now() - since }, `${what} stopped`);
    };
    // Each waits for a run in progress, so none is cut off by the database closing under it.
    await step('housekeeping', () => housekeeping.stop());
    await step('retention job', () => retention.stop());
    await step('online backups', stopBackups);
    await step('mail worker', () => delivery.stop());
    await step('change listener', () => changes.close());
    if (!options.database) {
      // Closing waits for every connection in use to be given back: say how many there are.
      app.log.info({ pool: database.poolStats?.() }, 'closing database connections');
      await step('database connections', () => database.close());
    }
  });

  registerSecurityHeaders(app, config);
  registerRateLimits(app);
  registerCompanyInformation(app);
  await registerOpenApi(app);

  const signingKeys = await loadSigningKeys(database.db);
  const verifyToken =
    options.verifyToken ??
    createTokenVerifier({
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      jwksUrl: config.oidc.jwksUrl,
      localJwks: config.oidc.embedded ? publicJwks(signingKeys) : undefined,
      // Our provider's sessions are in this database; another issuer's are not ours to check.
      sessionCheck: config.oidc.embedded ? createSessionCheck(database.db, changes) : undefined,
    });
  if (config.oidc.embedded) {
    await app.register(identityProviderPlugin, {
      signingKeys,
      cookieKeys: await loadCookieKeys(database.db, config.cookieSecret),
      verifyToken,
    });
  }
  await app.register(apiPlugin, { prefix: '/api', verifyToken, workflows: options.workflows });
  if (config.devTools) {
    registerDevMailbox(app);
    registerDevVerifierInvitations(app);
  }
  await registerCookieConsent(app);
  await registerSpa(app, config.webDistDir);
  return app;
}

import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './platform/db';
import { seedReferenceData } from './platform/db/seed/reference-data';
import { registerErrorHandler } from './platform/http/errors';
import { requestIdFor } from './platform/http/request-id';
import { registerSecurityHeaders } from './platform/http/security';
import { registerOpenApi } from './platform/http/openapi';
import { registerSpa } from './platform/http/spa';
import { createTokenVerifier, type TokenVerifier } from './platform/auth/token-verifier';
import { loadCookieKeys, loadSigningKeys, publicJwks } from './platform/secrets';
import { identityProviderPlugin } from './idp';
import { apiPlugin } from './api';
import './platform/http/decorations';

export interface BuildOptions {
  /** An already open database (tests pass an in-memory one); otherwise opened from config. */
  database?: DatabaseHandle;
  /** Replaces token verification (tests of a foreign provider); otherwise built from config. */
  verifyToken?: TokenVerifier;
}

/** The composition root: one registration per concern, in dependency order. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    genReqId: requestIdFor,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.env === 'production',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database = options.database ?? (await openDatabase(config.database));
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });
  await seedReferenceData(database.db);

  await registerSecurityHeaders(app, config);
  await registerOpenApi(app);

  const signingKeys = await loadSigningKeys(database.db);
  if (config.oidc.embedded) {
    await app.register(identityProviderPlugin, {
      signingKeys,
      cookieKeys: await loadCookieKeys(database.db, config.cookieSecret),
    });
  }
  const verifyToken =
    options.verifyToken ??
    createTokenVerifier({
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      jwksUrl: config.oidc.jwksUrl,
      localJwks: config.oidc.embedded ? publicJwks(signingKeys) : undefined,
    });
  await app.register(apiPlugin, { prefix: '/api', verifyToken });
  await registerSpa(app, config.webDistDir);
  return app;
}

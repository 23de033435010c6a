import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import type { TokenVerifier } from './token-verifier';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a bearer token (the reference's public paths). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user's id (the token's subject); set on every non-public API route. */
    userId: string;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)$/;

/** Every API route needs a valid bearer token unless its config says it is public. */
export function registerAuthentication(app: FastifyInstance, verify: TokenVerifier): void {
  app.decorateRequest('userId', '');
  // A callback hook rather than an async one: this runs on every API call.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    if (request.routeOptions.config.public) return done();
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return done(new ApiError('UNAUTHORIZED1001'));
    verify(match[1]).then(
      (token) => {
        request.userId = token.userId;
        done();
      },
      (error: unknown) => {
        request.log.info({ reason: (error as Error).message }, 'bearer token rejected');
        done(new ApiError('UNAUTHORIZED1001'));
      },
    );
  });
}

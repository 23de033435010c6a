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

// The scheme name is case-insensitive (RFC 9110 section 11.1): keycloak-js sends "bearer".
const BEARER = /^Bearer +([\w-]+\.[\w-]+\.[\w-]+)$/i;

/** The JWT of an `Authorization: Bearer` header, if it has one. */
export function bearerToken(header: string | undefined): string | undefined {
  return BEARER.exec(header ?? '')?.[1];
}

/** Every API route needs a valid bearer token unless its config says it is public. */
export function registerAuthentication(app: FastifyInstance, verify: TokenVerifier): void {
  app.decorateRequest('userId', '');
  // A callback hook rather than an async one: this runs on every API call.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    if (request.routeOptions.config.public) return done();
    const token = bearerToken(request.headers.authorization);
    if (!token) return done(new ApiError('UNAUTHORIZED1001'));
    verify(token).then(
      (verified) => {
        request.userId = verified.userId;
        done();
      },
      (error: unknown) => {
        request.log.info({ reason: (error as Error).message }, 'bearer token rejected');
        done(new ApiError('UNAUTHORIZED1001'));
      },
    );
  });
}

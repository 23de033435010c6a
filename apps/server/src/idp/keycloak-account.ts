import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../platform/auth/authentication';
import type { TokenVerifier } from '../platform/auth/token-verifier';
import { users } from '../platform/db/schema';
import type { ClientRegistration } from './client-registrations';

type User = typeof users.$inferSelect;

/**
 * Keycloak's account representation at the realm's /account (what keycloak-js's loadUserProfile reads) and the
 * OpenID user-info claims (loadUserInfo), for an access token of this realm: the API's own check (signature,
 * issuer, audience, live session). oidc-provider's own userinfo refuses our access tokens, which are bound
 * to the API (resource indicators), so these are served here. The reference client routes an operator by
 * `attributes.status[0]`: our user's registration status (PENDING until they complete registration, then
 * REGISTERED). Keycloak's account console pages are not served.
 */
export function registerKeycloakAccount(
  app: FastifyInstance,
  options: { mountPath: string; clients: ClientRegistration[]; verifyToken: TokenVerifier },
): void {
  const origins = new Set(options.clients.flatMap((client) => client.webOrigins));
  const allowOrigin = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (origin && origins.has(origin)) reply.header('access-control-allow-origin', origin);
  };

  /** Answers with `represent(user)` for a valid bearer token, else Keycloak's 401. */
  const serve =
    (represent: (user: User) => Record<string, unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      allowOrigin(request, reply);
      const refuse = (description: string) =>
        reply
          .code(401)
          .header('www-authenticate', `Bearer realm="esos", error="invalid_token"`)
          .send({ error: 'invalid_token', error_description: description });
      const token = bearerToken(request.headers.authorization);
      if (!token) return refuse('Bearer token missing');
      const verified = await options.verifyToken(token).catch(() => undefined);
      if (!verified) return refuse('Token verification failed');
      const [user] = await app.db.select().from(users).where(eq(users.id, verified.userId)).limit(1);
      if (!user?.enabled) return refuse('User not found or disabled');
      return reply.header('cache-control', 'no-store').send(represent(user));
    };
  const preflight = (methods: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    allowOrigin(request, reply);
    return reply
      .header('access-control-allow-methods', methods)
      .header('access-control-allow-headers', 'Authorization, Accept')
      .header('access-control-max-age', '3600')
      .code(204)
      .send();
  };

  const account = `${options.mountPath}/account`;
  app.options(account, preflight('GET'));
  app.get(account, serve(accountRepresentation));
  const userinfo = `${options.mountPath}/protocol/openid-connect/userinfo`;
  app.options(userinfo, preflight('GET, POST'));
  app.get(userinfo, serve(userInfoClaims));
  app.post(userinfo, serve(userInfoClaims));
}

function accountRepresentation(user: User) {
  return {
    id: user.id,
    username: user.email,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    // Invitations and registration both go through a link sent to the address.
    emailVerified: true,
    attributes: { status: [user.status] },
  };
}

/** The claims the ID token carries for scope openid (idp/provider.ts), without the session. */
function userInfoClaims(user: User) {
  return {
    sub: user.id,
    email: user.email,
    email_verified: true,
    name: `${user.firstName} ${user.lastName}`,
    given_name: user.firstName,
    family_name: user.lastName,
    preferred_username: user.email,
    status: user.status,
    ...(user.language ? { locale: user.language } : {}),
  };
}

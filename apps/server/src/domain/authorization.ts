import type { FastifyRequest } from 'fastify';
import { ApiError } from '../platform/http/errors';
import type { UserContext } from './current-user';
import type { RoleType } from './permissions';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Loaded by `requireRoleType` (or `loadCallerContext`); the caller's role type, status and active
     * authorities.
     */
    userContext?: UserContext;
  }
}

/**
 * A preHandler that lets only the given role types through (403 otherwise) and, unless told not to,
 * only users with at least one active authority, as the reference's @AuthorizedRole does (its
 * authoritiesRequired is true unless switched off): a registered user with no organisation is refused.
 */
export function requireRoleType(roleTypes: RoleType[], options: { authorityRequired?: boolean } = {}) {
  const authorityRequired = options.authorityRequired ?? true;
  return async (request: FastifyRequest): Promise<void> => {
    const context = await request.server.userContext(request.userId);
    if (!roleTypes.includes(context.roleType) || (authorityRequired && !context.hasActiveAuthority)) {
      throw new ApiError('FORBIDDEN');
    }
    request.userContext = context;
  };
}

/**
 * The caller's context on a route open to every role type, kept on the request as `requireRoleType`
 * keeps it: a transaction the call opens then names who acts from it (platform/audit) instead of looking
 * the caller up a second time (on PostgreSQL, a cached context is served only after catching up with
 * the change notifications).
 */
export async function loadCallerContext(request: FastifyRequest): Promise<UserContext> {
  request.userContext ??= await request.server.userContext(request.userId);
  return request.userContext;
}

/** The context `requireRoleType` loaded for this request (403 on a route that did not load one). */
export function contextOf(request: { userContext?: UserContext }): UserContext {
  if (!request.userContext) throw new ApiError('FORBIDDEN');
  return request.userContext;
}

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
  return async (request: FastifyRequest): Promise<void> => {
    await callerWithRoleType(request, roleTypes, options);
  };
}

/**
 * `requireRoleType`'s rule as a promise of the caller's context, for a handler that reads beside it rather
 * than after it (the account page): nothing may be answered before it has resolved.
 */
export async function callerWithRoleType(
  request: FastifyRequest,
  roleTypes: RoleType[],
  options: { authorityRequired?: boolean } = {},
): Promise<UserContext> {
  const authorityRequired = options.authorityRequired ?? true;
  const context = await request.server.userContext(request.userId);
  if (!roleTypes.includes(context.roleType) || (authorityRequired && !context.hasActiveAuthority)) {
    throw new ApiError('FORBIDDEN');
  }
  request.userContext = context;
  return context;
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

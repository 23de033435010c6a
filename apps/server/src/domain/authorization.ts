import type { FastifyRequest } from 'fastify';
import { ApiError } from '../platform/http/errors';
import type { UserContext } from './current-user';
import type { RoleType } from './permissions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Loaded by `requireRoleType`; the caller's role type, status and active authorities. */
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

/** The context `requireRoleType` loaded for this request (403 on a route that did not load one). */
export function contextOf(request: { userContext?: UserContext }): UserContext {
  if (!request.userContext) throw new ApiError('FORBIDDEN');
  return request.userContext;
}

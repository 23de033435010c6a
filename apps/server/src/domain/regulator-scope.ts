import { competentAuthorityCodes } from '../platform/db/schema';
import { ApiError } from '../platform/http/errors';
import type { UserContext } from './current-user';

export type CompetentAuthority = (typeof competentAuthorityCodes)[number];

/**
 * Whose data a regulator's call reads or changes: their competent authority and permissions there, from
 * the context `requireRoleType(['REGULATOR'])` loaded (regulator users, authorities, MI reports...).
 */
export interface RegulatorScope {
  userId: string;
  competentAuthority: CompetentAuthority;
  permissions: ReadonlySet<string>;
  canEditUsers: boolean;
}

const isCompetentAuthority = (value: string | null): value is CompetentAuthority =>
  (competentAuthorityCodes as readonly (string | null)[]).includes(value);

export function regulatorScope(context: UserContext | undefined): RegulatorScope {
  // A regulator holds exactly one authority, for their own competent authority.
  const authority = context?.active.find((entry) => isCompetentAuthority(entry.competentAuthority));
  if (!context || !authority || !isCompetentAuthority(authority.competentAuthority)) {
    throw new ApiError('FORBIDDEN');
  }
  return {
    userId: context.userId,
    competentAuthority: authority.competentAuthority,
    permissions: authority.permissions,
    canEditUsers: authority.permissions.has('PERM_CA_USERS_EDIT'),
  };
}

/** Writes to regulator users need PERM_CA_USERS_EDIT on the caller's own competent authority. */
export function requireUsersEdit(scope: RegulatorScope): void {
  if (!scope.canEditUsers) throw new ApiError('FORBIDDEN');
}

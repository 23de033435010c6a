import { eq, sql } from 'drizzle-orm';
import type { ChangeFeed } from '../platform/cache/change-feed';
import { createReadCache } from '../platform/cache/read-cache';
import type { Executor } from '../platform/db';
import { authorities, authorityPermissions } from '../platform/db/schema';
import type { RoleType } from './permissions';

export type UserStatus = 'NO_AUTHORITY' | 'ENABLED' | 'DISABLED' | 'ACCEPTED';

export interface ActiveAuthority {
  id: number;
  code: string | null;
  accountId: number | null;
  competentAuthority: string | null;
  verificationBodyId: number | null;
  permissions: Set<string>;
}

/** Shared between requests through the cache: never modify one. */
export interface UserContext {
  userId: string;
  roleType: RoleType;
  status: UserStatus;
  /** ACTIVE authorities that carry at least one permission: the only ones checks read. */
  active: ActiveAuthority[];
  /**
   * Whether the user holds an active authority as the reference grants them (api-behaviour §3.1): any ACTIVE
   * row, except that an operator's row with no permissions does not count. What a role-gated operation needs.
   */
  hasActiveAuthority: boolean;
}

type AuthorityRow = typeof authorities.$inferSelect;

function roleTypeOf(rows: Pick<AuthorityRow, 'competentAuthority' | 'verificationBodyId'>[]): RoleType {
  const first = rows[0];
  if (!first) return 'OPERATOR'; // a user with no authority counts as an operator (they may apply)
  if (first.competentAuthority) return 'REGULATOR';
  if (first.verificationBodyId !== null) return 'VERIFIER';
  return 'OPERATOR';
}

/** Status across all of a user's authorities, as the reference works it out. */
export function userStatusOf(
  rows: { status: AuthorityRow['status'] }[],
  activeWithPermissions: number,
): UserStatus {
  if (rows.length === 0) return 'NO_AUTHORITY';
  if (activeWithPermissions > 0) return 'ENABLED';
  if (rows.some((row) => row.status === 'ACTIVE')) return 'NO_AUTHORITY';
  if (rows.some((row) => row.status === 'ACCEPTED')) return 'ACCEPTED';
  return 'DISABLED';
}

export async function loadUserContext(db: Executor, userId: string): Promise<UserContext> {
  // One round trip: each authority with its permissions gathered into an array.
  const rows = await db
    .select({
      id: authorities.id,
      code: authorities.code,
      status: authorities.status,
      accountId: authorities.accountId,
      competentAuthority: authorities.competentAuthority,
      verificationBodyId: authorities.verificationBodyId,
      permissions: sql<
        string[]
      >`coalesce(array_agg(${authorityPermissions.permission}) filter (where ${authorityPermissions.permission} is not null), '{}')`,
    })
    .from(authorities)
    .leftJoin(authorityPermissions, eq(authorityPermissions.authorityId, authorities.id))
    .where(eq(authorities.userId, userId))
    .groupBy(authorities.id)
    .orderBy(authorities.id);
  const active = rows
    .filter((row) => row.status === 'ACTIVE' && row.permissions.length > 0)
    .map((row) => ({
      id: row.id,
      code: row.code,
      accountId: row.accountId,
      competentAuthority: row.competentAuthority,
      verificationBodyId: row.verificationBodyId,
      permissions: new Set(row.permissions),
    }));
  const roleType = roleTypeOf(rows);
  const hasActiveAuthority = rows.some(
    (row) => row.status === 'ACTIVE' && (roleType !== 'OPERATOR' || row.permissions.length > 0),
  );
  return { userId, roleType, status: userStatusOf(rows, active.length), active, hasActiveAuthority };
}

export type UserContextLoader = (userId: string) => Promise<UserContext>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller's context, from this instance's cache while nothing has changed. */
    userContext: UserContextLoader;
  }
}

/** Nearly every call needs the caller's authorities; they change rarely, so each instance caches them. */
export function cachedUserContexts(db: Executor, changes: ChangeFeed): UserContextLoader {
  const cache = createReadCache<UserContext>(changes, { maxEntries: 10_000, ttlMs: 60_000 });
  return (userId) => cache.get(userId, () => loadUserContext(db, userId));
}

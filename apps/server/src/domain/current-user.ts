import { eq, getTableName, sql } from 'drizzle-orm';
import type { ChangeFeed } from '../platform/cache/change-feed';
import { createReadCache } from '../platform/cache/read-cache';
import type { Executor } from '../platform/db';
import { preparedPerExecutor } from '../platform/db/prepared';
import { authorities, authorityPermissions, users } from '../platform/db/schema';
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
  /** How the timeline and emails name them; undefined for a user id that names no one. */
  person: { firstName: string; lastName: string; email: string } | undefined;
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

/**
 * The person and each of their authorities with its permissions gathered into an array, in one round
 * trip: no row for a user id that names no one, one row with no authority for a person without any.
 */
const userContextQuery = preparedPerExecutor((db) =>
  db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
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
    .from(users)
    .leftJoin(authorities, eq(authorities.userId, users.id))
    .leftJoin(authorityPermissions, eq(authorityPermissions.authorityId, authorities.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .groupBy(users.id, authorities.id)
    .orderBy(authorities.id)
    .prepare('load_user_context'),
);

export async function loadUserContext(db: Executor, userId: string): Promise<UserContext> {
  // Nearly every call whose caller's context is not cached loads one.
  const joined = await userContextQuery(db).execute({ userId });
  const rows = joined.flatMap(({ id, status, ...row }) =>
    id !== null && status !== null ? [{ ...row, id, status }] : [],
  );
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
  const [first] = joined;
  return {
    userId,
    roleType,
    status: userStatusOf(rows, active.length),
    active,
    hasActiveAuthority,
    person: first && { firstName: first.firstName, lastName: first.lastName, email: first.email },
  };
}

export type UserContextLoader = (userId: string) => Promise<UserContext>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller's context, from this instance's cache while nothing has changed. */
    userContext: UserContextLoader;
  }
}

/**
 * Nearly every call needs the caller's authorities; they change rarely, so each instance caches them
 * until an authority, a permission or a user changes (the work itself, saving a task, leaves them cached).
 */
export function cachedUserContexts(db: Executor, changes: ChangeFeed): UserContextLoader {
  const cache = createReadCache<UserContext>(changes, {
    maxEntries: 10_000,
    ttlMs: 60_000,
    tables: [getTableName(authorities), getTableName(authorityPermissions), getTableName(users)],
  });
  return (userId) => cache.get(userId, () => loadUserContext(db, userId));
}

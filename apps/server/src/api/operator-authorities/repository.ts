import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import {
  accountContacts,
  authorities,
  authorityPermissions,
  requestTasks,
  rolePermissions,
  roles,
  userCredentials,
  users,
} from '../../platform/db/schema';

export type AuthorityRow = typeof authorities.$inferSelect;
export type ContactType = (typeof accountContacts.$inferSelect)['contactType'];

/** Operator authorities of one account, their holders, and the account's contacts. */
export function operatorAuthoritiesRepository(db: Executor) {
  return {
    async listWithUsers(accountId: number) {
      return db
        .select({
          userId: authorities.userId,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          roleCode: authorities.code,
          roleName: roles.name,
          authorityStatus: authorities.status,
          authorityCreationDate: authorities.creationDate,
          lockedUntil: userCredentials.lockedUntil,
        })
        .from(authorities)
        .innerJoin(users, eq(users.id, authorities.userId))
        .leftJoin(roles, eq(roles.code, authorities.code))
        .leftJoin(userCredentials, eq(userCredentials.userId, authorities.userId))
        .where(eq(authorities.accountId, accountId))
        .orderBy(asc(authorities.creationDate), asc(authorities.id));
    },

    async authorities(accountId: number): Promise<AuthorityRow[]> {
      return db.select().from(authorities).where(eq(authorities.accountId, accountId));
    },

    async findByUser(accountId: number, userId: string): Promise<AuthorityRow | undefined> {
      const [row] = await db
        .select()
        .from(authorities)
        .where(and(eq(authorities.accountId, accountId), eq(authorities.userId, userId)));
      return row;
    },

    async findByUuid(uuid: string): Promise<AuthorityRow | undefined> {
      const [row] = await db.select().from(authorities).where(eq(authorities.uuid, uuid));
      return row;
    },

    async contacts(accountId: number): Promise<Map<ContactType, string>> {
      const rows = await db.select().from(accountContacts).where(eq(accountContacts.accountId, accountId));
      return new Map(rows.map((row) => [row.contactType, row.userId]));
    },

    /**
     * Names the account's contact of that type (none: removes it). An upsert, not a delete and insert: a
     * contact saved unchanged writes nothing, so the audit trail shows only real changes.
     */
    async setContact(accountId: number, contactType: ContactType, userId: string | undefined): Promise<void> {
      if (!userId) {
        await db
          .delete(accountContacts)
          .where(and(eq(accountContacts.accountId, accountId), eq(accountContacts.contactType, contactType)));
        return;
      }
      await db
        .insert(accountContacts)
        .values({ accountId, contactType, userId })
        .onConflictDoUpdate({
          target: [accountContacts.accountId, accountContacts.contactType],
          set: { userId },
          setWhere: ne(accountContacts.userId, userId),
        });
    },

    async removeUserContacts(accountId: number, userId: string): Promise<void> {
      await db
        .delete(accountContacts)
        .where(and(eq(accountContacts.accountId, accountId), eq(accountContacts.userId, userId)));
    },

    async roleNames(): Promise<Map<string, string>> {
      const rows = await db.select().from(roles).where(eq(roles.type, 'OPERATOR'));
      return new Map(rows.map((row) => [row.code, row.name]));
    },

    async update(id: number, values: Partial<Pick<AuthorityRow, 'status' | 'code' | 'uuid'>>): Promise<void> {
      await db.update(authorities).set(values).where(eq(authorities.id, id));
    },

    /** Replaces the authority's permissions with the role's defaults, as a role change does. */
    async resetPermissions(authorityId: number, roleCode: string): Promise<void> {
      await db.delete(authorityPermissions).where(eq(authorityPermissions.authorityId, authorityId));
      const defaults = await db
        .select({ permission: rolePermissions.permission })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleCode, roleCode));
      if (defaults.length > 0) {
        await db
          .insert(authorityPermissions)
          .values(defaults.map(({ permission }) => ({ authorityId, permission })));
      }
    },

    async insert(values: typeof authorities.$inferInsert): Promise<AuthorityRow> {
      const [row] = await db.insert(authorities).values(values).returning();
      if (!row) throw new Error('authority not created');
      return row;
    },

    async remove(id: number): Promise<void> {
      await db.delete(authorities).where(eq(authorities.id, id));
    },

    async permissionsOf(authorityId: number): Promise<Set<string>> {
      const rows = await db
        .select({ permission: authorityPermissions.permission })
        .from(authorityPermissions)
        .where(eq(authorityPermissions.authorityId, authorityId));
      return new Set(rows.map((row) => row.permission));
    },

    async openTasksOf(accountId: number, userId: string) {
      return db
        .select({ id: requestTasks.id, type: requestTasks.type })
        .from(requestTasks)
        .where(
          and(
            eq(requestTasks.accountId, accountId),
            isNotNull(requestTasks.assignee),
            eq(requestTasks.assignee, userId),
          ),
        );
    },

    async reassignTasks(ids: number[], assignee: string | null): Promise<void> {
      if (ids.length === 0) return;
      // Every task write bumps the optimistic lock, so an open task page notices the change.
      await db
        .update(requestTasks)
        .set({ assignee, version: sql`${requestTasks.version} + 1` })
        .where(inArray(requestTasks.id, ids));
    },
  };
}

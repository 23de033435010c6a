import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import type { WorkflowEngine } from '../../workflow/engine';
import {
  accountContacts,
  accounts,
  type competentAuthorityCodes,
  authorities,
  authorityPermissions,
  requestTasks,
  userCredentials,
  users,
} from '../../platform/db/schema';

export type AuthorityRow = typeof authorities.$inferSelect;
export type AuthorityStatus = AuthorityRow['status'];
export type CompetentAuthority = (typeof competentAuthorityCodes)[number];

/** Regulator authorities: one per person per competent authority. */
export function regulatorAuthoritiesRepository(db: Executor) {
  return {
    async listByCa(competentAuthority: CompetentAuthority) {
      return db
        .select({
          userId: authorities.userId,
          firstName: users.firstName,
          lastName: users.lastName,
          jobTitle: users.jobTitle,
          authorityStatus: authorities.status,
          authorityCreationDate: authorities.creationDate,
          lockedUntil: userCredentials.lockedUntil,
        })
        .from(authorities)
        .innerJoin(users, eq(users.id, authorities.userId))
        .leftJoin(userCredentials, eq(userCredentials.userId, authorities.userId))
        .where(eq(authorities.competentAuthority, competentAuthority))
        .orderBy(asc(authorities.creationDate), asc(authorities.id));
    },

    async findInCa(
      userId: string,
      competentAuthority: CompetentAuthority,
    ): Promise<AuthorityRow | undefined> {
      const [row] = await db
        .select()
        .from(authorities)
        .where(and(eq(authorities.userId, userId), eq(authorities.competentAuthority, competentAuthority)));
      return row;
    },

    async findManyInCa(userIds: string[], competentAuthority: CompetentAuthority): Promise<AuthorityRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(authorities)
        .where(
          and(inArray(authorities.userId, userIds), eq(authorities.competentAuthority, competentAuthority)),
        );
    },

    async permissionsOf(authorityId: number): Promise<Set<string>> {
      const rows = await db
        .select({ permission: authorityPermissions.permission })
        .from(authorityPermissions)
        .where(eq(authorityPermissions.authorityId, authorityId));
      return new Set(rows.map((row) => row.permission));
    },

    async replacePermissions(authorityId: number, permissions: readonly string[]): Promise<void> {
      await db.delete(authorityPermissions).where(eq(authorityPermissions.authorityId, authorityId));
      if (permissions.length > 0) {
        await db
          .insert(authorityPermissions)
          .values(permissions.map((permission) => ({ authorityId, permission })));
      }
    },

    async updateStatus(authorityId: number, status: AuthorityStatus): Promise<void> {
      await db.update(authorities).set({ status }).where(eq(authorities.id, authorityId));
    },

    async delete(authorityId: number): Promise<void> {
      await db.delete(authorities).where(eq(authorities.id, authorityId));
    },

    /** Takes the user off the CA site contact of every account of the competent authority. */
    async removeCaSiteContacts(userId: string, competentAuthority: CompetentAuthority): Promise<void> {
      const caAccounts = db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.competentAuthority, competentAuthority));
      await db
        .delete(accountContacts)
        .where(
          and(
            eq(accountContacts.userId, userId),
            eq(accountContacts.contactType, 'CA_SITE'),
            inArray(accountContacts.accountId, caAccounts),
          ),
        );
    },

    /**
     * Open tasks of the competent authority assigned to the user go to their account's regulator site
     * contact when that person may do them (the workflows' candidates), otherwise back to the unassigned pool.
     */
    async handOverTasks(
      userId: string,
      competentAuthority: CompetentAuthority,
      candidatesFor: WorkflowEngine['candidatesFor'],
    ): Promise<void> {
      const tasks = await db
        .select({ id: requestTasks.id, type: requestTasks.type, accountId: requestTasks.accountId })
        .from(requestTasks)
        .where(
          and(eq(requestTasks.assignee, userId), eq(requestTasks.competentAuthority, competentAuthority)),
        );
      for (const task of tasks) {
        const [siteContact] =
          task.accountId === null
            ? []
            : await db
                .select({ userId: accountContacts.userId })
                .from(accountContacts)
                .where(
                  and(
                    eq(accountContacts.accountId, task.accountId),
                    eq(accountContacts.contactType, 'CA_SITE'),
                  ),
                );
        const candidates = await candidatesFor(
          db,
          { accountId: task.accountId, competentAuthority },
          task.type,
        );
        const next =
          siteContact && siteContact.userId !== userId && candidates.some((c) => c.id === siteContact.userId)
            ? siteContact.userId
            : null;
        await db.update(requestTasks).set({ assignee: next }).where(eq(requestTasks.id, task.id));
      }
    },

    async userOf(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row;
    },
  };
}

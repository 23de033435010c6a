import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { authorities, users } from '../../platform/db/schema';

export type UserRow = typeof users.$inferSelect;

export function verifierUsersRepository(db: Executor) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** The verification bodies the user has an authority in (any status). */
    async verificationBodiesOf(userId: string): Promise<{ hasAuthorities: boolean; bodies: number[] }> {
      const rows = await db
        .select({ verificationBodyId: authorities.verificationBodyId })
        .from(authorities)
        .where(eq(authorities.userId, userId));
      const bodies = rows.flatMap((row) => (row.verificationBodyId === null ? [] : [row.verificationBodyId]));
      return { hasAuthorities: rows.length > 0, bodies };
    },

    async isInBody(userId: string, verificationBodyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: authorities.id })
        .from(authorities)
        .where(
          and(
            eq(authorities.userId, userId),
            isNotNull(authorities.verificationBodyId),
            eq(authorities.verificationBodyId, verificationBodyId),
          ),
        );
      return row !== undefined;
    },

    async updateDetails(
      userId: string,
      details: { firstName: string; lastName: string; phoneNumber: string; mobileNumber?: string },
    ): Promise<void> {
      await db
        .update(users)
        .set({ ...details, mobileNumber: details.mobileNumber || null })
        .where(eq(users.id, userId));
    },
  };
}

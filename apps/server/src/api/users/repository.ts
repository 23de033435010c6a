import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { users } from '../../platform/db/schema';

export type UserRow = typeof users.$inferSelect;

export function usersRepository(db: Executor) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async updateTermsVersion(id: string, version: number): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ termsVersion: version })
        .where(eq(users.id, id))
        .returning({
          id: users.id,
        });
      return updated.length === 1;
    },
    async updateLanguage(id: string, language: 'en' | 'cy'): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ language })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return updated.length === 1;
    },
  };
}

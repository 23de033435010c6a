import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { authorities, users } from '../../platform/db/schema';
import type { CompetentAuthority } from '../regulator-authorities/repository';

export type UserRow = typeof users.$inferSelect;

export interface RegulatorDetails {
  firstName: string;
  lastName: string;
  jobTitle: string;
  phoneNumber: string;
  mobileNumber?: string;
}

export function regulatorUsersRepository(db: Executor) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    async authoritiesOf(userId: string) {
      return db.select().from(authorities).where(eq(authorities.userId, userId));
    },

    async findAuthorityByUuid(uuid: string) {
      const [row] = await db.select().from(authorities).where(eq(authorities.uuid, uuid));
      return row;
    },

    async createPendingUser(email: string, details: RegulatorDetails): Promise<string> {
      const [row] = await db
        .insert(users)
        .values({
          email,
          status: 'PENDING',
          // As in the reference, an invitee cannot sign in until they set a password (registration).
          enabled: false,
          ...details,
          mobileNumber: details.mobileNumber ?? null,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('could not create the invited user');
      return row.id;
    },

    async updateDetails(userId: string, details: RegulatorDetails): Promise<void> {
      await db
        .update(users)
        .set({ ...details, mobileNumber: details.mobileNumber ?? null })
        .where(eq(users.id, userId));
    },

    async markRegistered(userId: string): Promise<void> {
      await db.update(users).set({ status: 'REGISTERED' }).where(eq(users.id, userId));
    },

    async createPendingAuthority(
      userId: string,
      competentAuthority: CompetentAuthority,
      createdBy: string,
    ): Promise<{ id: number; uuid: string }> {
      const [row] = await db
        .insert(authorities)
        .values({ userId, competentAuthority, status: 'PENDING', createdBy })
        .returning({ id: authorities.id, uuid: authorities.uuid });
      if (!row) throw new Error('could not create the invitation');
      return row;
    },

    async setAuthorityStatus(id: number, status: 'ACCEPTED'): Promise<void> {
      await db.update(authorities).set({ status }).where(eq(authorities.id, id));
    },
  };
}

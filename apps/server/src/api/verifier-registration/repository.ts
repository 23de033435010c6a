import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { authorities, users } from '../../platform/db/schema';

export function verifierRegistrationRepository(executor: Executor) {
  return {
    /** The verifier authority an invitation names, with its invitee. */
    async findInvitation(authorityUuid: string) {
      const [row] = await executor
        .select({
          authorityId: authorities.id,
          status: authorities.status,
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(authorities)
        .innerJoin(users, eq(users.id, authorities.userId))
        .where(and(eq(authorities.uuid, authorityUuid), isNotNull(authorities.verificationBodyId)));
      return row;
    },

    async accept(authorityId: number, userId: string): Promise<void> {
      await executor
        .update(authorities)
        .set({ status: 'ACCEPTED' })
        .where(and(eq(authorities.id, authorityId), eq(authorities.status, 'PENDING')));
      await executor.update(users).set({ status: 'REGISTERED', enabled: true }).where(eq(users.id, userId));
    },
  };
}

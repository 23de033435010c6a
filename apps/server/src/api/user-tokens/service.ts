import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authorities, users } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import type { TokenPurpose } from '../../platform/tokens';

type AuthorityRow = typeof authorities.$inferSelect;

/** Which link purpose each invitation type is, and which scope its authority must have. */
const invitationTypes: Partial<
  Record<string, { purpose: TokenPurpose; fits: (row: AuthorityRow) => boolean }>
> = {
  OPERATOR_INVITATION: { purpose: 'operator_invitation', fits: (row) => row.accountId !== null },
  REGULATOR_INVITATION: { purpose: 'regulator_invitation', fits: (row) => row.competentAuthority !== null },
  VERIFIER_INVITATION: { purpose: 'verifier_invitation', fits: (row) => row.verificationBodyId !== null },
};

export function userTokensService(app: FastifyInstance) {
  return {
    /** An invitation link works only while its authority is PENDING (the reference's rule). */
    async resolveEmail(token: string, type: string): Promise<{ email: string }> {
      const invitation = invitationTypes[type];
      if (!invitation) throw new ApiError('TOKEN1001');
      const { value } = await app.linkTokens.verify(invitation.purpose, token);
      const [row] = await app.db
        .select({ authority: authorities, email: users.email })
        .from(authorities)
        .innerJoin(users, eq(users.id, authorities.userId))
        .where(eq(authorities.uuid, value));
      if (!row || row.authority.status !== 'PENDING' || !invitation.fits(row.authority)) {
        throw new ApiError('TOKEN1001');
      }
      return { email: row.email };
    },
  };
}

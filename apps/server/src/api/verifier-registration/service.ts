import type { FastifyInstance } from 'fastify';
import { assertPasswordAllowed, setPassword } from '../../idp/account-security';
import { breachedPasswordCheckFor } from '../../idp/password-policy';
import { ApiError } from '../../platform/http/errors';
import { consumeRateLimit } from '../../platform/http/rate-limit';
import { verifierRegistrationRepository } from './repository';

/** Tries to set the password for one invitation, whatever the client: the route also limits each client. */
export const ACTIVATION_LIMIT_BY_INVITATION = { max: 10, windowSeconds: 900 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function verifierRegistrationService(app: FastifyInstance) {
  const breached = breachedPasswordCheckFor(app.config.breachedPasswordCheck);

  /** The invitation stops working once its authority leaves PENDING (reference §4). */
  async function pendingInvitation(token: string) {
    const { value } = await app.linkTokens.verify('verifier_invitation', token);
    if (!UUID.test(value)) throw new ApiError('TOKEN1001');
    const invitation = await verifierRegistrationRepository(app.db).findInvitation(value);
    if (!invitation || invitation.status !== 'PENDING') throw new ApiError('TOKEN1001');
    return invitation;
  }

  return {
    async acceptInvitation(token: string): Promise<{ email: string }> {
      const invitation = await pendingInvitation(token);
      return { email: invitation.email };
    },

    async enableFromInvitation(invitationToken: string, password: string): Promise<void> {
      const invitation = await pendingInvitation(invitationToken);
      // Every try counts, before the costly checks (strength, hashing).
      const byInvitation = await consumeRateLimit(
        app.db,
        `verifier-activation:invitation:${invitation.authorityId}`,
        ACTIVATION_LIMIT_BY_INVITATION,
      );
      if (!byInvitation.allowed) throw new ApiError('TOO_MANY_REQUESTS');
      await assertPasswordAllowed(
        password,
        [invitation.email, invitation.firstName, invitation.lastName],
        breached,
      );
      await app.db.transaction(async (tx) => {
        await setPassword(tx, invitation.userId, password);
        await verifierRegistrationRepository(tx).accept(invitation.authorityId, invitation.userId);
      });
    },
  };
}

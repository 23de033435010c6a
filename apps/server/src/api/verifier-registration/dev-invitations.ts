import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { authorities, authorityPermissions, users } from '../../platform/db/schema';
import { composeMail, enqueueMail } from '../../platform/mail/mail';
import { normaliseEmail } from '../../platform/text';
import { tokenPurposes } from '../../platform/tokens';

/** The demo verification body (the demo verifier's); the service has no verification body table. */
export const DEV_VERIFICATION_BODY_ID = 1;

const bodySchema = z.object({ email: z.email().max(255) }).strict();

/**
 * Development only (registered beside /dev/mailbox, only with DEV_TOOLS=true). Nothing in ESOS invites
 * verifiers (the reference has no verification body administration), so without this the verifier
 * activation screens could not be tried or tested end to end. It does what a verifier administrator's
 * invitation would: a disabled, PENDING invitee, a PENDING verifier authority in the demo body, and the
 * InvitationToVerifierAccount email through the outbox.
 */
export function registerDevVerifierInvitations(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/dev/verifier-invitations',
      { schema: { hide: true, body: bodySchema } },
      async (request, reply) => {
        const email = normaliseEmail(request.body.email);
        const outcome = await app.db.transaction(async (tx) => {
          const [existing] = await tx
            .select({ id: users.id, status: users.status })
            .from(users)
            .where(sql`lower(${users.email}) = ${email}`);
          if (existing) {
            const held = await tx
              .select({ id: authorities.id })
              .from(authorities)
              .where(eq(authorities.userId, existing.id));
            // Only a brand-new person, or an earlier unregistered invitee with no role, can be invited.
            if (held.length > 0 || existing.status === 'REGISTERED') return 'USER1001' as const;
          }
          const userId =
            existing?.id ??
            (
              await tx
                .insert(users)
                .values({
                  email,
                  firstName: 'Invited',
                  lastName: 'Verifier',
                  status: 'PENDING',
                  enabled: false,
                })
                .returning({ id: users.id })
            )[0]?.id;
          if (!userId) throw new Error('could not create the invited verifier');
          const [authority] = await tx
            .insert(authorities)
            .values({
              userId,
              code: 'verifier',
              status: 'PENDING',
              verificationBodyId: DEV_VERIFICATION_BODY_ID,
            })
            .returning({ id: authorities.id, uuid: authorities.uuid });
          if (!authority) throw new Error('could not create the verifier authority');
          await tx
            .insert(authorityPermissions)
            .values({ authorityId: authority.id, permission: 'PERM_TASK_ASSIGNMENT' });
          const token = await app.linkTokens.sign('verifier_invitation', authority.uuid);
          const link = `${app.config.publicUrl}/invitation/verifier?token=${encodeURIComponent(token)}`;
          const minutes = String(tokenPurposes.verifier_invitation.minutes);
          await enqueueMail(
            tx,
            composeMail(app.mail.context, {
              template: 'InvitationToVerifierAccount',
              to: email,
              text: 'verifierInvitation',
              values: { link, minutes },
              personalisation: { link, expirationMinutes: minutes },
            }),
          );
          return 'SENT' as const;
        });
        if (outcome !== 'SENT') {
          return reply
            .code(400)
            .send({ code: outcome, message: 'This person cannot be invited as a verifier' });
        }
        app.mail.delivery.kick();
        return reply.code(204).send();
      },
    );
}

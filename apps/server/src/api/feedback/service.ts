import type { FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db';
import { bearerToken } from '../../platform/auth/authentication';
import type { TokenVerifier } from '../../platform/auth/token-verifier';
import { enqueueMail, type MailContext } from '../../platform/mail/mail';
import { feedbackMail } from './emails';
import { feedbackRepository } from './repository';
import type { UserFeedback } from './schemas';

/**
 * The survey is open to signed-out visitors, so the route is public; a valid token only adds who sent it.
 * An invalid or expired token is not an error here: the feedback is kept without a user.
 */
export async function optionalUserId(request: FastifyRequest, verify: TokenVerifier): Promise<string | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  try {
    return (await verify(token)).userId;
  } catch (error) {
    request.log.info({ reason: (error as Error).message }, 'feedback token ignored');
    return null;
  }
}

export interface FeedbackMailSettings {
  context: MailContext;
  /** The team's mailboxes; none configured means the answers are only stored. */
  recipients: string[];
  /** Asks for delivery once the transaction has committed. */
  afterCommit(): void;
}

export function feedbackService(db: Database, mail: FeedbackMailSettings) {
  return {
    async submit(feedback: UserFeedback, userId: string | null): Promise<void> {
      // Blank optional answers are not worth keeping.
      const payload = Object.fromEntries(
        Object.entries(feedback).filter(([, value]) => value !== null && value !== undefined && value !== ''),
      );
      await db.transaction(async (tx) => {
        await feedbackRepository(tx).insert(payload, userId);
        for (const recipient of mail.recipients) {
          await enqueueMail(tx, feedbackMail(mail.context, recipient, feedback));
        }
      });
      if (mail.recipients.length > 0) mail.afterCommit();
    },
  };
}

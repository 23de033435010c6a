import type { Executor } from '../db';
import { mailOutbox } from '../db/schema';

/** One email, as every transport needs it. */
export interface MailMessage {
  /** The reference's template name, e.g. InvitationToOperatorAccount (GOV.UK Notify maps it to a template id). */
  template: string;
  to: string;
  subject: string;
  /** Plain text; blank lines separate paragraphs; links written out in full. */
  body: string;
  /** The values the body was made from. */
  personalisation: Record<string, string>;
}

/** Hands a message to a provider; resolves with the provider's reference once it has accepted it. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage & { id: number }): Promise<{ reference?: string }>;
}

const SUBJECT_SUFFIX = ' – Manage your ESOS reporting';

export interface MailContext {
  /** The service's address, for links. */
  homeUrl: string;
  /** Where users can get help. */
  helpdesk: string;
  /** Marks mail from anything but production. */
  testSystem: boolean;
}

/**
 * Builds a message the way every email of the service reads: the subject with the service name, the
 * paragraphs, and a footer saying where to get help.
 */
export function composeMail(
  context: MailContext,
  input: {
    template: string;
    to: string;
    subject: string;
    paragraphs: string[];
    personalisation?: Record<string, string>;
  },
): MailMessage {
  const footer = [
    `If you need help, contact ${context.helpdesk}.`,
    `Manage your ESOS reporting: ${context.homeUrl}`,
  ];
  const banner = context.testSystem
    ? ['TEST SYSTEM: this email was sent by a test copy of the service.']
    : [];
  return {
    template: input.template,
    to: input.to,
    subject: `${input.subject}${SUBJECT_SUFFIX}`,
    body: [...banner, ...input.paragraphs, ...footer].join('\n\n'),
    personalisation: { homeUrl: context.homeUrl, esosHelpdesk: context.helpdesk, ...input.personalisation },
  };
}

/**
 * Writes the message to the outbox in the caller's transaction: it is sent only if the change that
 * caused it commits, and is delivered after commit by the mail delivery worker.
 */
export async function enqueueMail(executor: Executor, message: MailMessage): Promise<void> {
  await enqueueMails(executor, [message]);
}

/** Many messages at once (bulk invitations): a few multi-row inserts instead of one per message. */
export async function enqueueMails(executor: Executor, messages: readonly MailMessage[]): Promise<void> {
  const CHUNK = 500;
  for (let start = 0; start < messages.length; start += CHUNK) {
    await executor.insert(mailOutbox).values(
      messages.slice(start, start + CHUNK).map((message) => ({
        template: message.template,
        recipient: message.to.toLowerCase(),
        subject: message.subject,
        body: message.body,
        personalisation: message.personalisation,
      })),
    );
  }
}

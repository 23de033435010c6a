import { inArray } from 'drizzle-orm';
import type { Executor } from '../db';
import { mailOutbox, users } from '../db/schema';
import { fill, mailCatalogues, type Language, type MailKey, type MailValue } from './catalogue';

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
  /**
   * The Welsh subject and body of a catalogued e-mail (ADR 55): sent instead when the recipient chose Welsh
   * in their profile. Absent for an e-mail only ever sent in English (the team's feedback mailbox).
   */
  welsh?: { subject: string; body: string };
  /** The language to use when the recipient has not chosen one in a profile (the page they asked on). */
  language?: Language;
}

/** Hands a message to a provider; resolves with the provider's reference once it has accepted it. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage & { id: number }): Promise<{ reference?: string }>;
}

export interface MailContext {
  /** The service's address, for links. */
  homeUrl: string;
  /** Where users can get help. */
  helpdesk: string;
  /** Marks mail from anything but production. */
  testSystem: boolean;
}

/** What an e-mail says: a catalogue entry and its values (ADR 55), or fixed English text. */
export type MailContent =
  { text: MailKey; values: Readonly<Record<string, MailValue>> } | { subject: string; paragraphs: string[] };

export type MailInput = {
  template: string;
  to: string;
  personalisation?: Record<string, string>;
  /** For someone who may have no profile yet: the language they were using when they asked. */
  language?: Language;
} & MailContent;

/**
 * Builds a message the way every email of the service reads: the subject with the service name, the
 * paragraphs, and a footer saying where to get help. A catalogued e-mail is built in English and in Welsh;
 * enqueueMails keeps the recipient's.
 */
export function composeMail(context: MailContext, input: MailInput): MailMessage {
  const render = (language: Language, subject: string, paragraphs: readonly string[]) => {
    const common = mailCatalogues[language].common;
    const footer = [
      fill(common.help, language, { helpdesk: context.helpdesk }),
      fill(common.home, language, { homeUrl: context.homeUrl }),
    ];
    const banner = context.testSystem ? [common.testBanner] : [];
    return {
      subject: `${subject}${common.subjectSuffix}`,
      body: [...banner, ...paragraphs, ...footer].join('\n\n'),
    };
  };
  const inLanguage = (language: Language, key: MailKey, values: Readonly<Record<string, MailValue>>) => {
    const text = mailCatalogues[language].mails[key];
    return render(
      language,
      fill(text.subject, language, values),
      text.paragraphs.map((paragraph) => fill(paragraph, language, values)),
    );
  };
  const english =
    'text' in input
      ? inLanguage('en', input.text, input.values)
      : render('en', input.subject, input.paragraphs);
  return {
    template: input.template,
    to: input.to,
    ...english,
    personalisation: { homeUrl: context.homeUrl, esosHelpdesk: context.helpdesk, ...input.personalisation },
    ...('text' in input ? { welsh: inLanguage('cy', input.text, input.values) } : {}),
    ...(input.language ? { language: input.language } : {}),
  };
}

/** The language each of `addresses` chose in their profile; absent for no choice or no profile. */
async function profileLanguages(executor: Executor, addresses: string[]): Promise<Map<string, Language>> {
  if (addresses.length === 0) return new Map();
  const rows = await executor
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.email, addresses));
  return new Map(rows.flatMap((row) => (row.language ? [[row.email, row.language] as const] : [])));
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
    const chunk = messages.slice(start, start + CHUNK);
    // Addresses are stored in lower case (platform/text.ts), so the look-up matches them as they are.
    const chosen = await profileLanguages(executor, [
      ...new Set(chunk.filter((message) => message.welsh).map((message) => message.to.toLowerCase())),
    ]);
    await executor.insert(mailOutbox).values(
      chunk.map((message) => {
        // The profile's choice first, then the language the person asked in, then English.
        const language = chosen.get(message.to.toLowerCase()) ?? message.language ?? 'en';
        const text = message.welsh && language === 'cy' ? message.welsh : message;
        return {
          template: message.template,
          recipient: message.to.toLowerCase(),
          subject: text.subject,
          body: text.body,
          personalisation: message.personalisation,
        };
      }),
    );
  }
}

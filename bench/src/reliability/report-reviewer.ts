import { Interrupted, type ApiClient } from './api-client';
import type { JourneyContext } from './journeys';
import { expectApi } from './report-reads';
import type { SmtpSink } from './smtp-sink';

/**
 * The colleague a notification is sent to for review: a Restricted user of the account (who may edit a
 * notification), invited by its Advanced user, who accepts from the link in the invitation email.
 */
export interface Reviewer {
  client: ApiClient;
  id: string;
  email: string;
  /** The reviewer's inbox: the texts of the emails they have received. */
  inbox(): Promise<string[]>;
}

/** An inbox read from the service's development mailbox (DEV_TOOLS, with the outbox as mail transport). */
export const developmentMailbox =
  (baseUrl: string, email: string): Reviewer['inbox'] =>
  async () => {
    try {
      const response = await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`, {
        signal: AbortSignal.timeout(30_000),
      });
      if (response.status !== 200) throw new Error(`answered ${response.status}`);
      return ((await response.json()) as { messages: { body: string }[] }).messages.map((m) => m.body);
    } catch (error) {
      throw new Interrupted('GET /dev/mailbox.json', error);
    }
  };

/** An inbox read from what the run's SMTP sink received (quoted-printable decoded). */
export const sinkMailbox =
  (sink: SmtpSink, email: string): Reviewer['inbox'] =>
  async () =>
    sink.received
      .filter((mail) => mail.to.some((to) => to.toLowerCase().includes(email)))
      .map((mail) =>
        mail.text
          .replace(/=\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      )
      .reverse();

/** The account's Advanced user invites the reviewer (a Restricted user, who may edit a notification), who accepts from the emailed link, and activates them. */
export async function addReviewer(
  context: JourneyContext,
  reviewer: Reviewer,
  accountId: number,
  accountName: string,
) {
  const { ledger, applicant } = context;
  const key = `authority:${accountId}:${reviewer.id}`;
  const authority = (status: string) =>
    expectApi(`${reviewer.email} is ${status} on account ${accountId}`, async () => {
      const { authorities } = (
        await applicant.call('GET', `/operator-authorities/account/${accountId}`)
      ).json<{
        authorities: { userId: string; authorityStatus: string }[];
      }>();
      const found = authorities.find((entry) => entry.userId === reviewer.id)?.authorityStatus;
      return found === status ? undefined : `found ${found ?? 'no authority'}`;
    });
  await ledger.write(
    key,
    authority('PENDING'),
    () =>
      applicant.call('POST', `/operator-users/invite/account/${accountId}`, {
        email: reviewer.email,
        firstName: 'Reliability',
        lastName: 'Reviewer',
        roleCode: 'operator',
      }),
    { report: true },
  );
  const token = await invitationToken(reviewer, accountName);
  await ledger.write(
    key,
    authority('ACCEPTED'),
    () => reviewer.client.call('POST', '/operator-users/registration/accept-invitation', { token }),
    { report: true },
  );
  const { contactTypes } = (await applicant.call('GET', `/operator-authorities/account/${accountId}`)).json<{
    contactTypes: Record<string, string>;
  }>();
  await ledger.write(
    key,
    authority('ACTIVE'),
    () =>
      applicant.call('POST', `/operator-authorities/account/${accountId}`, {
        accountOperatorAuthorityUpdateList: [
          { userId: reviewer.id, roleCode: 'operator', authorityStatus: 'ACTIVE' },
        ],
        contactTypes: { PRIMARY: contactTypes.PRIMARY, SECONDARY: contactTypes.SECONDARY },
      }),
    { report: true },
  );
}

/**
 * The token in the invitation naming the account, from the reviewer's inbox. SMTP delivery follows the
 * invitation by a moment (longer while an instance restarts): waits up to 30 s.
 */
async function invitationToken(reviewer: Reviewer, accountName: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mail = (await reviewer.inbox()).find(
      (text) => text.includes('/registration/invitation?token=') && text.includes(accountName),
    );
    const token = /\/registration\/invitation\?token=([^\s<>"]+)/.exec(mail ?? '')?.[1];
    if (token) return decodeURIComponent(token);
    if (Date.now() > deadline) throw new Error(`no invitation to ${accountName} for ${reviewer.email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

import { and, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { accountContacts, mailOutbox, requestTasks, users } from '../../../src/platform/db/schema';
import type { TestApp } from '../../support/test-app';
import { callerEmails, type Caller } from './callers';
import type { Fixtures } from './cases';

/** Looks up the ids the cases need in the demo data, once per run. */
export async function loadFixtures(t: TestApp): Promise<Fixtures> {
  const people = await t.database.db.select({ id: users.id, email: users.email }).from(users);
  const ids = new Map(people.map((person) => [person.email, person.id]));
  const operatorId = ids.get(callerEmails.operatorAdmin) ?? '';
  const [primary] = await t.database.db
    .select({ accountId: accountContacts.accountId })
    .from(accountContacts)
    .where(eq(accountContacts.userId, operatorId))
    .limit(1);
  return {
    accountId: primary?.accountId ?? 0,
    userId: (email) => {
      const id = ids.get(email);
      if (!id) throw new Error(`no demo user ${email}`);
      return id;
    },
  };
}

/** A token for each signed-in caller. */
export async function callerTokens(t: TestApp): Promise<Map<Caller, string>> {
  const tokens = new Map<Caller, string>();
  for (const [caller, email] of Object.entries(callerEmails))
    tokens.set(caller as Caller, await t.tokenFor(email));
  return tokens;
}

/**
 * Until the emails written so far are delivered: a case's set-up that writes one must not leave the
 * delivery worker changing the outbox while the case's own calls are compared with what it left.
 */
async function mailSettled(t: TestApp): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    await t.app.mail.delivery.deliverDue();
    const [waiting] = await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.deliveredAt), lte(mailOutbox.nextAttemptAt, sql`now()`)));
    if ((waiting?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the demo emails were not delivered');
}

const reviewsReturned = new WeakMap<TestApp, Promise<number>>();

/**
 * The fixtures account's notification as a SUBMIT task of operatorAdmin: the demo has it with the
 * Restricted user for review, so she returns it first (once per run, through the API).
 */
export function nocSubmitTaskId(t: TestApp, f: Fixtures): Promise<number> {
  let pending = reviewsReturned.get(t);
  if (!pending) {
    pending = (async () => {
      const onAccount = (type: string) =>
        t.database.db
          .select({ id: requestTasks.id })
          .from(requestTasks)
          .where(and(eq(requestTasks.accountId, f.accountId), eq(requestTasks.type, type as never)));
      const [edit] = await onAccount('NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT');
      if (edit) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1.0/tasks/actions',
          headers: { authorization: `Bearer ${await t.tokenFor(callerEmails.restrictedOperator)}` },
          payload: {
            requestTaskId: edit.id,
            requestTaskActionType: 'NOTIFICATION_OF_COMPLIANCE_P3_RETURN_TO_SUBMIT',
            requestTaskActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
          },
        });
        if (response.statusCode !== 204) throw new Error(`review not returned: ${response.body}`);
        await mailSettled(t);
      }
      const [submit] = await onAccount('NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT');
      if (!submit) throw new Error('no notification submit task on the fixtures account');
      return submit.id;
    })();
    reviewsReturned.set(t, pending);
  }
  return pending;
}

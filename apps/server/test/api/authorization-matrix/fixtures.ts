import { eq } from 'drizzle-orm';
import { accountContacts, users } from '../../../src/platform/db/schema';
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

import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { oneLoginLinks, users } from '../../platform/db/schema';
import { recordIdentityEvent } from '../../platform/audit/identity-events';
import { normaliseEmail } from '../../platform/text';
import { findUserByEmail } from '../account-security';
import type { OneLoginIdentity } from './relying-party';

/** Who a One Login sign-in is in this service, or why it is not (yet) anyone. */
export type Match =
  | { kind: 'user'; userId: string }
  | { kind: 'disabled' }
  | { kind: 'unverified' }
  | { kind: 'linked-elsewhere' }
  | { kind: 'unknown' };

async function linkedUser(db: Database, subject: string) {
  const [row] = await db
    .select({ userId: oneLoginLinks.userId, enabled: users.enabled })
    .from(oneLoginLinks)
    .innerJoin(users, eq(users.id, oneLoginLinks.userId))
    .where(eq(oneLoginLinks.subject, subject));
  return row;
}

/**
 * The person behind One Login's subject: linked before, or linked now by a verified email address that
 * an existing person of this service has (their roles, authorities and tasks are theirs already). An
 * unverified address is never linked; an unknown one is left to registration.
 */
export async function matchOneLoginUser(db: Database, identity: OneLoginIdentity): Promise<Match> {
  const linked = await linkedUser(db, identity.sub);
  if (linked) return linked.enabled ? { kind: 'user', userId: linked.userId } : { kind: 'disabled' };
  if (!identity.emailVerified) return { kind: 'unverified' };
  const existing = await findUserByEmail(db, identity.email);
  if (!existing) return { kind: 'unknown' };
  if (!existing.enabled) return { kind: 'disabled' };
  const linkedNow = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(oneLoginLinks)
      .values({ subject: identity.sub, userId: existing.id })
      .onConflictDoNothing()
      .returning({ userId: oneLoginLinks.userId });
    if (row) await recordIdentityEvent(tx, 'ONE_LOGIN_LINKED', existing.id, { by: 'verified email address' });
    return row;
  });
  if (linkedNow) return { kind: 'user', userId: existing.id };
  // Linked meanwhile (another tab), or this person is already linked to another One Login account.
  const again = await linkedUser(db, identity.sub);
  return again?.userId === existing.id ? { kind: 'user', userId: existing.id } : { kind: 'linked-elsewhere' };
}

/**
 * Registration of someone One Login knows and this service does not: a new person with One Login's
 * verified address (as our own registration creates one, PENDING until they register an organisation
 * or accept an invitation), linked in the same transaction.
 */
export async function registerOneLoginUser(db: Database, identity: OneLoginIdentity): Promise<Match> {
  if (!identity.emailVerified) return { kind: 'unverified' };
  return db.transaction(async (tx) => {
    const linked = await tx
      .select({ userId: oneLoginLinks.userId })
      .from(oneLoginLinks)
      .where(eq(oneLoginLinks.subject, identity.sub));
    if (linked[0]) return { kind: 'user' as const, userId: linked[0].userId };
    if (await findUserByEmail(tx, identity.email)) return { kind: 'linked-elsewhere' as const };
    const [user] = await tx
      .insert(users)
      .values({ email: normaliseEmail(identity.email), firstName: '', lastName: '', status: 'PENDING' })
      .returning({ id: users.id });
    if (!user) throw new Error('could not create the user');
    await tx.insert(oneLoginLinks).values({ subject: identity.sub, userId: user.id });
    await recordIdentityEvent(tx, 'ONE_LOGIN_LINKED', user.id, { by: 'registration' });
    return { kind: 'user' as const, userId: user.id };
  });
}

import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { createGuardrails, verify as verifyTotp } from 'otplib';
import type { Config } from '../config';
import type { Database, Executor } from '../platform/db';
import { userCredentials, users } from '../platform/db/schema';
import { hashPassword, verifyPassword } from './passwords';

/** `userId` on a failure is whose account it was, when known (for the audit trail, never for the page). */
export type CheckResult =
  | { outcome: 'ok'; userId: string }
  | { outcome: 'invalid'; userId?: string }
  | { outcome: 'locked'; minutes: number; userId?: string };

/**
 * otplib 13 refuses secrets under 128 bits, but 80-bit secrets are what many authenticator enrolments
 * (and the demo data) hold; refusing them would lock those people out.
 */
export const totpGuardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

type Lockout = Pick<Config['oidc'], 'loginMaxAttempts' | 'loginLockoutSeconds'>;

// Unknown email addresses still pay for one scrypt, so response times do not reveal who has an account.
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}

async function loadByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      userId: users.id,
      enabled: users.enabled,
      passwordHash: userCredentials.passwordHash,
    })
    .from(users)
    .innerJoin(userCredentials, eq(userCredentials.userId, users.id))
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

function minutesLocked(lockedUntil: Date | null): number | undefined {
  const remaining = lockedUntil ? lockedUntil.getTime() - Date.now() : 0;
  return remaining > 0 ? Math.ceil(remaining / 60_000) : undefined;
}

/** The 30-second step a 6-digit code belongs to for this secret (one step either side), if it is right. */
export async function totpStepOf(
  secret: string | null | undefined,
  code: string,
): Promise<number | undefined> {
  const token = code.replace(/\s+/g, '');
  if (!secret || !/^\d{6}$/.test(token)) return undefined;
  const result = await verifyTotp({
    secret,
    token,
    // One 30-second step either side, for clocks that drift and codes typed as they roll over.
    epochTolerance: 30,
    guardrails: totpGuardrails,
  }).catch(() => ({ valid: false as const }));
  // TOTP results carry the step they matched (HOTP's, in the same union, do not).
  return result.valid && 'timeStep' in result && typeof result.timeStep === 'number'
    ? result.timeStep
    : undefined;
}

/**
 * Uses up a right code: remembers its step, and refuses a step at or before the last one accepted, so a
 * code seen over someone's shoulder (or replayed from a log) cannot be used again within its window.
 */
export async function acceptTotp(
  executor: Executor,
  userId: string,
  secret: string | null | undefined,
  code: string,
): Promise<boolean> {
  const step = await totpStepOf(secret, code);
  if (step === undefined) return false;
  const used = await executor
    .update(userCredentials)
    .set({ totpLastStep: step, updatedAt: new Date() })
    .where(
      and(
        eq(userCredentials.userId, userId),
        or(isNull(userCredentials.totpLastStep), lt(userCredentials.totpLastStep, step)),
      ),
    )
    .returning({ userId: userCredentials.userId });
  return used.length > 0;
}

/**
 * An authenticator code outside sign-in (password reset, changing the authenticator): refused while the
 * account is locked, and a wrong one counts toward the lockout like a wrong sign-in code.
 */
export async function checkOneTimeCode(
  db: Database,
  lockout: Lockout,
  userId: string,
  code: string,
): Promise<CheckResult> {
  const [credential] = await db
    .select({ totpSecret: userCredentials.totpSecret, lockedUntil: userCredentials.lockedUntil })
    .from(userCredentials)
    .where(eq(userCredentials.userId, userId));
  if (!credential) return { outcome: 'invalid' };
  const minutes = minutesLocked(credential.lockedUntil);
  if (minutes) return { outcome: 'locked', minutes };
  if (!(await acceptTotp(db, userId, credential.totpSecret, code))) return recordFailure(db, userId, lockout);
  await db.update(userCredentials).set({ failedAttempts: 0 }).where(eq(userCredentials.userId, userId));
  return { outcome: 'ok', userId };
}

/**
 * Counts a wrong authenticator code; the one that reaches the limit locks the account and starts a fresh
 * count. Only codes lock: reaching them needs the password, a reset link or a session, not just an address.
 */
async function recordFailure(db: Database, userId: string, lockout: Lockout): Promise<CheckResult> {
  const [row] = await db
    .update(userCredentials)
    .set({ failedAttempts: sql`${userCredentials.failedAttempts} + 1`, updatedAt: new Date() })
    .where(eq(userCredentials.userId, userId))
    .returning({ failedAttempts: userCredentials.failedAttempts });
  if (!row || row.failedAttempts < lockout.loginMaxAttempts) return { outcome: 'invalid', userId };
  const lockedUntil = new Date(Date.now() + lockout.loginLockoutSeconds * 1000);
  await db
    .update(userCredentials)
    .set({ failedAttempts: 0, lockedUntil })
    .where(eq(userCredentials.userId, userId));
  return { outcome: 'locked', minutes: Math.ceil(lockout.loginLockoutSeconds / 60), userId };
}

/**
 * The password step: ok or invalid, nothing else, whoever the address belongs to. Wrong passwords are
 * slowed by the sign-in throttle (sign-in-throttle.ts), not by a lock on the account, so this neither
 * reads nor sets the code lockout: a stranger cannot lock an owner out, or learn that the address is known.
 */
export async function checkPassword(db: Database, email: string, password: string): Promise<CheckResult> {
  const user = await loadByEmail(db, email);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.passwordHash) return { outcome: 'invalid' };
  if (!user.enabled || !matches) return { outcome: 'invalid', userId: user.userId };
  return { outcome: 'ok', userId: user.userId };
}

/** Second factor. Success clears the failure count and records the sign-in. */
export async function checkSecurityCode(
  db: Database,
  lockout: Lockout,
  userId: string,
  code: string,
): Promise<CheckResult> {
  const [credential] = await db
    .select({
      totpSecret: userCredentials.totpSecret,
      lockedUntil: userCredentials.lockedUntil,
      enabled: users.enabled,
    })
    .from(userCredentials)
    .innerJoin(users, eq(users.id, userCredentials.userId))
    .where(eq(userCredentials.userId, userId));
  if (!credential?.totpSecret || !credential.enabled) return { outcome: 'invalid', userId };
  const minutes = minutesLocked(credential.lockedUntil);
  if (minutes) return { outcome: 'locked', minutes, userId };
  if (!(await acceptTotp(db, userId, credential.totpSecret, code))) return recordFailure(db, userId, lockout);
  await db
    .update(userCredentials)
    .set({ failedAttempts: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(userCredentials.userId, userId));
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
  return { outcome: 'ok', userId };
}

/** The claims the SPA reads from the ID token. */
export async function loadClaims(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !user.enabled) return undefined;
  return {
    sub: user.id,
    email: user.email,
    given_name: user.firstName,
    family_name: user.lastName,
    status: user.status,
    // OIDC's standard claim for the chosen language (ADR 55); left out until the person chooses.
    ...(user.language ? { locale: user.language } : {}),
  };
}

import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import type { Database, Executor } from '../platform/db';
import { consumedTokens, userCredentials, users } from '../platform/db/schema';
import type { VerifiedLinkToken } from '../platform/tokens';
import { ApiError } from '../platform/http/errors';
import { normaliseEmail } from '../platform/text';
import { checkOneTimeCode, totpStepOf, type CheckResult } from './credentials';
import { hashPassword } from './passwords';
import { checkPasswordPolicy, type BreachedPasswordCheck } from './password-policy';

/**
 * Credential changes shared by the API (reset password, 2FA, verifier activation) and the identity
 * provider's pages (self-registration), so there is one place that writes passwords and secrets.
 */

/** A user found by email address, in its normal form (lower case, as stored). */
export async function findUserByEmail(executor: Executor, email: string) {
  const [row] = await executor
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      enabled: users.enabled,
      passwordHash: userCredentials.passwordHash,
      totpSecret: userCredentials.totpSecret,
    })
    .from(users)
    .leftJoin(userCredentials, eq(userCredentials.userId, users.id))
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`)
    .limit(1);
  return row;
}

/** The step of a right code for a secret not stored yet (authenticator set-up), to remember it once stored. */
export const totpSetupStep = totpStepOf;

/**
 * The user's authenticator code for a credential change (password reset, changing the authenticator):
 * OTP1001 when wrong, used already or the account is locked; a wrong code counts toward the lockout.
 */
export async function requireOneTimeCode(
  db: Database,
  lockout: Parameters<typeof checkOneTimeCode>[1],
  userId: string,
  code: string,
): Promise<void> {
  const result: CheckResult = await checkOneTimeCode(db, lockout, userId, code);
  if (result.outcome === 'locked') {
    throw new ApiError(
      'OTP1001',
      [],
      `Your account is temporarily locked. Try again in ${result.minutes} ${result.minutes === 1 ? 'minute' : 'minutes'}.`,
    );
  }
  if (result.outcome !== 'ok') throw new ApiError('OTP1001');
}

/** A new authenticator secret (160 bits, base32), for the QR code shown at set-up. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** Sets the password (creating the credential row if needed) and clears any lockout. */
export async function setPassword(executor: Executor, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await executor
    .insert(userCredentials)
    .values({ userId, passwordHash })
    .onConflictDoUpdate({
      target: userCredentials.userId,
      set: { passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: new Date() },
    });
}

/** Stores the user's first (or replacement) authenticator secret, with the step of the code that proved it. */
export async function setTotpSecret(
  executor: Executor,
  userId: string,
  totpSecret: string,
  provenStep: number,
): Promise<void> {
  await executor
    .insert(userCredentials)
    .values({ userId, totpSecret, totpLastStep: provenStep })
    .onConflictDoUpdate({
      target: userCredentials.userId,
      set: { totpSecret, totpLastStep: provenStep, updatedAt: new Date() },
    });
}

/** Whether a single-use link has been used already. */
export async function isConsumed(executor: Executor, token: VerifiedLinkToken): Promise<boolean> {
  const [row] = await executor
    .select({ id: consumedTokens.id })
    .from(consumedTokens)
    .where(eq(consumedTokens.id, token.id));
  return Boolean(row);
}

/**
 * Marks a single-use link as used, inside the transaction of the change it makes: if two requests race,
 * the primary key lets only one through (the other gets TOKEN1001).
 */
export async function consumeToken(executor: Executor, token: VerifiedLinkToken): Promise<void> {
  const inserted = await executor
    .insert(consumedTokens)
    .values({ id: token.id, expiresAt: token.expiresAt })
    .onConflictDoNothing()
    .returning({ id: consumedTokens.id });
  if (inserted.length === 0) throw new ApiError('TOKEN1001');
}

/**
 * Ends a single-use link without using it (tried too many times). Unlike consumeToken it never fails: the
 * link may have been ended meanwhile, which is what is wanted anyway.
 */
export async function retireToken(executor: Executor, token: VerifiedLinkToken): Promise<void> {
  await executor
    .insert(consumedTokens)
    .values({ id: token.id, expiresAt: token.expiresAt })
    .onConflictDoNothing();
}

/** An email address (or other personal value) as it is kept in a rate-limit key: hashed, not readable. */
export function hashedKey(value: string): string {
  return createHash('sha256').update(normaliseEmail(value)).digest('base64url');
}

/** The password policy as an API rule: FORM1001 naming the field and saying what to do. */
export async function assertPasswordAllowed(
  password: string,
  userInputs: string[],
  breached: BreachedPasswordCheck,
  fieldName = 'password',
): Promise<void> {
  const verdict = await checkPasswordPolicy(password, userInputs, breached);
  if (!verdict.ok) throw new ApiError('FORM1001', [{ fieldName, message: verdict.message }]);
}

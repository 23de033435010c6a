import { createHash } from 'node:crypto';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  strengthInputs,
} from './password-strength-meter';
import type { createStrengthChecker } from './strength-checker';

// The numbers live with the meter's wording so the browser script can share them.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE };

export type PasswordProblem = 'missing' | 'tooShort' | 'tooLong' | 'tooWeak' | 'breached';

export type PasswordVerdict =
  { ok: true; score: number } | { ok: false; problem: PasswordProblem; message: string; score?: number };

/** Says whether a password is known from a data breach. */
export interface BreachedPasswordCheck {
  readonly name: string;
  isBreached(password: string): Promise<boolean>;
}

/** The default: no network call (the service may run where it cannot reach one). */
export const noBreachedPasswordCheck: BreachedPasswordCheck = {
  name: 'off',
  isBreached: async () => false,
};

/**
 * Pwned Passwords range API with k-anonymity: only the first 5 hex characters of the SHA-1 leave the
 * service, and padding hides the size of the answer. If the service cannot be reached the password is
 * not refused: the check adds protection, it must not stop people setting a password.
 */
export function pwnedPasswordsCheck(
  fetchImpl: typeof fetch = fetch,
  baseUrl = 'https://api.pwnedpasswords.com/range/',
): BreachedPasswordCheck {
  return {
    name: 'pwned',
    async isBreached(password) {
      const sha1 = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
      const prefix = sha1.slice(0, 5);
      const suffix = sha1.slice(5);
      try {
        const response = await fetchImpl(`${baseUrl}${prefix}`, {
          headers: { 'add-padding': 'true' },
          signal: AbortSignal.timeout(3000),
        });
        if (!response.ok) return false;
        const body = await response.text();
        return body.split(/\r?\n/).some((line) => {
          const [hashSuffix, count] = line.trim().split(':');
          return hashSuffix === suffix && Number(count) > 0;
        });
      } catch {
        return false;
      }
    },
  };
}

export function breachedPasswordCheckFor(setting: 'off' | 'pwned'): BreachedPasswordCheck {
  return setting === 'pwned' ? pwnedPasswordsCheck() : noBreachedPasswordCheck;
}

// The dictionaries are imported and built on first use, once: decoded, their word lists are about 15 MB of
// the heap, which an instance that never sets a password (most of them, most of the time) need not hold.
let checker: Promise<ReturnType<typeof createStrengthChecker>> | undefined;
function strengthChecker(): Promise<ReturnType<typeof createStrengthChecker>> {
  checker ??= import('./strength-checker').then((module) => module.createStrengthChecker());
  return checker;
}

export const passwordMessages = {
  missing: 'Enter a password',
  tooShort: `Password must be ${PASSWORD_MIN_LENGTH} characters or more`,
  tooLong: `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer`,
  tooWeak: 'Enter a stronger password. Avoid common words, names and patterns, or use a longer phrase',
  breached: 'This password has appeared in a data breach and is not safe to use. Enter a different password',
  confirmMissing: 'Confirm your password',
  mismatch: 'Passwords must match',
} as const;

/**
 * The one password rule of the service, used by every page and endpoint that sets a password.
 * `userInputs` (the email address, names) count against the password, so "jane.smith2024!" is weak
 * for Jane Smith.
 */
export async function checkPasswordPolicy(
  password: string,
  userInputs: string[] = [],
  breached: BreachedPasswordCheck = noBreachedPasswordCheck,
): Promise<PasswordVerdict> {
  if (!password) return { ok: false, problem: 'missing', message: passwordMessages.missing };
  if (password.length < PASSWORD_MIN_LENGTH)
    return { ok: false, problem: 'tooShort', message: passwordMessages.tooShort };
  if (password.length > PASSWORD_MAX_LENGTH)
    return { ok: false, problem: 'tooLong', message: passwordMessages.tooLong };
  const { score, warning } = (await strengthChecker())(password, strengthInputs(userInputs));
  if (score < PASSWORD_MIN_SCORE) {
    const hint = warning ? ` (${warning.replace(/\.$/, '')})` : '';
    return { ok: false, problem: 'tooWeak', message: `${passwordMessages.tooWeak}${hint}`, score };
  }
  if (await breached.isBreached(password)) {
    return { ok: false, problem: 'breached', message: passwordMessages.breached, score };
  }
  return { ok: true, score };
}

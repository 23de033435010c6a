/**
 * The password rule's numbers and the strength meter's wording, shared by the server (which checks and,
 * after a submission, renders the meter) and the browser script that updates the meter while people type
 * (bundled from browser/password-strength.ts). Pure: no Node or DOM APIs, no zxcvbn.
 */

/** The reference's activation rule: at least 12 characters, at most 256 (the checker scores the first 48). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
/** zxcvbn scores 0-4; the reference accepts "score > 2". */
export const PASSWORD_MIN_SCORE = 3;

/** The strength checker's defaults (spec §5): below 8 characters a non-empty password scores 0. */
export const STRENGTH_MIN_LENGTH = 8;
export const STRENGTH_SEGMENTS = 5;
/** How long typing must pause before the meter is redrawn (spec §5's input debounce). */
export const STRENGTH_DEBOUNCE_MS = 100;
/** Screen readers hear the result only after a longer pause, so they are not told about every key. */
export const STRENGTH_ANNOUNCE_MS = 1000;

export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export interface StrengthDescription {
  score: StrengthScore;
  label: (typeof STRENGTH_LABELS)[number];
  /** The text under the meter: the score in words and numbers, so the meter is never colour only. */
  summary: string;
  /** Whether the score meets the rule (the length and breach checks are separate). */
  strongEnough: boolean;
  /** One CSS modifier per segment: filled segments carry the score's colour, the rest none. */
  segments: string[];
}

export function isStrengthScore(value: number): value is StrengthScore {
  return Number.isInteger(value) && value >= 0 && value <= 4;
}

export function describeStrength(score: StrengthScore): StrengthDescription {
  const label = STRENGTH_LABELS[score];
  const strongEnough = score >= PASSWORD_MIN_SCORE;
  return {
    score,
    label,
    summary: `Strength of the password you entered: ${label} (${score} out of 4; you need at least ${PASSWORD_MIN_SCORE})`,
    strongEnough,
    segments: Array.from({ length: STRENGTH_SEGMENTS }, (_, index) =>
      index <= score ? `app-password-strength__segment--score-${score}` : '',
    ),
  };
}

/**
 * The words that count against a password: the email address and names, whole and in parts, so
 * "jane.smith2024!" is weak for jane.smith@example.com ("jane", "smith", "example").
 */
export function strengthInputs(userInputs: readonly string[]): string[] {
  return userInputs
    .flatMap((input) => [input, input.split('@')[0] ?? '', ...input.split(/[^\p{L}\p{N}]+/u)])
    .filter((input) => input.length >= 3);
}

/**
 * What the meter shows for what has been typed: nothing while empty, 0 below the checker's minimum
 * length, otherwise the score of the first 256 characters (`measure` is only called then; the checker reads 48).
 */
export function meterScore(password: string, measure: (input: string) => number): StrengthScore | undefined {
  if (!password) return undefined;
  const input = password.slice(0, PASSWORD_MAX_LENGTH);
  if (input.length < STRENGTH_MIN_LENGTH) return 0;
  const score = measure(input);
  return isStrengthScore(score) ? score : 0;
}

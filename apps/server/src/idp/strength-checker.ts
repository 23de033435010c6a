import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

export interface StrengthCheck {
  score: number;
  warning: string | null;
}

/**
 * How much of a password zxcvbn reads. Its cost grows with the length squared times the number of l33t
 * readings ("p@55" as "pass") it tries: on its defaults (256 characters, 100 readings) one crafted password
 * took seconds of the only thread. A password is scored on its first 48 characters, which only ever lowers
 * the score of a longer one (ADR 38). Here rather than in the meter's module, so the browser's small entry
 * script shares no code with this lazily loaded chunk.
 */
export const STRENGTH_INPUT_LIMIT = 48;

/**
 * zxcvbn's 100 l33t readings up to 12 characters (where l33t passwords are), fewer as the password grows,
 * so the work stays about the same at any length: 5 at 48 characters.
 */
export function l33tReadingsFor(length: number): number {
  return Math.max(5, Math.min(100, Math.floor(100 * (12 / Math.max(length, 1)) ** 2)));
}

/**
 * zxcvbn with the English and common dictionaries: the one configuration, used by the server's rule and
 * by the browser's meter (which loads this module, and its large dictionaries, only when someone types).
 * Bounded so that no input costs more than tens of milliseconds, on the server or in the browser.
 */
export function createStrengthChecker(): (password: string, userInputs: string[]) => StrengthCheck {
  const factory = new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    maxLength: STRENGTH_INPUT_LIMIT,
  });
  // zxcvbn-ts reads its options at each check; one factory (one copy of the dictionaries) serves every length.
  const options = factory['options'] as { l33tMaxSubstitutions: number };
  return (password, userInputs) => {
    // The user inputs are matched against every part of the password too: bound them as well.
    const inputs = userInputs.slice(0, 20).map((input) => input.slice(0, STRENGTH_INPUT_LIMIT));
    const scored = password.slice(0, STRENGTH_INPUT_LIMIT);
    options.l33tMaxSubstitutions = l33tReadingsFor(scored.length);
    const { score, feedback } = factory.check(scored, inputs);
    return { score, warning: feedback.warning };
  };
}

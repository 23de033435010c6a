import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { l33tReadingsFor, STRENGTH_INPUT_LIMIT } from './password-strength-meter';

export interface StrengthCheck {
  score: number;
  warning: string | null;
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

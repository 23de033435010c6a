import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

export interface StrengthCheck {
  score: number;
  warning: string | null;
}

/**
 * zxcvbn with the English and common dictionaries: the one configuration, used by the server's rule and
 * by the browser's meter (which loads this module, and its large dictionaries, only when someone types).
 */
export function createStrengthChecker(): (password: string, userInputs: string[]) => StrengthCheck {
  const factory = new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return (password, userInputs) => {
    const { score, feedback } = factory.check(password, userInputs);
    return { score, warning: feedback.warning };
  };
}

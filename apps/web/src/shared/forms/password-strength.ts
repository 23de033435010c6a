import { textIn } from '../workflow/text';
import { formMessages } from './messages.en';

/** The strength checker's defaults the spec lists (§5): scores 0-4, 5 segments, min length 8, 256 max, 100 ms. */
export const STRENGTH_MIN_LENGTH = 8;
export const STRENGTH_MAX_INPUT = 256;
export const STRENGTH_DEBOUNCE_MS = 100;
export const STRENGTH_SEGMENTS = 5;
/** The service's own rules (the API enforces them): 12 characters, score above 2. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MIN_SCORE = 3;

/** The scores' names (keys of the forms' catalogue: 'Very weak' to 'Strong'). */
export const STRENGTH_LABELS = ['strength0', 'strength1', 'strength2', 'strength3', 'strength4'] as const;

export interface StrengthResult {
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
  suggestions: string[];
}

type Checker = (password: string, userInputs: string[]) => StrengthResult;
let checker: Promise<Checker> | undefined;

/**
 * zxcvbn and its dictionaries are large: they are fetched the first time a password is typed, never as
 * part of the initial bundle.
 */
export function loadStrengthChecker(): Promise<Checker> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, english]) => {
    const factory = new core.ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
    });
    return (password, userInputs) => {
      const { score, feedback } = factory.check(password, userInputs);
      return { score, warning: feedback.warning, suggestions: feedback.suggestions };
    };
  });
  return checker;
}

/** The score rules around zxcvbn: nothing for an empty password, 0 below the minimum length. */
export async function measureStrength(
  password: string,
  userInputs: string[] = [],
): Promise<StrengthResult | undefined> {
  if (!password) return undefined;
  const input = password.slice(0, STRENGTH_MAX_INPUT);
  if (input.length < STRENGTH_MIN_LENGTH) {
    return {
      score: 0,
      warning: null,
      suggestions: [textIn(formMessages, 'useAtLeast', { count: PASSWORD_MIN_LENGTH })],
    };
  }
  const check = await loadStrengthChecker();
  return check(input, userInputs);
}

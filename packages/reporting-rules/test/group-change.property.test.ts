import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameRegistrationNumber, isSameUndertakingName } from '../src';

const spaces = fc.constantFrom(' ', '  ', '\t', ' \u00a0');
const word = fc.stringMatching(/^[A-Za-z0-9&.]{1,12}$/);
/** The same words with other spaces between and around them, and other case. */
const respaced = (words: string[], gaps: string[], upper: boolean) => {
  const text = words.map((item, index) => `${item}${gaps[index] ?? ' '}`).join('');
  return upper ? text.toUpperCase() : text.toLowerCase();
};

describe("the group change names another undertaking than the account's own", () => {
  it('a name is the same whatever its case and spacing, and never the same as a name of other words', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.array(spaces, { maxLength: 6 }),
        fc.boolean(),
        (words, gaps, upper) => {
          expect(isSameUndertakingName(respaced(words, gaps, upper), ` ${words.join(' ')} `)).toBe(true);
          expect(isSameUndertakingName(words.join(' '), `${words.join(' ')} Holdings`)).toBe(false);
        },
      ),
    );
  });

  it('a registration number is the same whatever its case and spaces, and each check is symmetric', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,10}$/), fc.string({ maxLength: 12 }), (crn, other) => {
        const spaced = crn.split('').join(' ').toLowerCase();
        expect(isSameRegistrationNumber(spaced, crn.toUpperCase())).toBe(true);
        expect(isSameRegistrationNumber(crn, other)).toBe(isSameRegistrationNumber(other, crn));
        expect(isSameUndertakingName(crn, other)).toBe(isSameUndertakingName(other, crn));
      }),
    );
  });

  it('examples', () => {
    expect(isSameUndertakingName('  Demo   Ltd ', 'demo ltd')).toBe(true);
    expect(isSameUndertakingName('Demo Ltd', 'Demo Limited')).toBe(false);
    expect(isSameRegistrationNumber('sc 123 456', 'SC123456')).toBe(true);
    expect(isSameRegistrationNumber('SC123456', 'SC123457')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy } from '../../src/idp/password-policy';
import {
  describeStrength,
  meterScore,
  PASSWORD_MIN_SCORE,
  STRENGTH_SEGMENTS,
  strengthInputs,
} from '../../src/idp/password-strength-meter';
import { createStrengthChecker } from '../../src/idp/strength-checker';

describe('password strength meter (shared by the server and the browser script)', () => {
  it('words each score with its label, the number and the rule, and fills that many segments', () => {
    expect(describeStrength(0)).toEqual({
      score: 0,
      label: 'Very weak',
      summary: 'Strength of the password you entered: Very weak (0 out of 4; you need at least 3)',
      strongEnough: false,
      segments: ['app-password-strength__segment--score-0', '', '', '', ''],
    });
    expect(describeStrength(2).label).toBe('Fair');
    expect(describeStrength(3)).toMatchObject({ label: 'Good', strongEnough: true });
    const strong = describeStrength(4);
    expect(strong.label).toBe('Strong');
    expect(strong.segments).toHaveLength(STRENGTH_SEGMENTS);
    expect(strong.segments.every((segment) => segment === 'app-password-strength__segment--score-4')).toBe(
      true,
    );
    expect(PASSWORD_MIN_SCORE).toBe(3);
  });

  it('scores nothing while empty, 0 below 8 characters, and only measures the first 256', () => {
    const measured: string[] = [];
    const measure = (input: string) => {
      measured.push(input);
      return 4;
    };
    expect(meterScore('', measure)).toBeUndefined();
    expect(meterScore('Abc!234', measure)).toBe(0);
    expect(measured).toEqual([]);
    expect(meterScore('x'.repeat(300), measure)).toBe(4);
    expect(measured[0]).toHaveLength(256);
    expect(meterScore('abcdefghij', () => 7)).toBe(0);
  });

  it('counts the email address, whole and in parts, against the password', () => {
    expect(strengthInputs(['jane.smith@example.com'])).toEqual([
      'jane.smith@example.com',
      'jane.smith',
      'jane',
      'smith',
      'example',
      'com',
    ]);
  });

  it('gives the score the server gives, so the meter and the rule agree', async () => {
    const check = createStrengthChecker();
    const email = 'jane.smith@example.com';
    for (const password of ['password1234', 'jane.smith2024!', 'lighthouse pancake origami 58']) {
      const verdict = await checkPasswordPolicy(password, [email]);
      const browser = meterScore(password, (input) => check(input, strengthInputs([email])).score);
      expect(browser).toBe(verdict.score);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  decimalPlaces,
  email,
  integer,
  max,
  maxDecimalPlaces,
  maxDigits,
  maxIntegerPlaces,
  maxLength,
  min,
  minLength,
  naturalNumber,
  normaliseText,
  numerical,
  pattern,
  positiveNumber,
  required,
  requiredChoice,
  requiredText,
  requiredTrue,
  text,
  wholeNumber,
  type TextRule,
} from './validators';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};
const check = (rule: TextRule, value: string) => messageOf(text(rule), value);

describe('text normalisation', () => {
  it('trims and turns blank into null', () => {
    expect(normaliseText('  a b  ')).toBe('a b');
    expect(normaliseText('   ')).toBeNull();
    expect(normaliseText(undefined)).toBeNull();
    expect(text().parse('  x ')).toBe('x');
    expect(text().parse('')).toBeNull();
  });

  it('does not apply rules to a blank optional value', () => {
    expect(check(minLength(3, 'Too short'), '  ')).toBeUndefined();
  });
});

describe('required rules', () => {
  it('required text gives its message when blank', () => {
    expect(messageOf(requiredText('Enter your name'), '   ')).toBe('Enter your name');
    expect(messageOf(requiredText('Enter your name'), undefined)).toBe('Enter your name');
    expect(requiredText('Enter your name').parse(' Ann ')).toBe('Ann');
  });

  it('required accepts any present value and rejects empty ones', () => {
    const schema = required(requiredChoice(['A', 'B'], 'Choose one'), 'Select an option');
    expect(messageOf(schema, null)).toBe('Select an option');
    expect(messageOf(schema, [])).toBe('Select an option');
    expect(schema.parse('A')).toBe('A');
  });

  it('requiredChoice gives its message when nothing is chosen', () => {
    expect(messageOf(requiredChoice(['A', 'B'], 'Select a rating'), null)).toBe('Select a rating');
    expect(messageOf(requiredChoice(['A', 'B'], 'Select a rating'), 'C')).toBe('Select a rating');
  });

  it('requiredTrue needs a ticked box', () => {
    expect(messageOf(requiredTrue('You should accept'), false)).toBe('You should accept');
    expect(messageOf(requiredTrue('You should accept'), undefined)).toBe('You should accept');
    expect(requiredTrue('You should accept').parse(true)).toBe(true);
  });
});

describe('text rules', () => {
  it('minLength and maxLength', () => {
    expect(check(minLength(3, 'Enter at least 3 characters'), 'ab')).toBe('Enter at least 3 characters');
    expect(check(minLength(3, 'Enter at least 3 characters'), 'abc')).toBeUndefined();
    expect(check(maxLength(3, 'Enter up to 3 characters'), 'abcd')).toBe('Enter up to 3 characters');
    expect(check(maxLength(3, 'Enter up to 3 characters'), 'abc')).toBeUndefined();
  });

  it('pattern', () => {
    expect(check(pattern(/^[A-Z]+$/, 'Use capital letters'), 'abc')).toBe('Use capital letters');
    expect(check(pattern(/^[A-Z]+$/, 'Use capital letters'), 'ABC')).toBeUndefined();
  });

  it('email with its default message', () => {
    expect(check(email(), 'not-an-email')).toBe('Enter a valid email');
    expect(check(email(), 'a@b')).toBe('Enter a valid email');
    expect(check(email(), 'someone@example.com')).toBeUndefined();
    expect(check(email('Enter your work email'), 'x')).toBe('Enter your work email');
  });

  it('applies the first failing rule of several', () => {
    const schema = requiredText('Enter a number', numerical(), maxIntegerPlaces(3));
    expect(messageOf(schema, 'abc')).toBe('Enter a numerical value');
    expect(messageOf(schema, '12345')).toBe('Enter a number up to 3 integer places');
  });
});

describe('number rules', () => {
  it('min and max', () => {
    expect(check(min(5, 'Enter 5 or more'), '4')).toBe('Enter 5 or more');
    expect(check(min(5, 'Enter 5 or more'), '5')).toBeUndefined();
    expect(check(max(5, 'Enter 5 or less'), '6')).toBe('Enter 5 or less');
    expect(check(max(5, 'Enter 5 or less'), '5')).toBeUndefined();
  });

  it('positive', () => {
    expect(check(positiveNumber(), '0')).toBe('Must accept only positive values >0');
    expect(check(positiveNumber(), '-1')).toBe('Must accept only positive values >0');
    expect(check(positiveNumber(), '0.5')).toBeUndefined();
  });

  it('integer (digits only)', () => {
    expect(check(integer(), '1.5')).toBe('Must accept only integer values');
    expect(check(integer(), '12a')).toBe('Must accept only integer values');
    expect(check(integer(), '12')).toBeUndefined();
  });

  it('natural', () => {
    expect(check(naturalNumber(), '0')).toBe('Must accept only positive integer values >0');
    expect(check(naturalNumber(), '2.5')).toBe('Must accept only positive integer values >0');
    expect(check(naturalNumber(), '3')).toBeUndefined();
  });

  it('whole', () => {
    expect(check(wholeNumber(), '-1')).toBe('Must accept only positive integer values or zero');
    expect(check(wholeNumber(), '0')).toBeUndefined();
  });

  it('up to N integer and M decimal places, optional leading minus', () => {
    const rule = maxDecimalPlaces(3, 2);
    expect(check(rule, '1234')).toBe('Enter a number up to 3 integer and 2 decimal places');
    expect(check(rule, '1.234')).toBe('Enter a number up to 3 integer and 2 decimal places');
    expect(check(rule, '-123.45')).toBeUndefined();
  });

  it('up to N integer places', () => {
    expect(check(maxIntegerPlaces(4), '12345')).toBe('Enter a number up to 4 integer places');
    expect(check(maxIntegerPlaces(4), '-1234')).toBeUndefined();
  });

  it('no N given: above 2147483647', () => {
    expect(check(maxIntegerPlaces(), '2147483648')).toBe('You have exceeded the maximum number allowed');
    expect(check(maxIntegerPlaces(), '2147483647')).toBeUndefined();
  });

  it('up to N digits', () => {
    expect(check(maxDigits(4), '123.45')).toBe('Enter a number up to 4 digits');
    expect(check(maxDigits(4), '12.34')).toBeUndefined();
  });

  it('up to M decimal places', () => {
    expect(check(decimalPlaces(2), '1.234')).toBe('Enter a number up to 2 decimal places');
    expect(check(decimalPlaces(2), '1.23')).toBeUndefined();
  });

  it('not a number', () => {
    expect(check(numerical(), '12abc')).toBe('Enter a numerical value');
    expect(check(numerical(), '-12.5')).toBeUndefined();
  });
});

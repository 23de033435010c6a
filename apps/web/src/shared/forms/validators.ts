import { z } from 'zod';
import { textIn } from '../workflow/text';
import { formMessages, type FormMessages } from './messages.en';

/**
 * Shared form validators with the messages of spec §5. Text rules are plain predicates so one field can
 * combine several; `text()` and `requiredText()` turn them into zod schemas that first normalise the value.
 */
export interface TextRule {
  /** Passes for a value the rule accepts; rules only see non-empty, trimmed text. */
  test: (value: string) => boolean;
  message: LazyText;
}

/**
 * A message, or a function giving it in the page's language: schemas are built once, when their module loads,
 * and a function is read each time the value is checked, so a message follows a switch to Welsh (issue 43).
 */
export type LazyText = string | (() => string);

export function resolveText(text: LazyText): string {
  return typeof text === 'function' ? text() : text;
}

export const MAX_INTEGER = 2147483647;

/** A default message, in the page's language when the value is checked. */
const say =
  (key: keyof FormMessages, params?: Record<string, number>): LazyText =>
  () =>
    textIn(formMessages, key, params);

/** Text values are trimmed; blank becomes null. */
export function normaliseText(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function applyRules(rules: readonly TextRule[]) {
  return (value: string | null, context: z.RefinementCtx) => {
    if (value === null) return;
    const failed = rules.find((rule) => !rule.test(value));
    if (failed) context.addIssue({ code: 'custom', message: resolveText(failed.message) });
  };
}

/** An optional text field: normalised, null when blank, then checked against each rule in turn. */
export function text(...rules: TextRule[]) {
  return z.preprocess(
    (value: string | null | undefined) => normaliseText(value),
    z.string().nullable().superRefine(applyRules(rules)),
  );
}

/** A required text field: blank gives `message`. */
export function requiredText(message: LazyText, ...rules: TextRule[]) {
  return z.preprocess(
    (value: string | null | undefined) => normaliseText(value),
    z
      .string({ error: () => resolveText(message) })
      .nullable()
      .superRefine((value, context) => {
        if (value === null) context.addIssue({ code: 'custom', message: resolveText(message) });
        else applyRules(rules)(value, context);
      }),
  );
}

/** Any value that is present: not null, undefined, blank text or an empty list. */
export function required<T extends z.ZodType>(schema: T, message: LazyText) {
  return z.preprocess(
    (value) => (Array.isArray(value) && value.length === 0 ? null : normaliseText(value)),
    z
      .unknown()
      .superRefine((value, context) => {
        if (value === null) context.addIssue({ code: 'custom', message: resolveText(message) });
      })
      .pipe(schema),
  );
}

/** One of a fixed set of choices (radios); nothing chosen gives `message`. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, message: LazyText) {
  // Unanswered radios hold null; zod's enum would otherwise report a type error instead of the message.
  return z.preprocess(
    (value: string | null | undefined) => value ?? undefined,
    z.enum(values, { error: () => resolveText(message) }),
  );
}

/** A checkbox that must be ticked. */
export function requiredTrue(message: LazyText) {
  const error = () => resolveText(message);
  return z.boolean({ error }).refine((value) => value, { error });
}

export function minLength(length: number, message: LazyText): TextRule {
  return { test: (value) => value.length >= length, message };
}

export function maxLength(length: number, message: LazyText): TextRule {
  return { test: (value) => value.length <= length, message };
}

export function pattern(regex: RegExp, message: LazyText): TextRule {
  return { test: (value) => regex.test(value), message };
}

// A full UK postcode once spaces are taken out and letters made capitals: outward code (area, district) and
// inward code (sector, unit), or the one special case GIR 0AA. Linear: no nested or overlapping quantifiers.
const UK_POSTCODE = /^(?:GIR0AA|[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2})$/;
export function ukPostcode(message: LazyText): TextRule {
  return { test: (value) => UK_POSTCODE.test(value.replace(/\s/g, '').toUpperCase()), message };
}

// A pragmatic address check: something@domain.tld, no spaces, at most 256 characters.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export function email(message: LazyText = say('validEmail')): TextRule {
  return { test: (value) => value.length <= 256 && EMAIL.test(value), message };
}

const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const isNumeric = (value: string) => NUMBER.test(value);

/** Numeric text input: anything that is not a number. */
export function numerical(message: LazyText = say('numerical')): TextRule {
  return { test: isNumeric, message };
}

export function min(minimum: number, message: LazyText): TextRule {
  return { test: (value) => !isNumeric(value) || Number(value) >= minimum, message };
}

export function max(maximum: number, message: LazyText): TextRule {
  return { test: (value) => !isNumeric(value) || Number(value) <= maximum, message };
}

export function positiveNumber(message: LazyText = say('positive')): TextRule {
  return { test: (value) => isNumeric(value) && Number(value) > 0, message };
}

/** Digits only. */
export function integer(message: LazyText = say('integer')): TextRule {
  return { test: (value) => /^\d+$/.test(value), message };
}

export function naturalNumber(message: LazyText = say('naturalNumber')): TextRule {
  return { test: (value) => /^\d+$/.test(value) && Number(value) > 0, message };
}

export function wholeNumber(message: LazyText = say('wholeNumber')): TextRule {
  return { test: (value) => /^\d+$/.test(value), message };
}

/** Up to `integerPlaces` digits before the point and `decimalPlaces` after it, optional leading minus. */
export function maxDecimalPlaces(
  integerPlaces: number,
  decimalPlaces: number,
  message: LazyText = say('maxDecimalPlaces', { integerPlaces, decimalPlaces }),
): TextRule {
  const regex = new RegExp(`^-?\\d{1,${integerPlaces}}(\\.\\d{1,${decimalPlaces}})?$`);
  return { test: (value) => regex.test(value), message };
}

/**
 * Up to `integerPlaces` digits (optional leading minus). Without a number of places, anything up to the
 * largest integer the service stores is accepted.
 */
export function maxIntegerPlaces(integerPlaces?: number, message?: LazyText): TextRule {
  if (integerPlaces === undefined) {
    return {
      test: (value) => !isNumeric(value) || Number(value) <= MAX_INTEGER,
      message: message ?? say('maxAllowed'),
    };
  }
  const regex = new RegExp(`^-?\\d{1,${integerPlaces}}$`);
  return {
    test: (value) => regex.test(value),
    message: message ?? say('maxIntegerPlaces', { integerPlaces }),
  };
}

/** At most `digits` digits in all, before and after the point. */
export function maxDigits(digits: number, message: LazyText = say('maxDigits', { digits })): TextRule {
  return {
    test: (value) => isNumeric(value) && value.replace(/[^\d]/g, '').length <= digits,
    message,
  };
}

/** At most `decimalPlaces` digits after the point. */
export function decimalPlaces(
  places: number,
  message: LazyText = say('decimalPlaces', { places }),
): TextRule {
  return { test: (value) => isNumeric(value) && (value.split('.')[1] ?? '').length <= places, message };
}

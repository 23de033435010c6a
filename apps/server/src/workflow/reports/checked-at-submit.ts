import { z } from 'zod';

/**
 * Format rules that a save lets through and the submit enforces, as the reference does (it stores a
 * draft as sent and refuses at submit): digits of a kWh figure, decimal places, the registration
 * number's pattern, the implementation date's window (ADR 0014, ADR 0020). A field's draft schema is
 * tied here to the stricter schema its value must also pass at submit; `formatProblems` walks a draft
 * schema and the stored value together and reports each failure at its path.
 */
const stricterAtSubmit = new WeakMap<z.ZodType, z.ZodType>();

/** The draft schema of a field, whose non-null value must also pass `strict` at submit. */
export function checkedAtSubmit<Draft extends z.ZodType>(draft: Draft, strict: z.ZodType): Draft {
  stricterAtSubmit.set(draft, strict);
  return draft;
}

export interface FormatProblem {
  path: (string | number)[];
  message: string;
}

/** Every submit-time format failure of a value the draft schema accepted (extra values are ignored). */
export function formatProblems(
  schema: z.ZodType,
  value: unknown,
  path: (string | number)[] = [],
): FormatProblem[] {
  if (value === null || value === undefined) return [];
  const strict = stricterAtSubmit.get(schema);
  if (strict) {
    const parsed = strict.safeParse(value);
    if (parsed.success) return [];
    return parsed.error.issues.map((issue) => ({
      path: [
        ...path,
        ...issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment))),
      ],
      message: issue.message,
    }));
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return formatProblems(schema.unwrap() as z.ZodType, value, path);
  }
  if (schema instanceof z.ZodObject && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      formatProblems(field, record[key], [...path, key]),
    );
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    const element = schema.element as z.ZodType;
    return value.flatMap((item, index) => formatProblems(element, item, [...path, index]));
  }
  return [];
}

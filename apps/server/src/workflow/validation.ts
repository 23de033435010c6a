import type { z } from 'zod';
import { listedProblems, type FieldProblem } from '../platform/http/errors';

/**
 * Zod issues as the reference's FORM1001 data: the property path and a message, the first hundred
 * listed and the rest counted (ADR 40). `prefix` names the part of a multipart body the issues are in.
 */
export function zodIssuesToFormErrors(error: z.ZodError, prefix: string[] = []): FieldProblem[] {
  return listedProblems(error.issues, (issue) => ({
    fieldName: [...prefix, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

import type { z } from 'zod';

/** Zod issues as the reference's FORM1001 data: the property path and a message. */
export function zodIssuesToFormErrors(error: z.ZodError): { fieldName: string; message: string }[] {
  return error.issues.map((issue) => ({
    fieldName: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

import { z } from 'zod';
import { maxLength, minLength, text } from '../../shared/forms';

export const SEARCH_MESSAGES = {
  tooShort: 'Enter at least 3 characters',
  tooLong: 'Enter no more than 256 characters',
} as const;

/** Web-screens §2.1: an organisation id, registration number or name of 3 to 256 characters; blank lists all. */
export const searchSchema = z.object({
  term: text(minLength(3, SEARCH_MESSAGES.tooShort), maxLength(256, SEARCH_MESSAGES.tooLong)),
});
export type SearchValues = z.input<typeof searchSchema>;
export type SearchOutput = z.output<typeof searchSchema>;

import { z } from 'zod';
import { requiredTrue } from '../../shared/forms';

export const TERMS_REQUIRED_MESSAGE = 'You should accept terms and conditions to proceed';

export const termsFormSchema = z.object({ accepted: requiredTrue(TERMS_REQUIRED_MESSAGE) });
export type TermsForm = z.input<typeof termsFormSchema>;

/** The terms text comes as plain text; a blank line separates paragraphs. */
export function termsParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

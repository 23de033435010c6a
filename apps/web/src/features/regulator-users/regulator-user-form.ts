import { z } from 'zod';
import { email, maxLength, requiredText, text } from '../../shared/forms';
import { checkSignatureFile } from './signature-file';

const MAX = 255;
const tooLong = maxLength(MAX, `Enter up to ${MAX} characters`);

/** The details part of the add and edit pages; the signature is checked in the browser as on the server. */
export const regulatorUserFormSchema = z.object({
  firstName: requiredText('Enter a first name', tooLong),
  lastName: requiredText('Enter a last name', tooLong),
  jobTitle: requiredText('Enter a job title', tooLong),
  email: requiredText('Enter an email address', tooLong, email()),
  phoneNumber: requiredText('Enter a phone number', tooLong),
  mobileNumber: text(tooLong),
  signature: z.custom<FileList | null | undefined>().superRefine(async (files, context) => {
    const file = files?.[0];
    if (!file) return;
    const message = await checkSignatureFile(file);
    if (message) context.addIssue({ code: 'custom', message });
  }),
});

export type RegulatorUserFormInput = z.input<typeof regulatorUserFormSchema>;
export type RegulatorUserFormOutput = z.output<typeof regulatorUserFormSchema>;

/** Server codes the form can explain next to a field. */
export const SERVER_FIELD_ERRORS: Record<string, { field: 'email' | 'signature'; message: string }> = {
  USER1001: { field: 'email', message: 'This user email already exists in the service' },
  AUTHORITY1005: { field: 'email', message: 'This user email already exists in the service' },
  FILE1002: { field: 'signature', message: 'The selected file is empty' },
  FILE1003: { field: 'signature', message: 'The selected file must be smaller than 200KB' },
  FILE1005: { field: 'signature', message: 'The selected file must be a BMP' },
  IMAGE1001: {
    field: 'signature',
    message: 'The selected file must be 240 pixels wide and 140 pixels high or smaller',
  },
};

import type { FieldErrors } from 'react-hook-form';
import { ErrorSummary } from '../govuk';
import { fieldId, fieldMessages, inPageOrder } from './errors';
import { useFormErrorTitle } from './useFormErrorTitle';

export interface FormErrorSummaryProps {
  errors: FieldErrors;
  /** The form's submit count: each failed submit shows, focuses and scrolls to the summary again. */
  submitCount: number;
}

/**
 * The error summary of a react-hook-form form (spec §8): 'There is a problem', every field error in page order,
 * links to '#l.' + field path; the page title gets the 'Error: ' prefix while it shows.
 */
export function FormErrorSummary({ errors, submitCount }: FormErrorSummaryProps) {
  const messages = fieldMessages(errors);
  const shown = submitCount > 0 && messages.length > 0;
  useFormErrorTitle(shown);
  if (!shown) return null;
  const items = inPageOrder(messages).map(({ path, message }) => ({
    href: `#${fieldId(path)}`,
    text: message,
  }));
  return <ErrorSummary key={submitCount} errors={items} />;
}

import { workflowMessages } from './messages.en';
import { textIn } from './text';

/** Days remaining column: the number when above 0, 'Overdue' ('Yn hwyr') at 0 or below, blank when unknown. */
export function daysRemainingText(days: number | null | undefined): string {
  if (days === null || days === undefined) return '';
  return days > 0 ? String(days) : textIn(workflowMessages, 'overdue');
}

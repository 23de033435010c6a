/** Days remaining column: the number when above 0, 'Overdue' at 0 or below, blank when unknown. */
export function daysRemainingText(days: number | null | undefined): string {
  if (days === null || days === undefined) return '';
  return days > 0 ? String(days) : 'Overdue';
}

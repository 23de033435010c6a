/** How a report's sheet reads and writes its closed answers (ADR 52): shared by every report's configuration. */

export const YES = 'Yes';
export const NO = 'No';
export const yesNo = [YES, NO] as const;
export const CHOICE_MESSAGE = 'Enter Yes or No, or leave the cell blank';
export const schemeHeader = (text: string) => `Related scheme or requirement: ${text}`;

export const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A yes/no cell: true, false, null when blank, undefined when it is neither. */
export function yesNoOf(text: string): boolean | null | undefined {
  if (text.trim() === '') return null;
  if (same(text, YES)) return true;
  if (same(text, NO)) return false;
  return undefined;
}

/** A saved flag as its cell shows it. */
export const yesNoCell = (value: boolean | null | undefined): string | null =>
  value === true ? YES : value === false ? NO : null;

export const blankRow = (cells: string[]) => cells.every((cell) => cell.trim() === '');

import { formatDate } from '../govuk/date-rules';
import type { SheetSpec } from './types';

/**
 * Cell formats shared by the submitted-data workbooks (reporting-inventory §5, "How every export
 * works"): every cell is text; the caller decides what an empty cell prints as.
 */
export type Cell = string;

export const yesNo = (value: boolean | null | undefined): Cell =>
  value === true ? 'Yes' : value === false ? 'No' : '';

export const text = (value: string | number | null | undefined): Cell =>
  value === null || value === undefined ? '' : String(value);

/** A date (or timestamp) in the GOV.UK format, '1 June 2024'. */
export const govukDate = (value: string | null | undefined): Cell => {
  if (!value) return '';
  return Number.isNaN(new Date(value).getTime()) ? value : formatDate(value);
};

/** 'MM-yyyy', as the measures' implementation month is printed. */
export const monthYear = (value: string | null | undefined): Cell => {
  const match = /^(\d{4})-(\d{2})/.exec(value ?? '');
  return match ? `${match[2]}-${match[1]}` : '';
};

export const capitalise = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

/** A choice's words, or the code itself for one this client does not know. */
export function labelOf<V extends string>(
  options: readonly { value: V; text: string }[],
  value: V | null | undefined,
): Cell {
  if (value === null || value === undefined) return '';
  return options.find((option) => option.value === value)?.text ?? value;
}

/** The "Table of contents" sheet: one row per entry, "Sheet" then "Description". */
export const contentsSheet = (sheet: string, entries: [string, string][]): SheetSpec => ({
  sheet,
  rows: [['Sheet', 'Description'], ...entries],
});

/** A sheet from its header and the rows under it. */
export const sheetOf = (sheet: string, header: string[], rows: Cell[][]): SheetSpec => ({
  sheet,
  rows: [header, ...rows],
});

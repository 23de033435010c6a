import { z } from 'zod';
import { isBlankRow, parseCsv } from './csv';
import { paths } from '../../shared/routing';

/** The rules of web-screens §2.5 for the file of verified organisation accounts. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILE_NAME_LENGTH = 100;
/** The API takes at most this many rows in one upload. */
export const MAX_ROWS = 10_000;
export const CRN_COLUMN = 'CRN';
export const EMAIL_COLUMN = 'Email';
export const CRN_PATTERN = /^(?:\d{8}|[A-Z]\d{7}|[A-Z]{2}\d{5}[A-Z0-9])$/;
export const TEMPLATE_PATH = paths.verifiedAccountsTemplate;

const ACCEPTED_TYPES = new Set(['text/csv', 'application/vnd.ms-excel']);
// The same email rule as the API's, so a file that passes here is not refused on save.
const emailSchema = z.email().max(255);
// Listing every row of a large file would make the message unreadable.
const MAX_ROWS_LISTED = 20;

export interface VerifiedAccountRow {
  registrationNumber: string;
  email: string;
}

/** One problem found in the file: a message and, for data problems, where to look. */
export interface FileProblem {
  message: string;
  column?: string;
  /** Counted from 1 at the first data row. */
  rows?: number[];
}

/** The problem as the error summary shows it: "message: check column 'X' on rows n, m". */
export function problemText(problem: FileProblem): string {
  if (!problem.rows || problem.rows.length === 0) return problem.message;
  const listed = problem.rows.slice(0, MAX_ROWS_LISTED).join(', ');
  const more =
    problem.rows.length > MAX_ROWS_LISTED ? ` and ${problem.rows.length - MAX_ROWS_LISTED} more` : '';
  const rows = `${problem.rows.length === 1 ? 'row' : 'rows'} ${listed}${more}`;
  return problem.column
    ? `${problem.message}: check column '${problem.column}' on ${rows}`
    : `${problem.message}: check ${rows}`;
}

/** The checks on the file itself, made before reading it; the first that fails is shown on its own. */
export function checkFile(file: { name: string; size: number; type: string }): string | null {
  const isCsvName = /\.csv$/i.test(file.name);
  // Some browsers and systems send no type for .csv files: the extension decides then.
  if (!isCsvName || (file.type !== '' && !ACCEPTED_TYPES.has(file.type))) {
    return 'The selected file must be a CSV';
  }
  if (file.size > MAX_FILE_BYTES) return 'The selected file must be smaller than 20MB';
  if (file.name.length >= MAX_FILE_NAME_LENGTH) {
    return `The selected file name must be shorter than ${MAX_FILE_NAME_LENGTH} characters`;
  }
  if (file.size === 0) return 'The selected file is empty';
  return null;
}

export type ContentCheck = { ok: true; rows: VerifiedAccountRow[] } | { ok: false; problems: FileProblem[] };

/** Rows (counted from 1) holding a value that occurs more than once. */
function duplicateRows(values: readonly string[]): number[] {
  const counts = new Map<string, number>();
  for (const value of values) if (value !== '') counts.set(value, (counts.get(value) ?? 0) + 1);
  return values.flatMap((value, index) => ((counts.get(value) ?? 0) > 1 ? [index + 1] : []));
}

function rowsWhere(values: readonly string[], test: (value: string) => boolean): number[] {
  return values.flatMap((value, index) => (test(value) ? [index + 1] : []));
}

/**
 * The data checks: a header row with the template's two columns, at least one row, then a valid and
 * unique CRN and email on every row. Values are trimmed; emails are compared ignoring case.
 */
export function checkContent(text: string): ContentCheck {
  const parsed = parseCsv(text);
  if (!parsed.ok) {
    return { ok: false, problems: [{ message: 'The file could not be read: a quoted value is not closed' }] };
  }
  const [header, ...records] = parsed.rows.filter((row) => !isBlankRow(row));
  const headings = (header ?? []).map((heading) => heading.trim());
  if (headings.length !== 2) {
    return {
      ok: false,
      problems: [{ message: `The file must have 2 columns: ${CRN_COLUMN} and ${EMAIL_COLUMN}` }],
    };
  }
  const crnIndex = headings.indexOf(CRN_COLUMN);
  const emailIndex = headings.indexOf(EMAIL_COLUMN);
  if (crnIndex === -1 || emailIndex === -1) {
    return {
      ok: false,
      problems: [
        { message: `The column headings must be ${CRN_COLUMN} and ${EMAIL_COLUMN}, as in the template` },
      ],
    };
  }
  if (records.length === 0) {
    return { ok: false, problems: [{ message: 'The file must contain at least one organisation account' }] };
  }
  if (records.length > MAX_ROWS) {
    return {
      ok: false,
      problems: [
        {
          message: `The file must contain no more than ${MAX_ROWS.toLocaleString('en-GB')} organisation accounts`,
        },
      ],
    };
  }
  const wrongLength = records.flatMap((record, index) => (record.length !== 2 ? [index + 1] : []));
  if (wrongLength.length > 0) {
    return {
      ok: false,
      problems: [{ message: 'Each row must have 2 values, separated by a comma', rows: wrongLength }],
    };
  }

  const crns = records.map((record) => (record[crnIndex] ?? '').trim());
  const emails = records.map((record) => (record[emailIndex] ?? '').trim());
  const lowerEmails = emails.map((email) => email.toLowerCase());
  const checks: FileProblem[] = [
    {
      message: 'Enter a company registration number',
      column: CRN_COLUMN,
      rows: rowsWhere(crns, (crn) => crn === ''),
    },
    {
      message: 'Enter a company registration number in the correct format, like 01234567 or SC123456',
      column: CRN_COLUMN,
      rows: rowsWhere(crns, (crn) => crn !== '' && !CRN_PATTERN.test(crn)),
    },
    {
      message: 'Company registration numbers must not be repeated',
      column: CRN_COLUMN,
      rows: duplicateRows(crns),
    },
    {
      message: 'Enter an email address',
      column: EMAIL_COLUMN,
      rows: rowsWhere(emails, (email) => email === ''),
    },
    {
      message: 'Enter an email address in the correct format, like name@example.com',
      column: EMAIL_COLUMN,
      rows: rowsWhere(emails, (email) => email !== '' && !emailSchema.safeParse(email).success),
    },
    {
      message: 'Email addresses must not be repeated',
      column: EMAIL_COLUMN,
      rows: duplicateRows(lowerEmails),
    },
  ];
  const problems = checks.filter((problem) => (problem.rows?.length ?? 0) > 0);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    rows: crns.map((registrationNumber, index) => ({ registrationNumber, email: emails[index] ?? '' })),
  };
}

/** Rows whose value the service already holds (the API's answer to the two look-ups). */
export function alreadyStoredProblems(
  rows: readonly VerifiedAccountRow[],
  stored: { registrationNumbers: readonly string[]; emails: readonly string[] },
): FileProblem[] {
  const crns = new Set(stored.registrationNumbers);
  const emails = new Set(stored.emails.map((email) => email.toLowerCase()));
  const problems: FileProblem[] = [
    {
      message: 'This company registration number has already been uploaded',
      column: CRN_COLUMN,
      rows: rows.flatMap((row, index) => (crns.has(row.registrationNumber) ? [index + 1] : [])),
    },
    {
      message: 'This email address has already been uploaded',
      column: EMAIL_COLUMN,
      rows: rows.flatMap((row, index) => (emails.has(row.email.toLowerCase()) ? [index + 1] : [])),
    },
  ];
  return problems.filter((problem) => (problem.rows?.length ?? 0) > 0);
}

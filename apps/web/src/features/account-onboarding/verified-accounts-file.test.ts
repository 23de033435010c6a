import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import {
  alreadyStoredProblems,
  checkContent,
  checkFile,
  MAX_FILE_BYTES,
  MAX_ROWS,
  problemText,
  type ContentCheck,
  type FileProblem,
} from './verified-accounts-file';

const csvFile = (overrides: Partial<{ name: string; size: number; type: string }> = {}) => ({
  name: 'verified.csv',
  size: 100,
  type: 'text/csv',
  ...overrides,
});

const problemsOf = (check: ContentCheck): string[] => (check.ok ? [] : check.problems.map(problemText));

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and every kind of line end', () => {
    expect(parseCsv('a,"b,c"\r\n"say ""hi""",2\r"multi\nline",x\n')).toEqual({
      ok: true,
      rows: [
        ['a', 'b,c'],
        ['say "hi"', '2'],
        ['multi\nline', 'x'],
      ],
    });
  });

  it('ignores a byte-order mark and reads a last row without a line break', () => {
    expect(parseCsv('\uFEFFCRN,Email\n1,2')).toEqual({
      ok: true,
      rows: [
        ['CRN', 'Email'],
        ['1', '2'],
      ],
    });
  });

  it('keeps empty fields and reports a quote that is never closed', () => {
    expect(parseCsv(',\n')).toEqual({ ok: true, rows: [['', '']] });
    expect(parseCsv('a,"b\n')).toEqual({ ok: false, error: 'UNCLOSED_QUOTE' });
  });
});

describe('file checks', () => {
  it('accepts a .csv file sent as text/csv, as application/vnd.ms-excel or with no type', () => {
    expect(checkFile(csvFile())).toBeNull();
    expect(checkFile(csvFile({ type: 'application/vnd.ms-excel' }))).toBeNull();
    expect(checkFile(csvFile({ type: '', name: 'UPPER.CSV' }))).toBeNull();
  });

  it('refuses other extensions and other types', () => {
    expect(checkFile(csvFile({ name: 'verified.txt', type: 'text/plain' }))).toBe(
      'The selected file must be a CSV',
    );
    expect(checkFile(csvFile({ name: 'verified.txt', type: 'text/csv' }))).toBe(
      'The selected file must be a CSV',
    );
    expect(checkFile(csvFile({ type: 'application/pdf' }))).toBe('The selected file must be a CSV');
  });

  it('refuses files over 20MB, long names and empty files', () => {
    expect(checkFile(csvFile({ size: MAX_FILE_BYTES }))).toBeNull();
    expect(checkFile(csvFile({ size: MAX_FILE_BYTES + 1 }))).toBe(
      'The selected file must be smaller than 20MB',
    );
    expect(checkFile(csvFile({ name: `${'a'.repeat(96)}.csv` }))).toBe(
      'The selected file name must be shorter than 100 characters',
    );
    expect(checkFile(csvFile({ name: `${'a'.repeat(95)}.csv` }))).toBeNull();
    expect(checkFile(csvFile({ size: 0 }))).toBe('The selected file is empty');
  });
});

describe('data checks', () => {
  it('accepts the template, trimming values and skipping empty lines', () => {
    expect(
      checkContent('CRN,Email\n\n 12345678 , Name@Example.com \n,\nSC123456,other@example.com\n'),
    ).toEqual({
      ok: true,
      rows: [
        { registrationNumber: '12345678', email: 'Name@Example.com' },
        { registrationNumber: 'SC123456', email: 'other@example.com' },
      ],
    });
    // The columns may come in either order.
    expect(checkContent('Email,CRN\nname@example.com,OC301234').ok).toBe(true);
  });

  it('needs exactly 2 columns with the template headings, and at least one row', () => {
    expect(problemsOf(checkContent('CRN,Email,Name\n12345678,a@example.com,A'))).toEqual([
      'The file must have 2 columns: CRN and Email',
    ]);
    expect(problemsOf(checkContent('CRN\n12345678'))).toEqual([
      'The file must have 2 columns: CRN and Email',
    ]);
    expect(problemsOf(checkContent('Company,Email\n12345678,a@example.com'))).toEqual([
      'The column headings must be CRN and Email, as in the template',
    ]);
    expect(problemsOf(checkContent('CRN,Email\n\n'))).toEqual([
      'The file must contain at least one organisation account',
    ]);
    expect(problemsOf(checkContent('\n'))).toEqual(['The file must have 2 columns: CRN and Email']);
  });

  it('needs 2 values on every row, and at most the rows one upload takes', () => {
    expect(
      problemsOf(checkContent('CRN,Email\n12345678,a@example.com\n12345679\nSC123456,b@example.com,x')),
    ).toEqual(['Each row must have 2 values, separated by a comma: check rows 2, 3']);
    const many = Array.from(
      { length: MAX_ROWS + 1 },
      (_, index) => `${String(index).padStart(8, '0')},p${index}@example.com`,
    );
    expect(problemsOf(checkContent(['CRN,Email', ...many].join('\n')))).toEqual([
      'The file must contain no more than 10,000 organisation accounts',
    ]);
  });

  it('reports a file that cannot be read', () => {
    expect(problemsOf(checkContent('CRN,Email\n"12345678,a@example.com'))).toEqual([
      'The file could not be read: a quoted value is not closed',
    ]);
  });

  it('checks every CRN: required, in the Companies House format, not repeated', () => {
    const check = checkContent(
      [
        'CRN,Email',
        ',a@example.com',
        '1234567,b@example.com',
        'sc123456,c@example.com',
        'SC123456,d@example.com',
        'AB12345C,e@example.com',
        'SC123456,f@example.com',
        'A1234567,g@example.com',
      ].join('\n'),
    );
    expect(problemsOf(check)).toEqual([
      "Enter a company registration number: check column 'CRN' on row 1",
      "Enter a company registration number in the correct format, like 01234567 or SC123456: check column 'CRN' on rows 2, 3",
      "Company registration numbers must not be repeated: check column 'CRN' on rows 4, 6",
    ]);
  });

  it('checks every email: required, valid, not repeated (ignoring case)', () => {
    const check = checkContent(
      [
        'CRN,Email',
        '00000001,',
        '00000002,not-an-email',
        '00000003,someone@example.com',
        '00000004,a@b',
        '00000005,SOMEONE@example.com',
      ].join('\n'),
    );
    expect(problemsOf(check)).toEqual([
      "Enter an email address: check column 'Email' on row 1",
      "Enter an email address in the correct format, like name@example.com: check column 'Email' on rows 2, 4",
      "Email addresses must not be repeated: check column 'Email' on rows 3, 5",
    ]);
  });

  it('lists at most 20 rows in one message', () => {
    const rows = Array.from({ length: 25 }, (_, index) => `bad${index},p${index}@example.com`);
    expect(problemsOf(checkContent(['CRN,Email', ...rows].join('\n')))).toEqual([
      `Enter a company registration number in the correct format, like 01234567 or SC123456: check column 'CRN' on rows ${Array.from({ length: 20 }, (_, index) => index + 1).join(', ')} and 5 more`,
    ]);
  });
});

describe('values already stored', () => {
  it('names the rows whose CRN or email (ignoring case) the service already holds', () => {
    const rows = [
      { registrationNumber: '12345678', email: 'one@example.com' },
      { registrationNumber: 'SC123456', email: 'Two@Example.com' },
      { registrationNumber: 'OC301234', email: 'three@example.com' },
    ];
    const problems: FileProblem[] = alreadyStoredProblems(rows, {
      registrationNumbers: ['OC301234'],
      emails: ['two@example.com', 'three@example.com'],
    });
    expect(problems.map(problemText)).toEqual([
      "This company registration number has already been uploaded: check column 'CRN' on row 3",
      "This email address has already been uploaded: check column 'Email' on rows 2, 3",
    ]);
    expect(alreadyStoredProblems(rows, { registrationNumbers: [], emails: [] })).toEqual([]);
  });
});

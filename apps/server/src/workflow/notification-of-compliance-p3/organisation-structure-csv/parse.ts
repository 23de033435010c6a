import { setImmediate } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
import {
  COMPANY_REGISTRATION_NUMBER,
  type OrganisationAssociatedWithRU,
} from '../payload/sections/organisation-structure';
import { organisationStructureColumns, type OrganisationStructureColumn } from './columns';
import {
  CSV_READ_BUDGET_MS,
  MAX_ORGANISATION_ROWS,
  checkFile,
  decodeText,
  fileMessages,
  type UploadedCsv,
} from './file-checks';
import { ProblemList, type CsvProblem } from './problems';
import { readRow } from './rows';

export type { CsvProblem } from './problems';

export type OrganisationStructureCsvResult =
  { ok: true; organisations: OrganisationAssociatedWithRU[] } | { ok: false; errors: CsvProblem[] };

export interface CsvReadOptions {
  responsibleUndertakingRegistrationNumber?: string | null;
  /** At most this many organisations (rows under the header); MAX_ORGANISATION_ROWS unless given. */
  maxRows?: number;
  /** When reading must stop (a Date.now() value); CSV_READ_BUDGET_MS from the start unless given. */
  deadline?: number;
}

/** Characters parsed, and rows checked, between two turns of the event loop. */
const CHUNK_CHARS = 16 * 1024;
const ROWS_PER_TURN = 1_000;

/**
 * Reads the CSV of organisations complying with the responsible undertaking (reporting-inventory §4.7):
 * every organisation of the file, or every problem with the rows it is on; never part of the file.
 * A large file is read in slices with the event loop turning in between, so other requests are served.
 */
export async function parseOrganisationStructureCsv(
  file: UploadedCsv,
  options: CsvReadOptions = {},
): Promise<OrganisationStructureCsvResult> {
  const fileProblem = checkFile(file);
  if (fileProblem) return fileError(fileProblem);
  const limits = {
    maxRows: options.maxRows ?? MAX_ORGANISATION_ROWS,
    deadline: options.deadline ?? Date.now() + CSV_READ_BUDGET_MS,
  };
  const text = decodeText(file.content);
  const records = text === undefined ? fileMessages.notCsv : await readRecords(text, limits);
  if (typeof records === 'string') return fileError(records);
  const [header, ...rows] = records;
  if (!header) return fileError(fileMessages.noRows);
  if (header.fields.length !== organisationStructureColumns.length)
    return fileError(fileMessages.columnCount);
  if (organisationStructureColumns.some((column, index) => column.header !== header.fields[index])) {
    return fileError(fileMessages.headers);
  }
  if (rows.length === 0) return fileError(fileMessages.noRows);

  const problems = new ProblemList();
  const organisations: OrganisationAssociatedWithRU[] = [];
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) {
      await setImmediate();
      if (Date.now() > limits.deadline) return fileError(fileMessages.tooSlow);
    }
    if (row.fields.length !== organisationStructureColumns.length) {
      problems.add(fileMessages.columnCount, [], row.line);
      continue;
    }
    const organisation = readRow(row.fields, (message, columns) => problems.add(message, columns, row.line));
    if (organisation) organisations.push(organisation);
  }
  checkRegistrationNumbers(rows, options.responsibleUndertakingRegistrationNumber, problems);
  return problems.isEmpty() ? { ok: true, organisations } : { ok: false, errors: problems.list() };
}

interface CsvRecord {
  fields: string[];
  /** The file line the record starts on. */
  line: number;
}

/**
 * The file's records, trimmed, without blank lines or rows of blank cells; else the file's problem: not
 * CSV, more rows than the limit (the rest is not read), or past the deadline.
 */
async function readRecords(
  text: string,
  limits: { maxRows: number; deadline: number },
): Promise<CsvRecord[] | string> {
  const parser = parse({
    bom: true,
    info: true,
    // Files edited on several systems can mix line endings.
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  });
  const records: CsvRecord[] = [];
  let failure: unknown;
  parser.on('data', ({ record, info }: { record: string[]; info: { lines: number } }) => {
    if (!record.some((field) => field !== '')) return;
    const breaks = record.reduce((count, field) => count + field.split('\n').length - 1, 0);
    records.push({ fields: record, line: info.lines - breaks });
  });
  parser.on('error', (error) => (failure = error));
  const ended = new Promise<void>((resolve) => parser.on('end', resolve).on('close', resolve));
  for (let offset = 0; offset < text.length; offset += CHUNK_CHARS) {
    parser.write(text.slice(offset, offset + CHUNK_CHARS));
    await setImmediate();
    // The header is one more record than the organisations.
    const problem =
      failure !== undefined
        ? undefined
        : records.length > limits.maxRows + 1
          ? fileMessages.tooManyRows
          : Date.now() > limits.deadline
            ? fileMessages.tooSlow
            : undefined;
    if (failure !== undefined || problem) {
      parser.destroy();
      if (problem) return problem;
      break;
    }
  }
  if (failure === undefined) {
    parser.end();
    await ended;
  }
  if (failure !== undefined) {
    if (failure instanceof CsvError) return fileMessages.notCsv;
    throw failure;
  }
  return records.length > limits.maxRows + 1 ? fileMessages.tooManyRows : records;
}

const registrationColumn: OrganisationStructureColumn[] = ['registrationNumber'];

function checkRegistrationNumbers(
  rows: CsvRecord[],
  responsibleUndertakingNumber: string | null | undefined,
  problems: ProblemList,
): void {
  const linesByNumber = new Map<string, number[]>();
  for (const row of rows) {
    const number = row.fields[1]?.toUpperCase();
    if (!number || !COMPANY_REGISTRATION_NUMBER.test(number)) continue;
    // Appended in place: copying the list for each row made a file of one repeated number quadratic.
    const lines = linesByNumber.get(number);
    if (lines) lines.push(row.line);
    else linesByNumber.set(number, [row.line]);
  }
  const ruNumber = responsibleUndertakingNumber?.trim().toUpperCase();
  for (const [number, lines] of linesByNumber) {
    if (lines.length > 1) {
      for (const line of lines)
        problems.add(
          'There are duplicated organisation registration numbers in the file',
          registrationColumn,
          line,
        );
    }
    if (ruNumber && number === ruNumber) {
      for (const line of lines) {
        problems.add(
          'There is an organisation with the same registration number as the one of the responsible undertaking',
          registrationColumn,
          line,
        );
      }
    }
  }
}

function fileError(message: string): OrganisationStructureCsvResult {
  return { ok: false, errors: [{ message, columns: [], rows: [] }] };
}

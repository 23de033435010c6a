import { CsvError, parse } from 'csv-parse/sync';
import {
  COMPANY_REGISTRATION_NUMBER,
  type OrganisationAssociatedWithRU,
} from '../payload/sections/organisation-structure';
import { organisationStructureColumns, type OrganisationStructureColumn } from './columns';
import { checkFile, decodeText, fileMessages, type UploadedCsv } from './file-checks';
import { ProblemList, type CsvProblem } from './problems';
import { readRow } from './rows';

export type { CsvProblem } from './problems';

export type OrganisationStructureCsvResult =
  { ok: true; organisations: OrganisationAssociatedWithRU[] } | { ok: false; errors: CsvProblem[] };

/**
 * Reads the CSV of organisations complying with the responsible undertaking (reporting-inventory §4.7):
 * every organisation of the file, or every problem with the rows it is on; never part of the file.
 */
export function parseOrganisationStructureCsv(
  file: UploadedCsv,
  options: { responsibleUndertakingRegistrationNumber?: string | null } = {},
): OrganisationStructureCsvResult {
  const fileProblem = checkFile(file);
  if (fileProblem) return fileError(fileProblem);
  const text = decodeText(file.content);
  const records = text === undefined ? undefined : readRecords(text);
  if (!records) return fileError(fileMessages.notCsv);
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
  for (const row of rows) {
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

/** The file's records, trimmed, without blank lines or rows of blank cells; undefined when it is not CSV. */
function readRecords(text: string): CsvRecord[] | undefined {
  try {
    const parsed = parse(text, {
      bom: true,
      info: true,
      // Files edited on several systems can mix line endings.
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return parsed
      .filter(({ record }) => record.some((field) => field !== ''))
      .map(({ record, info }) => ({
        fields: record,
        line: info.lines - record.reduce((breaks, field) => breaks + field.split('\n').length - 1, 0),
      }));
  } catch (error) {
    if (error instanceof CsvError) return undefined;
    throw error;
  }
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
    linesByNumber.set(number, [...(linesByNumber.get(number) ?? []), row.line]);
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

/**
 * A small RFC 4180 CSV reader: comma-separated fields, double-quoted fields that may hold commas, line
 * breaks and doubled quotes (""), and rows ended by CRLF, LF or CR. A byte-order mark is ignored.
 */
export type CsvParseResult = { ok: true; rows: string[][] } | { ok: false; error: 'UNCLOSED_QUOTE' };

export function parseCsv(text: string): CsvParseResult {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;

  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };

  while (index < input.length) {
    const char = input[index];
    if (quoted) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else {
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && field.length === 0) {
      quoted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' || char === '\n') {
      endRow();
      if (char === '\r' && input[index + 1] === '\n') index += 1;
    } else {
      // A quote inside an unquoted field is kept as it is, as spreadsheet programs do.
      field += char;
    }
    index += 1;
  }
  if (quoted) return { ok: false, error: 'UNCLOSED_QUOTE' };
  // The last row has no line break after it, unless the file ended with one.
  if (field.length > 0 || row.length > 0) endRow();
  return { ok: true, rows };
}

/** Empty lines (and lines of empty values only, such as ",") are skipped, as spreadsheets leave them. */
export function isBlankRow(row: readonly string[]): boolean {
  return row.every((value) => value.trim() === '');
}

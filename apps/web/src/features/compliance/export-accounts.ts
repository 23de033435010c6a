import { saveFile } from '../../shared/files';
import { fetchAllAccounts } from './compliance-api';
import { exportColumns, toCsv } from './compliance-data';

/**
 * The drill-down's accounts as a file, built in the browser from the API's pages (ADR 50): bounded by
 * EXPORT_MAX_ROWS, so no worker is needed, and the .xlsx writer the MI workbooks use is loaded only here.
 */
export async function exportAccounts(filters: URLSearchParams, format: 'csv' | 'xlsx'): Promise<number> {
  const { accounts } = await fetchAllAccounts(filters);
  const fileName =
    `compliance-${filters.get('report') ?? 'accounts'}-${filters.get('state') ?? 'all'}`.toLowerCase();
  if (format === 'csv') {
    saveFile(new Blob([toCsv(accounts)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  } else {
    const { default: writeXlsxFile } = await import('write-excel-file/universal');
    const data = [
      exportColumns.map((column) => column.header),
      ...accounts.map((account) => exportColumns.map((column) => column.value(account))),
    ];
    const blob = await writeXlsxFile([{ sheet: 'Accounts', data }]).toBlob();
    saveFile(blob, `${fileName}.xlsx`);
  }
  return accounts.length;
}

import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Pagination, Table, type TableColumn } from '../../shared/govuk';
import type { SortEvent } from '../../shared/govuk/table-sort';
import { paths } from '../../shared/routing';
import { useComplianceAccounts, EXPORT_MAX_ROWS } from './compliance-api';
import {
  categoryLabels,
  exportColumns,
  filtersOf,
  leadAssessorLabels,
  nationLabels,
  routeLabels,
  stateLabels,
  type ComplianceAccount,
  type ComplianceState,
} from './compliance-data';

const PAGE_SIZE = 20;
const sortFields = [
  'name',
  'registrationNumber',
  'nation',
  'state',
  'category',
  'submittedOn',
  'daysOverdue',
  'assignee',
];

/** What the list shows, in words: "Not started, category B, ...". */
function describe(filters: URLSearchParams): string {
  const parts = [
    filters.get('state') ? stateLabels[filters.get('state') as ComplianceState] : 'All organisations',
    filters.get('category')
      ? `category ${categoryLabels[filters.get('category') ?? ''] ?? filters.get('category')}`
      : '',
    filters.get('leadAssessorType')
      ? `${leadAssessorLabels[filters.get('leadAssessorType') ?? ''] ?? ''} lead assessor`
      : '',
    filters.get('route') ? (routeLabels[filters.get('route') ?? ''] ?? '') : '',
    filters.get('nation') ? (nationLabels[filters.get('nation') ?? ''] ?? '') : '',
    filters.get('submittedTo') ? `submitted by ${filters.get('submittedTo')}` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/** The accounts behind one of the overview's numbers: paged, sorted, filters in the address, exportable (ADR 50). */
export function ComplianceAccountsPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersOf(search);
  const page = Math.max(1, Number.parseInt(search.get('p') ?? '1', 10) || 1);
  const [sortField, sortDirection] = (filters.get('sort') ?? 'name,asc').split(',');
  const accounts = useComplianceAccounts({
    ...Object.fromEntries(filters),
    page: page - 1,
    pageSize: PAGE_SIZE,
  });
  const [exporting, setExporting] = useState<string | null>(null);
  const reportName = filters.get('report') ?? '';

  const sort: SortEvent | null = sortFields.includes(sortField ?? '')
    ? { column: sortField ?? 'name', direction: sortDirection === 'desc' ? 'descending' : 'ascending' }
    : null;
  const onSort = (next: SortEvent) => {
    const params = new URLSearchParams(filters);
    params.set('sort', `${next.column},${next.direction === 'descending' ? 'desc' : 'asc'}`);
    void navigate({ search: `?${params.toString()}` });
  };
  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(`Preparing the ${format === 'csv' ? 'CSV' : 'Excel'} file…`);
    try {
      const { exportAccounts } = await import('./export-accounts');
      const count = await exportAccounts(filters, format);
      setExporting(`The file of ${count} organisations has been downloaded.`);
    } catch {
      setExporting('The file could not be made. Try again later.');
    }
  };

  const columns: TableColumn<ComplianceAccount>[] = exportColumns.map((column, index) => ({
    key: sortFields[index] ?? column.header,
    field: sortFields[index],
    header: column.header,
    isSortable: true,
    numeric: column.header === 'Days overdue',
    render:
      index === 0
        ? (account: ComplianceAccount) => (
            <Link
              className="govuk-link"
              to={paths.accounts.search(account.registrationNumber ?? account.name)}
            >
              {account.name}
            </Link>
          )
        : (account: ComplianceAccount) => column.value(account),
  }));

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <span className="govuk-caption-l">{reportName}</span>
        <h1 className="govuk-heading-l">{describe(filters)}</h1>
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.compliance.overview}>
            Back to the compliance overview
          </Link>
        </p>
        {accounts.isPending ? <p className="govuk-body">Loading organisations…</p> : null}
        {accounts.isError ? (
          <p className="govuk-body" role="alert">
            These organisations could not be listed. Check the address, or go back to the overview.
          </p>
        ) : null}
        {accounts.data ? (
          <>
            <div className="govuk-button-group">
              <Link
                className="govuk-button"
                data-module="govuk-button"
                to={`${paths.compliance.reminders}?${filters.toString()}`}
              >
                Send a reminder
              </Link>
              <Button
                variant="secondary"
                onClick={() => void exportAs('csv')}
                disabled={accounts.data.total === 0}
              >
                Export as CSV
              </Button>
              <Button
                variant="secondary"
                onClick={() => void exportAs('xlsx')}
                disabled={accounts.data.total === 0}
              >
                Export as Excel (.xlsx)
              </Button>
            </div>
            {accounts.data.total > EXPORT_MAX_ROWS ? (
              <p className="govuk-body">
                An export holds the first {EXPORT_MAX_ROWS} organisations in this order.
              </p>
            ) : null}
            <p className="govuk-body" role="status">
              {exporting ?? ''}
            </p>
            {accounts.data.total === 0 ? (
              <p className="govuk-body">No organisations.</p>
            ) : (
              <Table
                caption={`${accounts.data.total} organisations`}
                columns={columns}
                rows={accounts.data.accounts}
                rowKey={(account) => account.accountId}
                sort={sort}
                onSort={onSort}
                responsive
              />
            )}
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              totalItems={accounts.data.total}
              param="p"
              counted={['organisation', 'organisations']}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, ErrorSummary, InsetText, Pagination, Table } from '../../shared/govuk';
import { DateInput, Select, TextInput } from '../../shared/govuk/forms';
import { useFormErrorTitle } from '../../shared/forms';
import { paths } from '../../shared/routing';
import { workflowListName } from '../../shared/workflow';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  SEARCH_MAX,
  checkFilters,
  filtersFromSearch,
  partsOf,
  searchOf,
  type FilterForm,
  type FilterProblem,
  type ReportFilters,
} from './filters';
import {
  SUBMITTED_REPORTS_PAGE_SIZE,
  problemsOf,
  useReportTypes,
  useSubmittedReports,
  type SubmittedReport,
  type SubmittedReports,
} from './submitted-reports-api';

const SUBMITTED_ON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** 'Phase 3' from 'PHASE_3'; a phase the service does not name is left out. */
const phaseLabel = (phase: string) => (/^PHASE_\d+$/.test(phase) ? `Phase ${phase.slice(6)} ` : '');

/** 'Notification of compliance' from the workflow's own list name. */
export function reportTypeLabel(type: string): string {
  const name = workflowListName(type);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The report's read-only view: its submission's timeline entry, under the account's Phases. */
export function reportHref(report: SubmittedReport): string {
  return report.submittedActionId === undefined
    ? paths.account.workflow(report.accountId, report.id, 'phases')
    : paths.account.workflowEvent(report.accountId, report.id, report.submittedActionId, 'phases');
}

function formOf(filters: ReportFilters): FilterForm {
  return {
    type: filters.type ?? '',
    category: filters.category ?? '',
    from: partsOf(filters.from),
    to: partsOf(filters.to),
    search: filters.search ?? '',
  };
}

function FilterFields({
  form,
  setForm,
  problems,
  reportTypes,
}: {
  form: FilterForm;
  setForm: (form: FilterForm) => void;
  problems: FilterProblem[];
  reportTypes: readonly string[];
}) {
  const problem = (field: FilterProblem['field']) => problems.find((entry) => entry.field === field)?.message;
  return (
    <>
      <TextInput
        id="search"
        name="search"
        label="Organisation name or registration number"
        labelClassName="govuk-label--s"
        errorMessage={problem('search')}
        value={form.search}
        maxLength={SEARCH_MAX + 1}
        onChange={(event) => setForm({ ...form, search: event.target.value })}
      />
      <Select
        id="type"
        name="type"
        label="Report"
        labelClassName="govuk-label--s"
        className="govuk-!-width-full"
        errorMessage={problem('type')}
        value={form.type}
        onChange={(event) => setForm({ ...form, type: event.target.value })}
        options={[
          { value: '', text: 'All reports' },
          ...reportTypes.map((type) => ({ value: type, text: reportTypeLabel(type) })),
        ]}
      />
      <Select
        id="category"
        name="category"
        label="Notification category"
        labelClassName="govuk-label--s"
        errorMessage={problem('category')}
        value={form.category}
        onChange={(event) => setForm({ ...form, category: event.target.value })}
        options={[
          { value: '', text: 'All categories' },
          ...CATEGORIES.map((category) => ({ value: category, text: CATEGORY_LABELS[category] })),
        ]}
      />
      <DateInput
        id="from"
        legend={{ text: 'Submitted from', size: 's' }}
        hint="For example, 1 4 2026"
        errorMessage={problem('from')}
        value={form.from}
        onChange={(from) => setForm({ ...form, from })}
      />
      <DateInput
        id="to"
        legend={{ text: 'Submitted to', size: 's' }}
        errorMessage={problem('to')}
        value={form.to}
        onChange={(to) => setForm({ ...form, to })}
      />
    </>
  );
}

function ReportsTable({ data, page }: { data: SubmittedReports; page: number }) {
  if (data.reports.length === 0) {
    return <p className="govuk-body">There are no submitted reports that match the filters.</p>;
  }
  return (
    <>
      <Table<SubmittedReport>
        responsive
        rowKey={(report) => report.id}
        rows={data.reports}
        caption={<span className="govuk-visually-hidden">Submitted reports, newest first</span>}
        columns={[
          {
            key: 'organisation',
            header: 'Organisation',
            isHeader: true,
            render: (report) => (
              <>
                {report.accountName}
                {report.registrationNumber ? (
                  <span className="govuk-body-s govuk-!-display-block govuk-!-margin-bottom-0">
                    {report.registrationNumber}
                  </span>
                ) : null}
              </>
            ),
          },
          {
            key: 'report',
            header: 'Report',
            render: (report) => (
              <Link className="govuk-link" to={reportHref(report)}>
                {phaseLabel(report.phase)}
                {workflowListName(report.requestType)}{' '}
                <span className="govuk-visually-hidden">of {report.accountName}</span>
              </Link>
            ),
          },
          {
            key: 'category',
            header: 'Category',
            render: (report) => (report.category ? CATEGORY_LABELS[report.category] : ''),
          },
          {
            key: 'submitted',
            header: 'Submitted on',
            render: (report) => SUBMITTED_ON.format(new Date(report.submittedAt)),
          },
        ]}
      />
      {data.totalCapped ? (
        <InsetText>
          More than {data.total.toLocaleString('en-GB')} reports match and only the first{' '}
          {data.total.toLocaleString('en-GB')} can be paged through. Narrow the filters to find a report.
        </InsetText>
      ) : null}
      <Pagination
        page={page}
        pageSize={SUBMITTED_REPORTS_PAGE_SIZE}
        totalItems={data.total}
        moreThanTotal={data.totalCapped}
        counted={['report', 'reports']}
      />
    </>
  );
}

/** The filter form and what is wrong with it, kept per address: a new address starts it afresh. */
function FilteredPage({
  filters,
  reportTypes,
  knownProblems,
  onApply,
  children,
}: {
  filters: ReportFilters;
  reportTypes: readonly string[] | undefined;
  /** The address's own problems, or the API's refusal of a filter. */
  knownProblems: FilterProblem[];
  onApply: (filters: ReportFilters) => void;
  children: React.ReactNode;
}) {
  const [form, setForm] = useState<FilterForm>(() => formOf(filters));
  const [submitted, setSubmitted] = useState<{ problems: FilterProblem[]; attempt: number }>({
    problems: [],
    attempt: 0,
  });
  const problems = submitted.problems.length > 0 ? submitted.problems : knownProblems;
  useFormErrorTitle(problems.length > 0);
  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkFilters(form, reportTypes);
    setSubmitted({ problems: checked.problems, attempt: submitted.attempt + 1 });
    if (checked.problems.length === 0) onApply(checked.filters);
  };
  return (
    <>
      {problems.length > 0 ? (
        <ErrorSummary
          // Shown again (and focused) at every refused attempt.
          key={submitted.attempt}
          errors={problems.map((entry) => ({
            href: `#${entry.field === 'from' || entry.field === 'to' ? `${entry.field}-day` : entry.field}`,
            text: entry.message,
          }))}
        />
      ) : null}
      <h1 className="govuk-heading-l">Submitted reports</h1>
      <p className="govuk-body">
        Every notification of compliance, action plan and progress update your organisations have submitted,
        newest first.
      </p>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-one-third">
          <form noValidate onSubmit={apply} aria-labelledby="filters-heading">
            <h2 className="govuk-heading-m" id="filters-heading">
              Filter reports
            </h2>
            <FilterFields form={form} setForm={setForm} problems={problems} reportTypes={reportTypes ?? []} />
            <div className="govuk-button-group">
              <Button type="submit">Apply filters</Button>
              <Link className="govuk-link" to={paths.submittedReports()}>
                Clear filters
              </Link>
            </div>
          </form>
        </div>
        <div className="govuk-grid-column-two-thirds">{children}</div>
      </div>
    </>
  );
}

/**
 * Every report the regulator's authority has received, newest first, filtered by the address's query
 * (so a filtered list can be bookmarked or shared); each opens the report read-only with its PDF.
 */
export function SubmittedReportsPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const reportTypes = useReportTypes().data?.reportTypes;
  const fromAddress = filtersFromSearch(params, reportTypes);
  const query = useSubmittedReports(fromAddress.filters, fromAddress.problems.length === 0);

  // After filtering, focus goes to the result count, which says what the filters found.
  const results = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  useEffect(() => {
    if (focusResults.current && query.isSuccess && !query.isPlaceholderData) {
      focusResults.current = false;
      results.current?.focus();
    }
  }, [query.isSuccess, query.isPlaceholderData, query.data]);

  const apiProblems = problemsOf(query.error);
  const data = query.data;
  const heading = !data
    ? 'Reports'
    : data.totalCapped
      ? `More than ${data.total.toLocaleString('en-GB')} reports`
      : `${data.total.toLocaleString('en-GB')} ${data.total === 1 ? 'report' : 'reports'}`;
  return (
    <FilteredPage
      key={location.search}
      filters={fromAddress.filters}
      reportTypes={reportTypes}
      knownProblems={fromAddress.problems.length > 0 ? fromAddress.problems : apiProblems}
      onApply={(filters) => {
        focusResults.current = true;
        void navigate(paths.submittedReports(searchOf(filters)), { state: { keepFocus: true } });
      }}
    >
      <h2 className="govuk-heading-m" id="results-heading" tabIndex={-1} ref={results}>
        {heading}
      </h2>
      {fromAddress.problems.length > 0 || apiProblems.length > 0 ? (
        <p className="govuk-body">Correct the filters to see the reports.</p>
      ) : query.isPending ? (
        <p className="govuk-body" role="status">
          Loading the reports
        </p>
      ) : query.isError ? (
        <p className="govuk-body">The reports could not be loaded. Try again later.</p>
      ) : (
        <ReportsTable data={query.data} page={fromAddress.filters.page} />
      )}
    </FilteredPage>
  );
}

import { Link } from 'react-router';
import { Table, type TableColumn } from '../../shared/govuk';
import { paths } from '../../shared/routing';
import { useComplianceOverview } from './compliance-api';
import {
  accountsQuery,
  categoryLabels,
  leadAssessorLabels,
  routeLabels,
  dayText,
  lastDayText,
  shortDayText,
  stateLabels,
  states,
  type ComplianceOverview,
  type ComplianceState,
} from './compliance-data';
import { BarChart, CumulativeChart } from './BarChart';

type Report = ComplianceOverview['reports'][number];
interface CountRow {
  key: string;
  label: string;
  count: number;
  href: string;
}

const drillDown = (filters: Parameters<typeof accountsQuery>[0]) =>
  `${paths.compliance.accounts}?${accountsQuery(filters)}`;

function CountTable({ caption, header, rows }: { caption: string; header: string; rows: CountRow[] }) {
  const columns: TableColumn<CountRow>[] = [
    { key: 'label', header, render: (row) => row.label, isHeader: true },
    {
      key: 'count',
      header: 'Organisations',
      numeric: true,
      render: (row) => (
        <Link className="govuk-link" to={row.href} aria-label={`${row.count} organisations: ${row.label}`}>
          {row.count}
        </Link>
      ),
    },
  ];
  return (
    <Table
      caption={caption}
      captionClassName="govuk-table__caption--s"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
    />
  );
}

function ReportSection({ report, liveAccounts }: { report: Report; liveAccounts: number }) {
  const rows: CountRow[] = states.map((state: ComplianceState) => ({
    key: state,
    label: stateLabels[state],
    count: report.states[state],
    href: drillDown({ report: report.requestType, state }),
  }));
  return (
    <section aria-labelledby={`${report.requestType}-heading`} className="govuk-!-margin-bottom-8">
      <h2 className="govuk-heading-m" id={`${report.requestType}-heading`}>
        {report.name}
      </h2>
      <p className="govuk-body">
        {report.dueDate ? `Due by the end of ${lastDayText(report.dueDate)}. ` : ''}
        {report.states.SUBMITTED} of {liveAccounts} organisations have submitted.
      </p>
      <CountTable caption={`${report.name}: organisations by state`} header="State" rows={rows} />
      <BarChart
        title={`Chart: ${report.name}, organisations by state`}
        bars={rows.map((row) => ({ label: row.label, value: row.count, href: row.href }))}
      />
    </section>
  );
}

type NotificationAnswers = NonNullable<ComplianceOverview['notification']>;
interface AnswerBreakdown {
  /** What the notifications are counted by, as the table's header and title say it. */
  answer: string;
  labels: Record<string, string>;
  /** The drill-down's filter for one of the answer's values. */
  filter: 'category' | 'leadAssessorType' | 'route';
  entries: (notification: NotificationAnswers) => { value: string | null; count: number }[];
}

/** The answers the submitted notifications are counted by, in the page's order: a table and a chart each. */
const ANSWER_BREAKDOWNS: readonly AnswerBreakdown[] = [
  {
    answer: 'reporting obligation category',
    labels: categoryLabels,
    filter: 'category',
    entries: (notification) => notification.byCategory,
  },
  {
    answer: 'lead assessor',
    labels: leadAssessorLabels,
    filter: 'leadAssessorType',
    entries: (notification) => notification.byLeadAssessor,
  },
  {
    answer: 'compliance route',
    labels: routeLabels,
    filter: 'route',
    entries: (notification) => notification.byRoute,
  },
];

function Breakdown({
  breakdown: { answer, labels, filter, entries },
  notification,
}: {
  breakdown: AnswerBreakdown;
  notification: NotificationAnswers;
}) {
  const title = `Submitted notifications by ${answer}`;
  const rows: CountRow[] = entries(notification)
    .filter((entry) => entry.value !== null)
    .map((entry) => ({
      key: entry.value ?? '',
      label: labels[entry.value ?? ''] ?? entry.value ?? '',
      count: entry.count,
      href: drillDown({ report: notification.requestType, state: 'SUBMITTED', [filter]: entry.value }),
    }));
  if (rows.length === 0) return <p className="govuk-body">{title}: no submitted notifications yet.</p>;
  return (
    <>
      <CountTable caption={title} header={answer.charAt(0).toUpperCase() + answer.slice(1)} rows={rows} />
      <BarChart
        title={`Chart: ${title}`}
        bars={rows.map((row) => ({ label: row.label.slice(0, 20), value: row.count, href: row.href }))}
      />
    </>
  );
}

function Submissions({ report }: { report: Report }) {
  if (report.submissions.length === 0) return null;
  const columns: TableColumn<Report['submissions'][number]>[] = [
    { key: 'date', header: 'Date', render: (row) => shortDayText(row.date), isHeader: true },
    { key: 'submitted', header: 'Submitted that day', numeric: true, render: (row) => row.submitted },
    {
      key: 'cumulative',
      header: 'Submitted so far',
      numeric: true,
      render: (row) => (
        <Link
          className="govuk-link"
          to={drillDown({ report: report.requestType, state: 'SUBMITTED', submittedTo: row.date })}
        >
          {row.cumulative}
        </Link>
      ),
    },
  ];
  return (
    <>
      <Table
        caption={`${report.name}: submissions over time`}
        captionClassName="govuk-table__caption--s"
        columns={columns}
        rows={report.submissions}
        rowKey={(row) => row.date}
      />
      <CumulativeChart
        title={`Chart: ${report.name}, submissions so far against the due date`}
        points={report.submissions}
        dueDate={report.dueDate}
        total={
          report.states.SUBMITTED +
          report.states.NOT_STARTED +
          report.states.IN_PROGRESS +
          report.states.WITH_REVIEWER +
          report.states.RETURNED
        }
      />
    </>
  );
}

/** Where the LIVE organisations of the regulator's authority stand with each report of the phase (ADR 50). */
export function CompliancePage() {
  const overview = useComplianceOverview();
  if (overview.isPending) return <p className="govuk-body">Loading the overview…</p>;
  if (overview.isError)
    return (
      <p className="govuk-body" role="alert">
        The overview could not be loaded. Try again later.
      </p>
    );
  const data = overview.data;
  const notification = data.notification;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <h1 className="govuk-heading-l">Compliance</h1>
        <p className="govuk-body">
          {data.phase.label}: where your {data.liveAccounts} live organisations stand with each report, on{' '}
          {dayText(data.today)}. Each number opens the organisations behind it.
        </p>
        {data.reports.map((report) => (
          <ReportSection key={report.requestType} report={report} liveAccounts={data.liveAccounts} />
        ))}
        {notification ? (
          <section aria-labelledby="notification-answers" className="govuk-!-margin-bottom-8">
            <h2 className="govuk-heading-m" id="notification-answers">
              Submitted notifications by their answers
            </h2>
            {ANSWER_BREAKDOWNS.map((breakdown) => (
              <Breakdown key={breakdown.filter} breakdown={breakdown} notification={notification} />
            ))}
          </section>
        ) : null}
        <section aria-labelledby="submissions-heading">
          <h2 className="govuk-heading-m" id="submissions-heading">
            Submissions over time
          </h2>
          {data.reports.every((report) => report.submissions.length === 0) ? (
            <p className="govuk-body">Nothing has been submitted yet.</p>
          ) : null}
          {data.reports.map((report) => (
            <Submissions key={report.requestType} report={report} />
          ))}
        </section>
      </div>
    </div>
  );
}

import type { ListQuery, ReminderReport } from './reminders-api';

/** The reports a reminder chases, in the overview's order (the server takes those with a submission window). */
export const REPORTS = [
  'NOTIFICATION_OF_COMPLIANCE_P3',
  'ACTION_PLAN_P3',
  'PROGRESS_UPDATE_1_P3',
  'PROGRESS_UPDATE_2_P3',
] as const satisfies readonly ReminderReport[];

const names: Record<(typeof REPORTS)[number], string> = {
  NOTIFICATION_OF_COMPLIANCE_P3: 'Notification of compliance',
  ACTION_PLAN_P3: 'Action plan',
  PROGRESS_UPDATE_1_P3: 'Progress update 1',
  PROGRESS_UPDATE_2_P3: 'Progress update 2',
};

export const isReport = (value: string): value is (typeof REPORTS)[number] =>
  (REPORTS as readonly string[]).includes(value);

export const reportName = (report: string) => (isReport(report) ? names[report] : report);

const states: Record<string, string> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  WITH_REVIEWER: 'With a reviewer',
  RETURNED: 'Returned for changes',
  SUBMITTED: 'Submitted',
  OVERDUE: 'Overdue',
};

/** Where an account's report stands, in words ('Not started'). */
export const stateName = (state: string) => states[state] ?? state;

/** This page's own parameters, which are not the list's. */
const OWN = new Set(['page', 'pageSize', 'selectPage']);

/** The drill-down's filters and sort from this page's address (repeated keys kept), without paging. */
export function listQueryOf(params: URLSearchParams): ListQuery {
  const query: ListQuery = {};
  for (const key of new Set(params.keys())) {
    if (OWN.has(key)) continue;
    const values = params.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/** The same query for the list's page address, as it came (its own page included, so Back returns there). */
export function listSearchOf(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  copy.delete('selectPage');
  const search = copy.toString();
  return search ? `?${search}` : '';
}

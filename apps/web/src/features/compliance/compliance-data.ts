import type { components } from '../../shared/api/schema';

export type ComplianceOverview = components['schemas']['ComplianceOverview'];
export type ComplianceAccount = components['schemas']['ComplianceAccount'];
export type ComplianceState = ComplianceAccount['state'];

/** The states in the order the overview lists them, as a regulator reads them. */
export const stateLabels: Record<ComplianceState, string> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  WITH_REVIEWER: 'With a reviewer',
  RETURNED: 'Returned for changes',
  SUBMITTED: 'Submitted',
  OVERDUE: 'Overdue',
};
export const states = Object.keys(stateLabels) as ComplianceState[];

export const categoryLabels: Record<string, string> = {
  ESOS_ENERGY_ASSESSMENTS_95_TO_100: 'A: energy assessments cover 95% to 100%',
  ISO_50001_COVERING_ENERGY_USAGE: 'B: ISO 50001 covers energy use',
  PARTIAL_ENERGY_ASSESSMENTS: 'C: partial energy assessments',
  ZERO_ENERGY: 'D: zero energy responsibility',
  LESS_THAN_40000_KWH_PER_YEAR: 'E: less than 40,000 kWh a year',
  ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100: 'F: alternative routes cover 95% to 100%',
  NOT_QUALIFY: 'Does not qualify',
};
export const leadAssessorLabels: Record<string, string> = { INTERNAL: 'Internal', EXTERNAL: 'External' };
export const routeLabels: Record<string, string> = {
  ISO_50001: 'ISO 50001',
  DEC_OR_GDA: 'Display Energy Certificates or Green Deal Assessments',
  ENERGY_AUDIT: 'Energy audits',
};
export const nationLabels: Record<string, string> = {
  ENGLAND: 'England',
  NORTHERN_IRELAND: 'Northern Ireland',
  OPRED: 'Offshore (OPRED)',
  SCOTLAND: 'Scotland',
  WALES: 'Wales',
};

/** The filters and sort of a drill-down: the API's query, kept in the page's address as they are. */
export const filterKeys = [
  'report',
  'state',
  'category',
  'leadAssessorType',
  'route',
  'nation',
  'submittedTo',
  'sort',
] as const;

/** The drill-down's query string for a count: only the filters given. */
export function accountsQuery(filters: Partial<Record<(typeof filterKeys)[number], string | null>>): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

/** The filters (and sort) of an address's query, without paging or anything else. */
export function filtersOf(search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const key of filterKeys) {
    const value = search.get(key);
    if (value) kept.set(key, value);
  }
  return kept;
}

/** The columns of the list and of its exports, in one order. */
export const exportColumns: { header: string; value: (account: ComplianceAccount) => string | number }[] = [
  { header: 'Organisation', value: (a) => a.name },
  { header: 'Registration number', value: (a) => a.registrationNumber ?? '' },
  { header: 'Nation', value: (a) => nationLabels[a.nation] ?? a.nation },
  { header: 'State', value: (a) => stateLabels[a.state] },
  { header: 'Category', value: (a) => (a.category ? (categoryLabels[a.category] ?? a.category) : '') },
  { header: 'Submitted on', value: (a) => a.submittedOn ?? '' },
  { header: 'Days overdue', value: (a) => a.daysOverdue ?? '' },
  { header: 'Assignee', value: (a) => a.assignee ?? '' },
];

/**
 * RFC 4180 CSV. A cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage return first) is
 * given a leading apostrophe: an organisation's name is typed by its operator.
 */
export function toCsv(accounts: readonly ComplianceAccount[]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [exportColumns.map((column) => cell(column.header)).join(',')];
  for (const account of accounts)
    lines.push(exportColumns.map((column) => cell(column.value(account))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day as GOV.UK writes it ('29 November 2026'); the API's days are plain YYYY-MM-DD. */
export function dayText(day: string): string {
  const time = Date.parse(day);
  return Number.isNaN(time) ? day : dayFormat.format(time);
}

const shortDayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day in a table, where space is short ('14 Oct 2026'), so a 320 px screen shows the table whole. */
export function shortDayText(day: string): string {
  const time = Date.parse(day);
  return Number.isNaN(time) ? day : shortDayFormat.format(time);
}

/** The last day to submit, in words: the API's due date is the first day a report is overdue. */
export function lastDayText(dueDate: string): string {
  const time = Date.parse(dueDate);
  return Number.isNaN(time) ? dueDate : dayFormat.format(time - 86_400_000);
}

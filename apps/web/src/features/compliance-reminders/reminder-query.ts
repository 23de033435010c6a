import type { ListQuery } from './reminders-api';

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

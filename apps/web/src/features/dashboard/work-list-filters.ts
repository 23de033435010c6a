/**
 * The dashboard's filters as the URL keeps them (issue 38 point 4), so back, forward and reload show the same
 * list. A value the form would not offer is read as no filter, never as an error.
 */

import { workflowsWorkedOnBy, type RequestType } from '../../shared/workflow';

export const SEARCH_MAX = 100;

export const SORTS = {
  'days-asc': { text: 'Days remaining (fewest first)', api: 'daysRemaining,asc' },
  'days-desc': { text: 'Days remaining (most first)', api: 'daysRemaining,desc' },
} as const;
export type WorkSort = keyof typeof SORTS;

export type WorkReportType = RequestType;

/**
 * The report types the work list can be narrowed to: the registered workflows whose tasks the role works on
 * (each task type declares its role type), in the app's order, so a new workflow feature is offered without a
 * list here. A role with none is offered no type filter.
 */
export function workReportTypes(roleType: string | undefined): readonly WorkReportType[] {
  return workflowsWorkedOnBy(roleType);
}

export interface WorkListFilters {
  search?: string;
  reportType?: WorkReportType;
  sort?: WorkSort;
}

/** The URL's names: short, and the API's own values stay out of the address bar. */
const PARAMS = { search: 'search', reportType: 'type', sort: 'sort' } as const;

export function readFilters(
  params: URLSearchParams,
  reportTypes: readonly WorkReportType[],
): WorkListFilters {
  const filters: WorkListFilters = {};
  const search = params.get(PARAMS.search)?.trim();
  if (search && search.length <= SEARCH_MAX) filters.search = search;
  const reportType = reportTypes.find((type) => type === params.get(PARAMS.reportType));
  if (reportType) filters.reportType = reportType;
  const sort = params.get(PARAMS.sort);
  if (sort && Object.hasOwn(SORTS, sort)) filters.sort = sort as WorkSort;
  return filters;
}

export function hasFilters(filters: WorkListFilters): boolean {
  return Boolean(filters.search ?? filters.reportType ?? filters.sort);
}

/** The query string for these filters, keeping other parameters but starting again at the first page. */
export function withFilters(params: URLSearchParams, filters: WorkListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const key of Object.keys(PARAMS) as (keyof WorkListFilters)[]) {
    const value = filters[key];
    if (value) next.set(PARAMS[key], value);
    else next.delete(PARAMS[key]);
  }
  return next;
}

/** The API's optional query parameters for these filters. */
export function apiFilters(filters: WorkListFilters) {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.reportType ? { reportType: filters.reportType } : {}),
    ...(filters.sort ? { sort: SORTS[filters.sort].api } : {}),
  };
}

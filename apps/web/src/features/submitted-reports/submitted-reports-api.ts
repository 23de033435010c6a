import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ApiError, unwrap, type components, type paths } from '../../shared/api';
import type { FilterProblem, ReportFilters } from './filters';

export type SubmittedReport = components['schemas']['SubmittedReportDTO'];
export type SubmittedReports = components['schemas']['SubmittedReportsResponse'];
type Query = NonNullable<paths['/v1.0/submitted-reports']['get']['parameters']['query']>;

export const SUBMITTED_REPORTS_PAGE_SIZE = 20;

/** The API's query for the filters (its page is zero-based). */
export function apiQuery(filters: ReportFilters): Query {
  return {
    ...(filters.type ? { type: filters.type as NonNullable<Query['type']> } : {}),
    ...(filters.category ? { category: filters.category as NonNullable<Query['category']> } : {}),
    ...(filters.from ? { submittedFrom: filters.from } : {}),
    ...(filters.to ? { submittedTo: filters.to } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    page: filters.page - 1,
    pageSize: SUBMITTED_REPORTS_PAGE_SIZE,
  };
}

/** The page of reports; not asked while the address's filters have problems of their own. */
export function useSubmittedReports(filters: ReportFilters, enabled: boolean) {
  return useQuery({
    queryKey: ['submitted-reports', filters],
    queryFn: () => unwrap(api.GET('/v1.0/submitted-reports', { params: { query: apiQuery(filters) } })),
    placeholderData: keepPreviousData,
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status === 400) && count < 2,
  });
}

/** The report types the list offers (the server's registered reports): asked once, with the smallest page. */
export function useReportTypes() {
  return useQuery({
    queryKey: ['submitted-reports', 'types'],
    queryFn: () => unwrap(api.GET('/v1.0/submitted-reports', { params: { query: { pageSize: 1 } } })),
    staleTime: Infinity,
  });
}

const FIELDS: Record<string, FilterProblem['field']> = {
  type: 'type',
  category: 'category',
  submittedFrom: 'from',
  submittedTo: 'to',
  search: 'search',
};

/** The API's refusal of a filter, as the form's problem (the field it names); none for any other error. */
export function problemsOf(error: unknown): FilterProblem[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const data = (error.body as { data?: { fieldName?: string; message?: string }[] } | undefined)?.data ?? [];
  return data.flatMap((entry) => {
    const field = FIELDS[entry.fieldName ?? ''];
    return field
      ? [
          {
            field,
            message: `Check the ${field === 'from' || field === 'to' ? 'date' : field}: it ${entry.message ?? 'is not valid'}`,
          },
        ]
      : [];
  });
}

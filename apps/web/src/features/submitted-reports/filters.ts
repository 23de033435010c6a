import { reportingObligationCategories } from '@esos/reporting-rules';
import { checkDate, type DateParts } from '../../shared/govuk/date-rules';

/** The list's filters as the address holds them (page is one-based there). */
export interface ReportFilters {
  type?: string;
  category?: string;
  /** UK dates, YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  search?: string;
  page: number;
}

/** What the form holds: the dates as typed in their three boxes. */
export interface FilterForm {
  type: string;
  category: string;
  from: DateParts;
  to: DateParts;
  search: string;
}

export interface FilterProblem {
  /** The form field's id, which the error summary links to. */
  field: 'type' | 'category' | 'from' | 'to' | 'search';
  message: string;
}

export const SEARCH_MAX = 255;

/** The categories a notification is filed under, with the letters the ESOS guidance gives them. */
export const CATEGORY_LABELS: Record<(typeof reportingObligationCategories)[number], string> = {
  ESOS_ENERGY_ASSESSMENTS_95_TO_100: 'A: ESOS energy assessments, 95% to 100%',
  ISO_50001_COVERING_ENERGY_USAGE: 'B: ISO 50001 covering all energy use',
  PARTIAL_ENERGY_ASSESSMENTS: 'C: partial energy assessments',
  ZERO_ENERGY: 'D: zero energy responsibility',
  LESS_THAN_40000_KWH_PER_YEAR: 'E: less than 40,000 kWh a year',
  ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100: 'F: alternative routes, 95% to 100%',
  NOT_QUALIFY: 'Does not qualify',
};
export const CATEGORIES = reportingObligationCategories;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** The three boxes of an ISO date ('' for none). */
export function partsOf(iso: string | undefined): DateParts {
  if (!iso || !ISO_DATE.test(iso)) return { day: '', month: '', year: '' };
  const [year = '', month = '', day = ''] = iso.split('-');
  return { day: String(Number(day)), month: String(Number(month)), year };
}

/** The filters an address names, and what is wrong with any (a typed or old address). */
export function filtersFromSearch(
  params: URLSearchParams,
  reportTypes: readonly string[] | undefined,
): { filters: ReportFilters; problems: FilterProblem[] } {
  const form: FilterForm = {
    type: params.get('type') ?? '',
    category: params.get('category') ?? '',
    from: partsOf(params.get('from') ?? undefined),
    to: partsOf(params.get('to') ?? undefined),
    search: params.get('search') ?? '',
  };
  const checked = checkFilters(form, reportTypes);
  const problems = [...checked.problems];
  for (const field of ['from', 'to'] as const) {
    const value = params.get(field);
    if (value && !ISO_DATE.test(value) && !problems.some((problem) => problem.field === field)) {
      problems.push({
        field,
        message: `${field === 'from' ? 'Submitted from' : 'Submitted to'} must be a real date`,
      });
    }
  }
  const page = Number(params.get('page') ?? '1');
  return {
    filters: { ...checked.filters, page: Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1 },
    problems,
  };
}

/** The form's values checked: the filters to apply, or the problems to show. */
export function checkFilters(
  form: FilterForm,
  reportTypes: readonly string[] | undefined,
): { filters: ReportFilters; problems: FilterProblem[] } {
  const problems: FilterProblem[] = [];
  const filters: ReportFilters = { page: 1 };
  if (form.type) {
    if (reportTypes && !reportTypes.includes(form.type)) {
      problems.push({ field: 'type', message: 'Select a report type from the list' });
    } else filters.type = form.type;
  }
  if (form.category) {
    if (!(CATEGORIES as readonly string[]).includes(form.category)) {
      problems.push({ field: 'category', message: 'Select a category from the list' });
    } else filters.category = form.category;
  }
  const from = checkDate(form.from, { name: 'Submitted from' });
  const to = checkDate(form.to, { name: 'Submitted to' });
  if (from.error) problems.push({ field: 'from', message: from.error });
  else if (from.date) filters.from = isoOf(from.date);
  if (to.error) problems.push({ field: 'to', message: to.error });
  else if (to.date) filters.to = isoOf(to.date);
  if (filters.from && filters.to && filters.to < filters.from) {
    problems.push({ field: 'to', message: 'Submitted to must be the same as or after submitted from' });
  }
  const search = form.search.trim();
  if (search.length > SEARCH_MAX) {
    problems.push({ field: 'search', message: `Search must be ${SEARCH_MAX} characters or fewer` });
  } else if (search) filters.search = search;
  return { filters, problems };
}

/** The address's query for the filters: only what is set, the page only past the first. */
export function searchOf(filters: ReportFilters): string {
  const params = new URLSearchParams();
  for (const key of ['type', 'category', 'from', 'to', 'search'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

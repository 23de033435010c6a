import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, ErrorSummary } from '../../shared/govuk';
import { Select, TextInput } from '../../shared/govuk/forms';
import { workflowListName } from '../../shared/workflow';
import {
  SEARCH_MAX,
  SORTS,
  hasFilters,
  withFilters,
  type WorkListFilters,
  type WorkReportType,
  type WorkSort,
} from './work-list-filters';

const TOO_LONG = `Search must be ${SEARCH_MAX} characters or fewer`;

/** The account lists' names ('action plan') start an option here, so in sentence case. */
const optionText = (type: WorkReportType) => {
  const name = workflowListName(type);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/**
 * Filters above the work list: applying them is a new URL (a history entry), so back and forward step
 * through the lists seen. The form is keyed by the URL where it is used, so it shows the URL's values.
 */
export function WorkListFilterForm({
  filters,
  reportTypes,
}: {
  filters: WorkListFilters;
  reportTypes: readonly WorkReportType[];
}) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const search = String(data.get('search') ?? '').trim();
    if (search.length > SEARCH_MAX) {
      setError(TOO_LONG);
      return;
    }
    setError(undefined);
    const next = withFilters(params, {
      search: search || undefined,
      reportType: (String(data.get('reportType') ?? '') || undefined) as WorkReportType | undefined,
      sort: (String(data.get('sort') ?? '') || undefined) as WorkSort | undefined,
    });
    const query = next.toString();
    void navigate({ search: query ? `?${query}` : '', hash: location.hash });
  }

  const cleared = withFilters(params, {}).toString();
  return (
    <>
      {error ? <ErrorSummary errors={[{ href: '#work-search', text: error }]} /> : null}
      <form noValidate role="search" aria-label="Filter tasks" onSubmit={onSubmit}>
        <div className="govuk-grid-row">
          <div className="govuk-grid-column-one-third">
            <TextInput
              id="work-search"
              name="search"
              label="Search"
              labelClassName="govuk-label--s"
              hint="Organisation name, registration number or request ID"
              defaultValue={filters.search ?? ''}
              errorMessage={error}
              spellCheck={false}
            />
          </div>
          {reportTypes.length > 0 ? (
            <div className="govuk-grid-column-one-third">
              <Select
                id="work-report-type"
                name="reportType"
                label="Report type"
                labelClassName="govuk-label--s"
                defaultValue={filters.reportType ?? ''}
                options={[
                  { value: '', text: 'All report types' },
                  ...reportTypes.map((type) => ({ value: type, text: optionText(type) })),
                ]}
              />
            </div>
          ) : null}
          <div className="govuk-grid-column-one-third">
            <Select
              id="work-sort"
              name="sort"
              label="Sort by"
              labelClassName="govuk-label--s"
              defaultValue={filters.sort ?? ''}
              options={[
                { value: '', text: 'Newest first' },
                ...(Object.keys(SORTS) as WorkSort[]).map((sort) => ({
                  value: sort,
                  text: SORTS[sort].text,
                })),
              ]}
            />
          </div>
        </div>
        <div className="govuk-button-group">
          <Button type="submit" variant="secondary">
            Apply filters
          </Button>
          {hasFilters(filters) ? (
            <Link className="govuk-link" to={{ search: cleared ? `?${cleared}` : '', hash: location.hash }}>
              Clear filters
            </Link>
          ) : null}
        </div>
      </form>
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../shared/auth';
// Imported directly, not through shared/auth's index, as the dashboard does.
import { useRegulatorPermissions } from '../../shared/auth/regulator-permissions';
import { FormErrorSummary, fieldId } from '../../shared/forms';
import { Button, InsetText, Pagination, parsePage } from '../../shared/govuk';
import { TextInput } from '../../shared/govuk/forms';
import { ACCOUNTS_PAGE_SIZE, useAccountSearch, type AccountSearchResults } from './accounts-api';
import { searchSchema, type SearchOutput, type SearchValues } from './search-form';
import { AccountStatusTag } from './status-tags';
import { paths } from '../../shared/routing';

/** A term from the URL is used only when the form would accept it. */
function validTerm(value: string | null): string | undefined {
  const term = value?.trim() ?? '';
  return term.length >= 3 && term.length <= 256 ? term : undefined;
}

export function SearchForm({ term, onSearch }: { term: string; onSearch: (term: string | null) => void }) {
  const { register, handleSubmit, formState } = useForm<SearchValues, unknown, SearchOutput>({
    resolver: zodResolver(searchSchema),
    defaultValues: { term },
    shouldFocusError: false,
  });
  return (
    <>
      <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
      <form
        noValidate
        role="search"
        onSubmit={(event) => void handleSubmit((values) => onSearch(values.term))(event)}
      >
        <TextInput
          id={fieldId('term')}
          label="Search by organisation ID, registration number or name"
          labelClassName="govuk-label--s"
          errorMessage={formState.errors.term?.message}
          {...register('term')}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </>
  );
}

export function AccountResults({
  data,
  emptyText,
  page,
}: {
  data: AccountSearchResults;
  emptyText: string;
  page: number;
}) {
  const accounts = data.accounts ?? [];
  if (accounts.length === 0) return <p className="govuk-body">{emptyText}</p>;
  return (
    <>
      <ul className="govuk-list govuk-list--spaced" aria-labelledby="results-heading">
        {accounts.map((account) => (
          <li key={account.id} className="govuk-!-padding-bottom-2">
            <Link className="govuk-link govuk-!-font-weight-bold" to={paths.account.home(account.id)}>
              {account.name}
            </Link>
            <br />
            <span className="govuk-body-s govuk-!-margin-right-2">{account.organisationId}</span>
            {account.status ? <AccountStatusTag status={account.status} /> : null}
          </li>
        ))}
      </ul>
      {data.totalCapped ? (
        <InsetText>
          More than {data.total} accounts match your search and only the first {data.total} are listed. To
          find an account, search with more of its name, or with its organisation ID or registration number.
        </InsetText>
      ) : null}
      <Pagination
        page={page}
        pageSize={ACCOUNTS_PAGE_SIZE}
        totalItems={data.total ?? 0}
        moreThanTotal={data.totalCapped ?? false}
      />
    </>
  );
}

/** Web-screens §2.1: search the accounts the user may see. */
export function AccountsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const term = validTerm(params.get('term'));
  const page = parsePage(params.get('page'));
  const query = useAccountSearch(term, page);
  const canUploadVerifiedAccounts =
    useRegulatorPermissions().MANAGE_VERIFIED_ORGANISATION_ACCOUNTS === 'EXECUTE';
  const isVerifier = session.userState?.roleType === 'VERIFIER';

  const onSearch = (next: string | null) => {
    void navigate(next ? paths.accounts.search(next) : paths.accounts.search());
  };

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Accounts</h1>
        {/* Keyed by the term so going back to another search shows its term in the box. */}
        <SearchForm key={term ?? ''} term={term ?? ''} onSearch={onSearch} />
        <h2 className="govuk-heading-m" id="results-heading">
          Results
        </h2>
        {query.isPending ? (
          <p className="govuk-body" role="status">
            Loading accounts
          </p>
        ) : query.isError ? (
          <p className="govuk-body">The accounts could not be loaded. Try again later.</p>
        ) : (
          <AccountResults
            data={query.data}
            page={page}
            emptyText={
              isVerifier && !term ? 'There are no accounts to view.' : 'There are no results to show'
            }
          />
        )}
      </div>
      {canUploadVerifiedAccounts ? (
        <aside className="govuk-grid-column-one-third" aria-labelledby="related-actions">
          <h2 className="govuk-heading-m" id="related-actions">
            Related actions
          </h2>
          <ul className="govuk-list">
            <li>
              <Link className="govuk-link" to={paths.accounts.upload}>
                Upload file with verified organisation accounts
              </Link>
            </li>
          </ul>
        </aside>
      ) : null}
    </div>
  );
}

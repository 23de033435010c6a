import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../shared/auth';
// Imported directly, not through shared/auth's index, so TanStack Query stays out of the landing bundle.
import { useRegulatorPermissions } from '../../shared/auth/regulator-permissions';
import { Tabs } from '../../shared/govuk';
import { WORK_ITEM_TABS } from './work-items';
import { WorkItemsTable } from './WorkItemsTable';
import { WorkListFilterForm } from './WorkListFilterForm';
import { readFilters, workReportTypes } from './work-list-filters';
import { paths } from '../../shared/routing';

export function DashboardPage() {
  const session = useSession();
  const isOperator = session.userState?.roleType === 'OPERATOR';
  const canUploadVerifiedAccounts =
    useRegulatorPermissions().MANAGE_VERIFIED_ORGANISATION_ACCOUNTS === 'EXECUTE';
  const [params] = useSearchParams();
  const reportTypes = workReportTypes(session.userState?.roleType);
  const filters = readFilters(params, reportTypes);

  return (
    <>
      <h1 className="govuk-heading-xl">Tasks</h1>
      {isOperator ? (
        <div className="govuk-!-margin-bottom-6">
          <h2 className="govuk-heading-m">Actions</h2>
          <ul className="govuk-list">
            <li>
              {/* Straight to the landing page: the empty path's redirect would drop the navigation state. */}
              <Link className="govuk-link" to={paths.landing} state={{ addAnotherInstallation: true }}>
                Add another organisation account
              </Link>
            </li>
          </ul>
        </div>
      ) : null}
      {canUploadVerifiedAccounts ? (
        <div className="govuk-!-margin-bottom-6">
          <h2 className="govuk-heading-m">Actions</h2>
          <ul className="govuk-list">
            <li>
              <Link className="govuk-link" to={paths.accounts.upload}>
                Upload file with verified organisation accounts
              </Link>
            </li>
          </ul>
        </div>
      ) : null}
      <h2 className="govuk-heading-m">Filter tasks</h2>
      {/* Keyed by the filters, so going back or forward shows that list's values in the form. */}
      <WorkListFilterForm key={JSON.stringify(filters)} filters={filters} reportTypes={reportTypes} />
      <Tabs
        title="Tasks"
        resetParams={['page']}
        items={WORK_ITEM_TABS.map((tab) => ({
          id: tab.id,
          label: tab.label,
          content: (
            <>
              <h2 className="govuk-heading-l">{tab.label}</h2>
              <WorkItemsTable tab={tab.id} filters={filters} />
            </>
          ),
        }))}
      />
    </>
  );
}

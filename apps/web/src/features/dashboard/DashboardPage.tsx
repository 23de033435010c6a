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
import { useMessages } from '../../shared/i18n/use-messages';
import { dashboardMessages } from './messages.en';

export function DashboardPage() {
  const t = useMessages(dashboardMessages);
  const session = useSession();
  const isOperator = session.userState?.roleType === 'OPERATOR';
  const canUploadVerifiedAccounts =
    useRegulatorPermissions().MANAGE_VERIFIED_ORGANISATION_ACCOUNTS === 'EXECUTE';
  const [params] = useSearchParams();
  const reportTypes = workReportTypes(session.userState?.roleType);
  const filters = readFilters(params, reportTypes);

  return (
    <>
      <h1 className="govuk-heading-xl">{t('tasks')}</h1>
      {isOperator ? (
        <div className="govuk-!-margin-bottom-6">
          <h2 className="govuk-heading-m">{t('actions')}</h2>
          <ul className="govuk-list">
            <li>
              {/* Straight to the landing page: the empty path's redirect would drop the navigation state. */}
              <Link className="govuk-link" to={paths.landing} state={{ addAnotherInstallation: true }}>
                {t('addAnotherOrganisation')}
              </Link>
            </li>
          </ul>
        </div>
      ) : null}
      {canUploadVerifiedAccounts ? (
        <div className="govuk-!-margin-bottom-6">
          <h2 className="govuk-heading-m">{t('actions')}</h2>
          <ul className="govuk-list">
            <li>
              <Link className="govuk-link" to={paths.accounts.upload}>
                {t('uploadVerified')}
              </Link>
            </li>
          </ul>
        </div>
      ) : null}
      <h2 className="govuk-heading-m">{t('filterTasks')}</h2>
      {/* Keyed by the filters, so going back or forward shows that list's values in the form. */}
      <WorkListFilterForm key={JSON.stringify(filters)} filters={filters} reportTypes={reportTypes} />
      <Tabs
        title={t('tasks')}
        resetParams={['page']}
        items={WORK_ITEM_TABS.map((tab) => ({
          id: tab.id,
          label: t(tab.label),
          content: (
            <>
              <h2 className="govuk-heading-l">{t(tab.label)}</h2>
              <WorkItemsTable tab={tab.id} filters={filters} />
            </>
          ),
        }))}
      />
    </>
  );
}

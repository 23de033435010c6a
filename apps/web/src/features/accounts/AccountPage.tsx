import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../shared/auth';
import { useRegulatorPermissions } from '../../shared/auth/regulator-permissions';
import { Pagination, Tabs, parsePage, type TabItem } from '../../shared/govuk';
import { SummaryList } from '../../shared/govuk/forms';
import { AccountNotes } from '../../shared/notes';
import { paths } from '../../shared/routing';
import { SuccessMessageBanner } from '../../shared/success-message';
import { useAccount } from './account-loader';
import {
  ALL_WORKFLOWS,
  WORKFLOWS_PAGE_SIZE,
  useAccountWorkflows,
  type OrganisationAccount,
  type RequestDetails,
} from './accounts-api';
import { formatDate, locationName, phaseName, requestName } from './format';
import { AccountStatusTag, RequestStatusTag } from './status-tags';

/** Phases are paged in the browser, 5 per page (web-screens §2.2). */
export const PHASES_PAGE_SIZE = 5;

export function DetailsTab({ account }: { account: OrganisationAccount }) {
  const change = (what: string) =>
    account.editable
      ? [{ href: paths.account.update(account.id), text: 'Change', visuallyHiddenText: what }]
      : [];
  return (
    <>
      <h2 className="govuk-heading-l">Organisation details</h2>
      <SummaryList
        rows={[
          {
            key: 'Is the organisation registered at Companies House?',
            value: account.registrationNumber ? 'Yes' : 'No',
          },
          { key: 'Company registration number', value: account.registrationNumber },
          { key: 'Organisation name', value: account.name, actions: change('organisation name') },
          {
            key: 'Activity codes',
            value: (
              <>
                <p className="govuk-body">{account.type === 'OTHER' ? 'Other' : 'SIC'}</p>
                {account.type === 'OTHER' && account.otherTypeName ? (
                  <p className="govuk-body">{account.otherTypeName}</p>
                ) : null}
                <ul className="govuk-list">
                  {account.codes.map((code, index) => (
                    <li key={index}>{code}</li>
                  ))}
                </ul>
              </>
            ),
            actions: change('activity codes'),
          },
          {
            key: 'Registered address',
            value: (
              <>
                {[account.line1, account.line2, account.city, account.county, account.postcode]
                  .filter(Boolean)
                  .map((line, index) => (
                    <span key={index}>
                      {line}
                      <br />
                    </span>
                  ))}
              </>
            ),
            actions: change('registered address'),
          },
          { key: 'Location', value: locationName(account.location) },
        ]}
      />
    </>
  );
}

/** Newest phase first; within a phase, newest request first (creation dates are ISO dates). */
export function groupByPhase(requests: RequestDetails[]): { phase: string; requests: RequestDetails[] }[] {
  const groups = new Map<string, RequestDetails[]>();
  for (const request of [...requests].sort((a, b) => b.creationDate.localeCompare(a.creationDate))) {
    const phase = request.requestMetadata?.phase ?? '';
    groups.set(phase, [...(groups.get(phase) ?? []), request]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b.localeCompare(a, 'en', { numeric: true }))
    .map(([phase, grouped]) => ({ phase, requests: grouped }));
}

function PhasesTab({ accountId }: { accountId: number }) {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useAccountWorkflows(accountId, 'REPORTING', 1, ALL_WORKFLOWS);
  if (query.isPending) return <p className="govuk-body">Loading phases</p>;
  if (query.isError) return <p className="govuk-body">The phases could not be loaded. Try again later.</p>;
  const phases = groupByPhase(query.data.requestDetails);
  const shown = phases.slice((page - 1) * PHASES_PAGE_SIZE, page * PHASES_PAGE_SIZE);
  return (
    <>
      <h2 className="govuk-heading-l">Phases</h2>
      {phases.length === 0 ? <p className="govuk-body">There are no phases to show.</p> : null}
      {shown.map(({ phase, requests }) => (
        <section key={phase} className="govuk-!-margin-bottom-6">
          <h3 className="govuk-heading-m">{phaseName(phase)}</h3>
          <ul className="govuk-list govuk-list--spaced">
            {requests.map((request) => (
              <li key={request.id}>
                <Link
                  className="govuk-link govuk-!-margin-right-2"
                  to={paths.account.workflow(accountId, request.id, 'phases')}
                >
                  {requestName(request.requestType, phase)}
                </Link>
                <RequestStatusTag status={request.requestStatus} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Pagination
        page={page}
        pageSize={PHASES_PAGE_SIZE}
        totalItems={phases.length}
        counted={['phase', 'phases']}
      />
    </>
  );
}

function WorkflowHistoryTab({ accountId }: { accountId: number }) {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useAccountWorkflows(accountId, 'PERMIT', page, WORKFLOWS_PAGE_SIZE);
  if (query.isPending) return <p className="govuk-body">Loading workflows</p>;
  if (query.isError) return <p className="govuk-body">The workflows could not be loaded. Try again later.</p>;
  return (
    <>
      <h2 className="govuk-heading-l">Workflow history</h2>
      {query.data.requestDetails.length === 0 ? (
        <p className="govuk-body">
          There are no account opening or closure workflows to show. Reports are listed under Phases.
        </p>
      ) : (
        <ul className="govuk-list govuk-list--spaced">
          {query.data.requestDetails.map((request) => (
            <li key={request.id}>
              <Link
                className="govuk-link govuk-!-margin-right-2"
                to={paths.account.workflow(accountId, request.id)}
              >
                {`${request.id} ${requestName(request.requestType)}`}
              </Link>
              <RequestStatusTag status={request.requestStatus} />
              <br />
              <span className="govuk-body-s">Created: {formatDate(request.creationDate)}</span>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageSize={WORKFLOWS_PAGE_SIZE} totalItems={query.data.total} />
    </>
  );
}

/** Web-screens §2.2: the account header and its tabs, chosen by the URL fragment. */
export function AccountPage({ UsersTab }: { UsersTab?: ComponentType | undefined }) {
  const account = useAccount();
  const session = useSession();
  const roleType = session.userState?.roleType;
  const permissions = useRegulatorPermissions();
  const canCloseAccounts = permissions.ACCOUNT_CLOSURE === 'EXECUTE';
  // The API lets regulators who manage the account's users read its audit trail (ADR 21).
  const canViewAudit = roleType === 'REGULATOR' && permissions.MANAGE_PARTICIPANT_USERS === 'EXECUTE';
  const canStartTask = account.status !== 'CLOSED' && (roleType !== 'REGULATOR' || canCloseAccounts);

  const tabs: (TabItem | null)[] = [
    { id: 'details', label: 'Details', content: <DetailsTab account={account} /> },
    { id: 'phases', label: 'Phases', content: <PhasesTab accountId={account.id} /> },
    roleType === 'VERIFIER' || !UsersTab
      ? null
      : { id: 'users', label: 'Users and contacts', content: <UsersTab /> },
    { id: 'workflows', label: 'Workflow history', content: <WorkflowHistoryTab accountId={account.id} /> },
    { id: 'notes', label: 'Notes', content: <AccountNotes accountId={account.id} /> },
  ];

  return (
    <>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <SuccessMessageBanner />
          <span className="govuk-caption-l">{account.organisationId}</span>
          <h1 className="govuk-heading-l">
            {account.name} <AccountStatusTag status={account.status} />
          </h1>
          {canViewAudit ? (
            <p className="govuk-body">
              <Link className="govuk-link" to={paths.account.audit(account.id)}>
                Audit history
              </Link>
            </p>
          ) : null}
        </div>
        {canStartTask ? (
          <div className="govuk-grid-column-one-third">
            <Link
              className="govuk-button"
              data-module="govuk-button"
              to={paths.account.processActions(account.id)}
            >
              Start a new task
            </Link>
          </div>
        ) : null}
      </div>
      <Tabs
        title="Account"
        resetParams={['page']}
        items={tabs.filter((tab): tab is TabItem => tab !== null)}
      />
    </>
  );
}

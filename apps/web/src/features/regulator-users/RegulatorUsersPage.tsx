import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth';
import { useRegulatorPermissions } from '../../shared/auth/regulator-permissions';
import { ScrollRegion } from '../../shared/content';
import { useFormErrorTitle } from '../../shared/forms';
import {
  Button,
  ErrorSummary,
  NotificationBanner,
  Table,
  Tag,
  sortRows,
  type SortEvent,
  type TableColumn,
} from '../../shared/govuk';
import { Select } from '../../shared/govuk/forms';
import {
  useRegulatorUsers,
  useSaveStatuses,
  type AuthorityStatus,
  type RegulatorUserRow,
  type RegulatorUsers,
} from './regulator-users-api';
import { errorCode } from '../../shared/api';
import { paths } from '../../shared/routing';
import { SuccessMessageBanner } from '../../shared/success-message';

const STATUS_NAMES: Record<string, string> = {
  ACTIVE: 'Active',
  DISABLED: 'Disabled',
  ACCEPTED: 'Accepted',
  PENDING: 'Awaiting confirmation',
};

export const fullName = (user: { firstName?: string; lastName?: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

const statusId = (userId: string) => `status-${userId}`;
const EDITABLE_STATUSES = ['ACTIVE', 'DISABLED', 'ACCEPTED'];
/** Save stays enabled (GOV.UK advises against disabled buttons), so pressing it unchanged is answered. */
export const NOTHING_TO_SAVE = 'Change at least one account status before you save';

function UsersTable({ data, onSaved }: { data: RegulatorUsers; onSaved: (saved: boolean) => void }) {
  const me = useSession().userState?.userId;
  const editable = data.editable ?? false;
  const users = data.caUsers ?? [];
  const original = Object.fromEntries(users.map((user) => [user.userId, user.authorityStatus]));
  const [statuses, setStatuses] = useState<Record<string, AuthorityStatus>>(original);
  const [sort, setSort] = useState<SortEvent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveStatuses();
  useFormErrorTitle(failure !== null);

  const changed = users.filter((user) => statuses[user.userId] !== user.authorityStatus);
  const onSave = () => {
    if (changed.length === 0) {
      setFailure(NOTHING_TO_SAVE);
      return;
    }
    setFailure(null);
    save.mutate(
      changed.map((user) => ({
        userId: user.userId,
        authorityStatus: statuses[user.userId] ?? user.authorityStatus,
      })),
      {
        onSuccess: () => onSaved(true),
        onError: (error) =>
          setFailure(
            errorCode(error) === 'AUTHORITY1008'
              ? 'An accepted user can only be made active'
              : 'Your changes could not be saved. Try again.',
          ),
      },
    );
  };

  const rows = sort ? sortRows(users, sort, (user) => fullName(user).toLowerCase()) : users;

  const columns: TableColumn<RegulatorUserRow>[] = [
    {
      key: 'name',
      header: 'Name',
      isSortable: true,
      render: (user) =>
        editable || user.userId === me ? (
          <Link className="govuk-link" to={paths.regulatorUsers.user(user.userId)}>
            {fullName(user)}
          </Link>
        ) : (
          fullName(user)
        ),
    },
    { key: 'jobTitle', header: 'Job title', render: (user) => user.jobTitle ?? '' },
    {
      key: 'status',
      header: 'Account status',
      isHidden: !editable,
      render: (user) => {
        const locked = user.locked ? (
          <Tag colour="red" className="govuk-!-margin-top-1">
            Locked
          </Tag>
        ) : null;
        if (!EDITABLE_STATUSES.includes(user.authorityStatus)) {
          return (
            <>
              {STATUS_NAMES[user.authorityStatus] ?? user.authorityStatus} {locked}
            </>
          );
        }
        const choices = user.authorityStatus === 'ACCEPTED' ? ['ACCEPTED', 'ACTIVE'] : ['ACTIVE', 'DISABLED'];
        return (
          <>
            <Select
              id={statusId(user.userId)}
              name={statusId(user.userId)}
              label={`Account status for ${fullName(user)}`}
              labelClassName="govuk-visually-hidden"
              formGroupClassName="govuk-!-margin-bottom-0"
              value={statuses[user.userId] ?? user.authorityStatus}
              options={choices.map((value) => ({ value, text: STATUS_NAMES[value] ?? value }))}
              onChange={(event) => {
                onSaved(false);
                setStatuses((current) => ({
                  ...current,
                  [user.userId]: event.target.value as AuthorityStatus,
                }));
              }}
            />
            {locked}
          </>
        );
      },
    },
    {
      key: 'delete',
      header: <span className="govuk-visually-hidden">Actions</span>,
      isHidden: !editable,
      render: (user) => (
        <Link className="govuk-link" to={paths.regulatorUsers.remove(user.userId)}>
          Delete<span className="govuk-visually-hidden"> {fullName(user)}</span>
        </Link>
      ),
    },
  ];

  // The error leads to the first changed status, or to the first that can be changed when none was.
  const target = changed[0] ?? users.find((user) => EDITABLE_STATUSES.includes(user.authorityStatus));
  return (
    <>
      {failure ? (
        <ErrorSummary errors={[{ href: `#${statusId(target?.userId ?? '')}`, text: failure }]} />
      ) : null}
      <ScrollRegion label="Regulator users">
        <Table
          caption="Regulator users"
          captionClassName="govuk-visually-hidden"
          columns={columns}
          responsive
          rows={rows}
          rowKey={(user) => user.userId}
          sort={sort}
          onSort={setSort}
        />
      </ScrollRegion>
      {editable ? (
        <div className="govuk-button-group">
          <Button type="button" onClick={onSave} pending>
            Save
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setStatuses(original);
              setFailure(null);
            }}
          >
            Discard changes
          </Button>
        </div>
      ) : null}
    </>
  );
}

export function RegulatorUsersPage() {
  const query = useRegulatorUsers();
  const [saved, setSaved] = useState(false);
  const permissions = useRegulatorPermissions();
  // The API shows the people audit to regulators who manage regulator or participant users (ADR 21).
  const canViewAudit =
    permissions.MANAGE_USERS_AND_CONTACTS === 'EXECUTE' || permissions.MANAGE_PARTICIPANT_USERS === 'EXECUTE';
  if (query.isError) throw query.error;
  return (
    <>
      {saved ? (
        <NotificationBanner type="success">
          <p className="govuk-notification-banner__heading">The changes have been saved</p>
        </NotificationBanner>
      ) : (
        <SuccessMessageBanner />
      )}
      <h1 className="govuk-heading-l">Regulator users</h1>
      {canViewAudit ? (
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.peopleAudit}>
            Audit history of people
          </Link>
        </p>
      ) : null}
      {query.data?.editable ? (
        <Button href={paths.regulatorUsers.add} variant="secondary">
          Add a new user
        </Button>
      ) : null}
      {query.data ? (
        // Keyed by the data so a save (which reloads the list) starts the table again from the server's values.
        <UsersTable key={JSON.stringify(query.data.caUsers)} data={query.data} onSaved={setSaved} />
      ) : (
        <p className="govuk-body">Loading…</p>
      )}
    </>
  );
}

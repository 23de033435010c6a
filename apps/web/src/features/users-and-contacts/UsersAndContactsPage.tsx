import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ScrollRegion } from '../../shared/content';
import { useFormErrorTitle } from '../../shared/forms';
import { Button, ErrorSummary, NotificationBanner, Table, Tag, type TableColumn } from '../../shared/govuk';
import { Select } from '../../shared/govuk/forms';
import { useSession } from '../../shared/auth';
import {
  useAccountOperators,
  useOperatorRoles,
  useSaveOperators,
  type AccountOperators,
  type UserAuthorityInfo,
} from './operator-users-api';
import {
  ADVANCED,
  SERVER_MESSAGES,
  checkRows,
  controlId,
  initialRows,
  saveRequest,
  withContact,
  type ContactChoice,
  type RowError,
  type UserRowState,
} from './users-table';
import { errorCode } from '../../shared/api';
import { paths } from '../../shared/routing';
import { SuccessMessageBanner } from '../../shared/success-message';

const ROLE_NAMES: Record<string, string> = { operator_admin: 'Advanced user', operator: 'Restricted user' };
const STATUS_NAMES: Record<string, string> = {
  ACTIVE: 'Active',
  DISABLED: 'Disabled',
  ACCEPTED: 'Accepted',
  PENDING: 'Awaiting confirmation',
};

export function useAccountId(): number {
  const { accountId } = useParams();
  return Number(accountId);
}

function fullName(user: Pick<UserAuthorityInfo, 'firstName' | 'lastName'>) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

function UsersTable({
  data,
  accountId,
  onSaved,
}: {
  data: AccountOperators;
  accountId: number;
  /** Told about a save (true) or a change after it (false): the table starts again after a reload. */
  onSaved: (saved: boolean) => void;
}) {
  const session = useSession();
  const me = session.userState?.userId;
  const editable = data.editable ?? false;
  const original = initialRows(data);
  const [rows, setRows] = useState<UserRowState[]>(original);
  const [errors, setErrors] = useState<RowError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const setSaved = onSaved;
  const save = useSaveOperators(accountId);
  useFormErrorTitle(errors.length > 0);

  const stateOf = (userId: string) => rows.find((row) => row.userId === userId);
  const update = (userId: string, patch: Partial<UserRowState>) => {
    setSaved(false);
    setRows((current) => current.map((row) => (row.userId === userId ? { ...row, ...patch } : row)));
  };
  const errorFor = (userId: string, column: 'role' | 'contact' | 'status') =>
    errors.find((error) => error.fieldId === controlId(userId, column))?.message;

  const onSave = () => {
    setAttempt((count) => count + 1);
    const problems = checkRows(rows);
    setErrors(problems);
    if (problems.length > 0) return;
    save.mutate(saveRequest(original, rows), {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        const code = errorCode(error);
        setErrors([
          {
            fieldId: controlId(rows[0]?.userId ?? '', 'role'),
            message: (code && SERVER_MESSAGES[code]) ?? 'Your changes could not be saved. Try again.',
          },
        ]);
      },
    });
  };

  const columns: TableColumn<UserAuthorityInfo>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (user) => {
        const name = fullName(user);
        const linked = user.userId === me || (editable && user.authorityStatus !== 'PENDING');
        return linked ? (
          <Link className="govuk-link" to={paths.account.users.user(accountId, user.userId)}>
            {name}
          </Link>
        ) : (
          name
        );
      },
    },
    {
      key: 'role',
      header: 'User type',
      render: (user) => {
        const row = stateOf(user.userId ?? '');
        const plain =
          !editable ||
          !row ||
          ['PENDING', 'DISABLED'].includes(user.authorityStatus) ||
          !(user.roleCode && user.roleCode in ROLE_NAMES);
        if (plain) return user.roleName ?? ROLE_NAMES[user.roleCode ?? ''] ?? '';
        return (
          <Select
            id={controlId(row.userId, 'role')}
            name={`role-${row.userId}`}
            label={`User type for ${fullName(user)}`}
            labelClassName="govuk-visually-hidden"
            formGroupClassName="govuk-!-margin-bottom-0"
            errorMessage={errorFor(row.userId, 'role')}
            value={row.roleCode}
            options={Object.entries(ROLE_NAMES).map(([value, text]) => ({ value, text }))}
            onChange={(event) => {
              const roleCode = event.target.value;
              update(row.userId, roleCode === ADVANCED ? { roleCode } : { roleCode, contact: '' });
            }}
          />
        );
      },
    },
    {
      key: 'contact',
      header: 'Contact type',
      render: (user) => {
        const row = stateOf(user.userId ?? '');
        if (!row) return '';
        const offered = editable && row.roleCode === ADVANCED && user.authorityStatus !== 'PENDING';
        if (!offered) {
          return row.contact === 'PRIMARY'
            ? 'Primary contact'
            : row.contact === 'SECONDARY'
              ? 'Secondary contact'
              : '';
        }
        return (
          <Select
            id={controlId(row.userId, 'contact')}
            name={`contact-${row.userId}`}
            label={`Contact type for ${fullName(user)}`}
            labelClassName="govuk-visually-hidden"
            formGroupClassName="govuk-!-margin-bottom-0"
            errorMessage={errorFor(row.userId, 'contact')}
            value={row.contact}
            options={[
              { value: '', text: 'None' },
              { value: 'PRIMARY', text: 'Primary contact' },
              { value: 'SECONDARY', text: 'Secondary contact' },
            ]}
            onChange={(event) => {
              setSaved(false);
              setRows((current) => withContact(current, row.userId, event.target.value as ContactChoice));
            }}
          />
        );
      },
    },
    {
      key: 'status',
      header: 'Account status',
      render: (user) => {
        const row = stateOf(user.userId ?? '');
        const locked = user.locked ? (
          <Tag colour="red" className="govuk-!-margin-top-1">
            Locked
          </Tag>
        ) : null;
        if (
          !row ||
          !editable ||
          user.authorityStatus === 'PENDING' ||
          !['ACTIVE', 'DISABLED', 'ACCEPTED'].includes(user.authorityStatus)
        ) {
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
              id={controlId(row.userId, 'status')}
              name={`status-${row.userId}`}
              label={`Account status for ${fullName(user)}`}
              labelClassName="govuk-visually-hidden"
              formGroupClassName="govuk-!-margin-bottom-0"
              errorMessage={errorFor(row.userId, 'status')}
              value={row.authorityStatus}
              options={choices.map((value) => ({ value, text: STATUS_NAMES[value] ?? value }))}
              onChange={(event) =>
                update(row.userId, { authorityStatus: event.target.value as UserRowState['authorityStatus'] })
              }
            />
            {locked}
          </>
        );
      },
    },
    {
      key: 'remove',
      header: <span className="govuk-visually-hidden">Actions</span>,
      isHidden: !editable,
      render: (user) => (
        <Link className="govuk-link" to={paths.account.users.remove(accountId, user.userId)}>
          Remove<span className="govuk-visually-hidden"> {fullName(user)}</span>
        </Link>
      ),
    },
  ];

  return (
    <>
      {errors.length > 0 ? (
        <ErrorSummary
          key={attempt}
          errors={errors.map((error) => ({ href: `#${error.fieldId}`, text: error.message }))}
        />
      ) : null}
      <ScrollRegion label="Users">
        <Table
          caption="Users"
          columns={columns}
          rows={data.authorities ?? []}
          rowKey={(user) => user.userId ?? ''}
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
              setRows(original);
              setErrors([]);
              setSaved(false);
            }}
          >
            Discard changes
          </Button>
        </div>
      ) : null}
    </>
  );
}

function AddUser({ accountId }: { accountId: number }) {
  const roles = useOperatorRoles(accountId, true);
  const navigate = useNavigate();
  const [role, setRole] = useState('');
  const [error, setError] = useState<string>();
  useFormErrorTitle(error !== undefined);
  if (!roles.data) return null;
  return (
    <>
      {/* Its own summary: the users table below has one for its changes, which this form does not send. */}
      {error ? <ErrorSummary errors={[{ href: '#l.userType', text: error }]} /> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!role) {
            setError('Select a user type');
            return;
          }
          void navigate(paths.account.users.add(accountId, role));
        }}
      >
        <Select
          id="l.userType"
          name="userType"
          label="Add a new user"
          labelClassName="govuk-label--m"
          hint="Advanced users can manage users and contacts and submit reports. Restricted users can only work on the notification tasks they are given."
          errorMessage={error}
          value={role}
          options={[
            { value: '', text: 'Select a user type' },
            ...roles.data.map((item) => ({ value: item.code ?? '', text: item.name ?? '' })),
          ]}
          onChange={(event) => setRole(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Continue
        </Button>
      </form>
    </>
  );
}

/** Users and contacts of an account (web-screens §2.3). */
/** The users table and its notices, without the page frame: the account page shows it as a tab. */
export function UsersAndContactsContent({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const accountId = useAccountId();
  const operators = useAccountOperators(accountId);
  const [saved, setSaved] = useState(false);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <>
      {saved ? (
        <NotificationBanner type="success" title="Success">
          <p className="govuk-notification-banner__heading">Your changes have been saved</p>
        </NotificationBanner>
      ) : headingLevel === 1 ? (
        // A removal's confirmation; on the account page's tab the account page shows it.
        <SuccessMessageBanner />
      ) : null}
      <Heading className="govuk-heading-l">Users and contacts</Heading>
      <p className="govuk-body">
        The primary contact receives all emails about the account. The secondary contact is used when the
        primary contact cannot be reached. Only Advanced users can be contacts.
      </p>
      {operators.isPending ? <p className="govuk-body">Loading users…</p> : null}
      {operators.isError ? (
        <p className="govuk-body" role="alert">
          The users of this account could not be loaded. Try again later.
        </p>
      ) : null}
      {operators.data ? (
        <>
          {operators.data.editable ? <AddUser accountId={accountId} /> : null}
          <UsersTable
            // A reload (after saving or discarding) starts the table again from what the server holds.
            key={operators.dataUpdatedAt}
            data={operators.data}
            accountId={accountId}
            onSaved={setSaved}
          />
        </>
      ) : null}
    </>
  );
}

export function UsersAndContactsPage() {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <UsersAndContactsContent headingLevel={1} />
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import { paths } from '../../shared/routing';
import { WarningText } from '../../shared/govuk';
import type { ReminderAccount } from './reminders-api';

/** Lists show this many accounts, then say how many more. */
const SHOWN = 100;

function Accounts({ accounts }: { accounts: readonly ReminderAccount[] }) {
  const more = accounts.length - SHOWN;
  return (
    <ul className="govuk-list govuk-list--bullet">
      {accounts.slice(0, SHOWN).map((account) => (
        <li key={account.accountId}>
          <Link className="govuk-link" to={paths.account.home(account.accountId)}>
            {account.name}
          </Link>{' '}
          ({account.organisationId})
        </li>
      ))}
      {more > 0 ? <li>{`and ${more.toLocaleString('en-GB')} more`}</li> : null}
    </ul>
  );
}

const accountsWord = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'account' : 'accounts'}`;

/** What a send does (or did) with each chosen account: sent, already reminded today, nobody to tell, not live. */
export function AccountsOutcome({
  sent,
  alreadyReminded,
  noContacts,
  notLive,
  done = false,
}: {
  sent: readonly ReminderAccount[];
  alreadyReminded: readonly ReminderAccount[];
  noContacts: readonly ReminderAccount[];
  notLive: readonly ReminderAccount[];
  done?: boolean;
}) {
  return (
    <>
      {noContacts.length > 0 ? (
        <>
          <WarningText>
            {`${accountsWord(noContacts.length)} ${done ? 'did' : 'will'} not get it: ${noContacts.length === 1 ? 'it has' : 'they have'} no primary contact or Advanced user to send it to.`}
          </WarningText>
          <Accounts accounts={noContacts} />
        </>
      ) : null}
      {alreadyReminded.length > 0 ? (
        <>
          <h2 className="govuk-heading-s">{`Already reminded of this report today: ${accountsWord(alreadyReminded.length)}`}</h2>
          <p className="govuk-body">
            {done ? 'Skipped: not sent again.' : 'They will not get it again today.'}
          </p>
          <Accounts accounts={alreadyReminded} />
        </>
      ) : null}
      {notLive.length > 0 ? (
        <>
          <h2 className="govuk-heading-s">{`Not live (closed or not yet approved): ${accountsWord(notLive.length)}`}</h2>
          <Accounts accounts={notLive} />
        </>
      ) : null}
      {sent.length > 0 ? (
        <>
          <h2 className="govuk-heading-s">{`${done ? 'Sent to' : 'Goes to'}: ${accountsWord(sent.length)}`}</h2>
          <Accounts accounts={sent} />
        </>
      ) : null}
    </>
  );
}

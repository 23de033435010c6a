import { stateName } from './reminder-query';
import type { ListedAccount } from './reminders-api';

/** One page of the list with a box per account; the choice is kept across pages (at most `limit`). */
export function AccountChoice({
  accounts,
  selected,
  onChange,
  limit,
}: {
  accounts: readonly ListedAccount[];
  selected: ReadonlyMap<number, string>;
  onChange: (selected: ReadonlyMap<number, string>) => void;
  limit: number;
}) {
  const toggle = (account: ListedAccount, checked: boolean) => {
    const next = new Map(selected);
    if (checked && next.size < limit) next.set(account.accountId, account.name);
    else next.delete(account.accountId);
    onChange(next);
  };
  return (
    <fieldset className="govuk-fieldset">
      <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">Accounts on this page</legend>
      <div className="govuk-checkboxes govuk-checkboxes--small" data-module="govuk-checkboxes">
        {accounts.map((account) => {
          const id = `account-${account.accountId}`;
          const details = [
            account.registrationNumber,
            stateName(account.state),
            account.daysOverdue ? `${account.daysOverdue} days overdue` : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <div className="govuk-checkboxes__item" key={account.accountId}>
              <input
                className="govuk-checkboxes__input"
                id={id}
                type="checkbox"
                checked={selected.has(account.accountId)}
                onChange={(event) => toggle(account, event.target.checked)}
                aria-describedby={details ? `${id}-hint` : undefined}
              />
              <label className="govuk-label govuk-checkboxes__label" htmlFor={id}>
                {account.name}
              </label>
              {details ? (
                <div id={`${id}-hint`} className="govuk-hint govuk-checkboxes__hint">
                  {details}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

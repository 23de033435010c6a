import { Link } from 'react-router';
import { classNames } from './form-field';

export interface SummaryListAction {
  href: string;
  text: string;
  /** Completes the link text for screen readers, e.g. 'name' for 'Change name'. */
  visuallyHiddenText?: string;
}

export interface SummaryListRow {
  key: React.ReactNode;
  value: React.ReactNode;
  actions?: SummaryListAction[];
  className?: string;
}

export interface SummaryListProps {
  rows: SummaryListRow[];
  /** e.g. 'govuk-summary-list--no-border'. */
  className?: string;
}

/** A row is hidden when its value is empty (spec §3). */
export function isEmptyValue(value: React.ReactNode): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((item: React.ReactNode) => isEmptyValue(item));
  return false;
}

function ActionLink({ action }: { action: SummaryListAction }) {
  const content = (
    <>
      {action.text}
      {action.visuallyHiddenText ? (
        <span className="govuk-visually-hidden"> {action.visuallyHiddenText}</span>
      ) : null}
    </>
  );
  return action.href.startsWith('/') ? (
    <Link className="govuk-link" to={action.href}>
      {content}
    </Link>
  ) : (
    <a className="govuk-link" href={action.href}>
      {content}
    </a>
  );
}

/** GOV.UK summary list with optional row actions. */
export function SummaryList({ rows, className }: SummaryListProps) {
  const visible = rows.filter((row) => !isEmptyValue(row.value));
  const anyActions = visible.some((row) => row.actions?.length);
  return (
    <dl className={classNames('govuk-summary-list', className)}>
      {visible.map((row, index) => {
        const actions = row.actions ?? [];
        return (
          <div
            key={index}
            className={classNames(
              'govuk-summary-list__row',
              anyActions && actions.length === 0 ? 'govuk-summary-list__row--no-actions' : null,
              row.className,
            )}
          >
            <dt className="govuk-summary-list__key">{row.key}</dt>
            <dd className="govuk-summary-list__value">{row.value}</dd>
            {actions.length === 1 && actions[0] ? (
              <dd className="govuk-summary-list__actions">
                <ActionLink action={actions[0]} />
              </dd>
            ) : actions.length > 1 ? (
              <dd className="govuk-summary-list__actions">
                <ul className="govuk-summary-list__actions-list">
                  {actions.map((action) => (
                    <li key={action.href + action.text} className="govuk-summary-list__actions-list-item">
                      <ActionLink action={action} />
                    </li>
                  ))}
                </ul>
              </dd>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
}

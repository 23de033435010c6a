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

/** A summary card around the list (GOV.UK's `card` option): a title and actions for the whole card. */
export interface SummaryCard {
  title?: React.ReactNode;
  /** 2 unless the page's headings need another level. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** e.g. Change and Remove of one item of an add-another list. */
  actions?: SummaryListAction[];
}

export interface SummaryListProps {
  rows: SummaryListRow[];
  /** e.g. 'govuk-summary-list--no-border'. */
  className?: string;
  card?: SummaryCard;
}

/** A row is hidden when its value is empty (spec §3). */
export function isEmptyValue(value: React.ReactNode): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((item: React.ReactNode) => isEmptyValue(item));
  return false;
}

/** Link text plus, for screen readers, what it changes and (in a card) which card: 'Change name (Director)'. */
function ActionLink({ action, cardTitle }: { action: SummaryListAction; cardTitle: React.ReactNode }) {
  const hidden = action.visuallyHiddenText || (cardTitle !== undefined && cardTitle !== null);
  const content = (
    <>
      {action.text}
      {hidden ? (
        <span className="govuk-visually-hidden">
          {action.visuallyHiddenText ? <> {action.visuallyHiddenText}</> : null}
          {cardTitle !== undefined && cardTitle !== null ? <> ({cardTitle})</> : null}
        </span>
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

function Card({ card, children }: { card: SummaryCard; children: React.ReactNode }) {
  const Heading = `h${card.headingLevel ?? 2}` as const;
  const actions = card.actions ?? [];
  return (
    <div className="govuk-summary-card">
      <div className="govuk-summary-card__title-wrapper">
        {card.title !== undefined ? (
          <Heading className="govuk-summary-card__title">{card.title}</Heading>
        ) : null}
        {actions.length === 1 && actions[0] ? (
          <div className="govuk-summary-card__actions">
            <ActionLink action={actions[0]} cardTitle={card.title} />
          </div>
        ) : actions.length > 1 ? (
          <ul className="govuk-summary-card__actions">
            {actions.map((action) => (
              <li key={action.href + action.text} className="govuk-summary-card__action">
                <ActionLink action={action} cardTitle={card.title} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="govuk-summary-card__content">{children}</div>
    </div>
  );
}

/** GOV.UK summary list with optional row actions, optionally in a summary card. */
export function SummaryList({ rows, className, card }: SummaryListProps) {
  const visible = rows.filter((row) => !isEmptyValue(row.value));
  const anyActions = visible.some((row) => row.actions?.length);
  const list = (
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
                <ActionLink action={actions[0]} cardTitle={card?.title} />
              </dd>
            ) : actions.length > 1 ? (
              <dd className="govuk-summary-list__actions">
                <ul className="govuk-summary-list__actions-list">
                  {actions.map((action) => (
                    <li key={action.href + action.text} className="govuk-summary-list__actions-list-item">
                      <ActionLink action={action} cardTitle={card?.title} />
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
  return card ? <Card card={card}>{list}</Card> : list;
}

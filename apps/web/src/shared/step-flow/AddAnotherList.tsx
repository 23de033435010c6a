import { fieldId } from '../forms';
import { Button } from '../govuk';
import { SummaryList, type SummaryListRow } from '../govuk/forms';
import { useMessages } from '../i18n';
import { stepFlowMessages } from './messages.en';

export interface AddAnotherItem {
  /** The item's name: its summary card's title, and what Change and Remove name for screen readers. */
  title: string;
  /** Its answers, shown in the card. */
  rows: SummaryListRow[];
  changeHref?: string;
  removeHref?: string;
}

export interface AddAnotherListProps {
  items: AddAnotherItem[];
  /** Shown while the list is empty, e.g. 'No energy audits have been added'. */
  emptyText: string;
  /** The 'Add' button; none when no more may be added. */
  add?: { href: string; text: string };
  /** The field the error summary links to when the list is refused ('Add at least one…'). */
  field?: string;
  /** Heading level of the cards' titles (2 unless the page's headings need another). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * GOV.UK's 'add multiple things' pattern: the items added so far, each a summary card with Change and
 * Remove, then a button to add another. Each item's page and its removal are pages of the step flow
 * (addAnotherPages), so every change is saved.
 */
export function AddAnotherList({ items, emptyText, add, field, headingLevel = 2 }: AddAnotherListProps) {
  const t = useMessages(stepFlowMessages);
  return (
    <div id={field ? fieldId(field) : undefined} tabIndex={field ? -1 : undefined}>
      {items.length === 0 ? <p className="govuk-body">{emptyText}</p> : null}
      {items.map((item, index) => (
        <SummaryList
          key={index}
          rows={item.rows}
          card={{
            title: item.title,
            headingLevel,
            actions: [
              ...(item.changeHref ? [{ href: item.changeHref, text: t('change') }] : []),
              ...(item.removeHref ? [{ href: item.removeHref, text: t('remove') }] : []),
            ],
          }}
        />
      ))}
      {add ? (
        <Button href={add.href} variant="secondary">
          {add.text}
        </Button>
      ) : null}
    </div>
  );
}

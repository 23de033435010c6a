import type { FieldValues } from 'react-hook-form';
import { z, type ZodType } from 'zod';
import { RadiosField, requiredChoice } from '../forms';
import type { SummaryListRow } from '../govuk/forms';
import { useMessages } from '../i18n';
import { textIn } from '../workflow/text';
import { AddAnotherList } from './AddAnotherList';
import { StepFieldError, fillPath, stepPage } from './flow';
import { stepFlowMessages } from './messages.en';
import type { StepFieldsProps, StepPage, StepParams, StepSummaryRow } from './types';

/** The item parameter of a new item's page: `<path>/add`. */
export const NEW_ITEM = 'add';

export interface AddAnotherOptions<Answers, Item, Values extends FieldValues, Output> {
  /** The list page's address; items are at `<path>/<n>` (from 1) and `<path>/add`, removal at `<path>/<n>/remove`. */
  path: string;
  /** The list page's title: 'Add an energy audit'. */
  title: string;
  /** The item page's title: 'Enter the energy audit details'. */
  itemTitle: string;
  /** 'energy audit': the buttons and the removal question name it. */
  noun: string;
  /** The list's row on 'Check your answers': 'Energy audits'. */
  summaryKey: string;
  /** Shown while the list is empty: 'No energy audits have been added'. */
  emptyText: string;
  /** When the list is on the route (default: always). */
  when?: (answers: Answers) => boolean;
  items: (answers: Answers) => readonly Item[];
  /** The answers holding this list (dropping answers the new list makes irrelevant). */
  setItems: (answers: Answers, items: Item[]) => Answers;
  /** How a saved item is listed: its card's title and rows. */
  describe: (item: Item, position: number) => { title: string; rows: SummaryListRow[] };
  /** The fewest items the section needs (default none), and what to say when there are fewer. */
  min?: { count: number; message: string };
  /** The most items: no 'Add' button then. */
  max?: number;
  /** The item page: its schema, its starting values (item undefined when adding) and the item it makes. */
  itemSchema: ZodType<Output, Values>;
  itemValues: (item: Item | undefined) => Values;
  toItem: (output: Output, previous: Item | undefined) => Item;
  ItemFields: (props: StepFieldsProps<Values, Answers, Output>) => React.ReactNode;
  /** The list's rows on 'Check your answers' (default: one row naming every item). */
  summary?: (answers: Answers) => StepSummaryRow[];
  /** Whether the list is answered (default: it holds at least `min` items); e.g. once saved, even empty. */
  done?: (answers: Answers) => boolean;
  /**
   * The removal page as a question and one button ('Are you sure you want to delete this person?', 'Yes,
   * delete this person') rather than the default yes-or-no question.
   */
  removal?: { title: string; confirmText: string };
}

/** The 1-based position in `params.item`, or undefined for a new (or unknown) item. */
function position(params: StepParams, count: number): number | undefined {
  const value = Number(params.item);
  return Number.isInteger(value) && value >= 1 && value <= count ? value : undefined;
}

const listSchema = z.object({});
type ListValues = z.input<typeof listSchema>;

const removeSchema = z.object({
  remove: requiredChoice(['YES', 'NO'], () => textIn(stepFlowMessages, 'selectYesOrNo')),
});
type RemoveValues = z.input<typeof removeSchema>;
type RemoveOutput = z.output<typeof removeSchema>;

/** 'Add an energy audit', 'Add a person': the first item's Add button reads as a sentence. */
const addFirst = (noun: string) => (/^[aeiou]/i.test(noun) ? 'addFirstAn' : 'addFirstA');

/**
 * The pages of an add-another list in a step flow: the list itself (on the route: a summary card per item
 * with Change and Remove, and an 'Add' button), an item's page and its removal (both reached from the list
 * and going back to it). Every Continue saves the section, so an added item is never lost.
 */
export function addAnotherPages<Answers, Item, Values extends FieldValues, Output>(
  options: AddAnotherOptions<Answers, Item, Values, Output>,
): StepPage<Answers>[] {
  const { path, noun } = options;
  const itemPath = `${path}/:item`;
  const itemAt = (answers: Answers, params: StepParams) => {
    const items = options.items(answers);
    const at = position(params, items.length);
    return { items: [...items], at, item: at === undefined ? undefined : items[at - 1] };
  };

  const list = stepPage<Answers, ListValues, ListValues>({
    path,
    title: options.title,
    ...(options.when ? { when: options.when } : {}),
    schema: listSchema,
    values: () => ({}),
    apply: (answers) => {
      if (options.min && options.items(answers).length < options.min.count) {
        throw new StepFieldError('items', options.min.message);
      }
      return answers;
    },
    done: options.done ?? ((answers) => options.items(answers).length >= (options.min?.count ?? 0)),
    Fields: function AddAnotherFields({ answers, pageHref }) {
      const t = useMessages(stepFlowMessages);
      const items = options.items(answers);
      const canAdd = options.max === undefined || items.length < options.max;
      return (
        <AddAnotherList
          field="items"
          emptyText={options.emptyText}
          items={items.map((item, index) => {
            const itemHref = fillPath(itemPath, { item: String(index + 1) });
            return {
              ...options.describe(item, index + 1),
              changeHref: pageHref(itemHref),
              removeHref: pageHref(`${itemHref}/remove`),
            };
          })}
          add={
            canAdd
              ? {
                  href: pageHref(fillPath(itemPath, { item: NEW_ITEM })),
                  text: t(items.length === 0 ? addFirst(noun) : 'addAnother', { noun }),
                }
              : undefined
          }
        />
      );
    },
    summary:
      options.summary ??
      ((answers) => {
        const titles = options.items(answers).map((item, index) => options.describe(item, index + 1).title);
        return [
          {
            key: options.summaryKey,
            value:
              titles.length === 0
                ? options.emptyText
                : titles.map((title, index) => (
                    <span key={index} className="govuk-!-display-block">
                      {title}
                    </span>
                  )),
            change: options.summaryKey.toLowerCase(),
          },
        ];
      }),
  });

  const item = stepPage<Answers, Values, Output>({
    path: itemPath,
    title: options.itemTitle,
    returnTo: path,
    schema: options.itemSchema,
    values: (answers, params) => options.itemValues(itemAt(answers, params).item),
    apply: (answers, output, params) => {
      const { items, at, item: previous } = itemAt(answers, params);
      if (at === undefined) items.push(options.toItem(output, undefined));
      else items[at - 1] = options.toItem(output, previous);
      return options.setItems(answers, items);
    },
    done: () => true,
    Fields: options.ItemFields,
  });

  const removeItem = (answers: Answers, params: StepParams) => {
    const { items, at } = itemAt(answers, params);
    if (at === undefined) return answers;
    items.splice(at - 1, 1);
    return options.setItems(answers, items);
  };
  const removedTitle = (answers: Answers, params: StepParams) => {
    const { at, item: removed } = itemAt(answers, params);
    return removed === undefined || at === undefined ? undefined : options.describe(removed, at).title;
  };

  const remove = options.removal
    ? stepPage<Answers, ListValues, ListValues>({
        path: `${itemPath}/remove`,
        title: options.removal.title,
        returnTo: path,
        schema: listSchema,
        values: () => ({}),
        apply: (answers, _output, params) => removeItem(answers, params),
        done: () => true,
        continueText: options.removal.confirmText,
        Fields: ({ answers, params }) => <p className="govuk-body">{removedTitle(answers, params)}</p>,
      })
    : stepPage<Answers, RemoveValues, RemoveOutput>({
        path: `${itemPath}/remove`,
        // Read when the page renders, so it follows the page's language.
        get title() {
          return textIn(stepFlowMessages, 'removeQuestion', { noun });
        },
        ownHeading: true,
        returnTo: path,
        schema: removeSchema,
        values: () => ({ remove: null }),
        apply: (answers, output, params) => (output.remove === 'YES' ? removeItem(answers, params) : answers),
        done: () => true,
        Fields: function RemoveFields({ form, params, answers, title }) {
          const t = useMessages(stepFlowMessages);
          return (
            <RadiosField
              control={form.control}
              name="remove"
              legend={{ text: title, size: 'l', isPageHeading: true }}
              hint={removedTitle(answers, params)}
              className="govuk-radios--inline"
              items={[
                { value: 'YES', text: t('yes') },
                { value: 'NO', text: t('no') },
              ]}
            />
          );
        },
      });

  return [list, item, remove];
}

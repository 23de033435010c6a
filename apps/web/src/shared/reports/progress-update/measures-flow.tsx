import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { SummaryList, type SummaryListRow } from '../../govuk/forms';
import {
  AddAnotherList,
  addAnotherPages,
  stepTitle,
  type CheckAnswersProps,
  type StepFieldsProps,
  type StepFlow,
  type StepPage,
} from '../../step-flow';
import { MEASURES_NAME } from './model';

/**
 * The frame of a progress update's 'Update for energy efficiency measures' (task-forms §3): a page per
 * carried-over measure, the new measures (an add-another list), then 'Check your answers' listing both.
 */

interface Named {
  measureName?: string | null;
}

/** The new measures' pages: the list, a measure's page, its removal. */
export function newMeasurePages<
  Answers,
  Measure extends Named,
  Values extends FieldValues,
  Output extends Measure,
>(options: {
  items: (answers: Answers) => readonly Measure[];
  setItems: (answers: Answers, items: Measure[]) => Answers;
  rows: (measure: Measure) => SummaryListRow[];
  itemSchema: ZodType<Output, Values>;
  itemValues: (measure: Measure | undefined) => Values;
  ItemFields: (props: StepFieldsProps<Values, Answers, Output>) => ReactNode;
}): StepPage<Answers>[] {
  return addAnotherPages({
    path: 'new-measures',
    title: 'New measures',
    itemTitle: 'Add an energy efficiency measure',
    noun: 'energy efficiency measure',
    summaryKey: 'New measures',
    emptyText: 'No new measures have been added.',
    max: 50,
    items: options.items,
    setItems: options.setItems,
    describe: (measure: Measure) => ({
      title: measure.measureName ?? 'Unnamed measure',
      rows: options.rows(measure),
    }),
    itemSchema: options.itemSchema,
    itemValues: options.itemValues,
    toItem: (measure) => measure,
    ItemFields: options.ItemFields,
  });
}

export interface CarriedCard {
  key: string;
  title: string;
  rows: SummaryListRow[];
}

/** 'Check your answers': a card per carried-over measure (Change goes to its page), then the new measures. */
export function MeasuresAnswers<Measure extends Named>({
  heading,
  carried,
  added,
  addedRows,
  changeHref,
  spreadsheet,
}: {
  heading: string;
  carried: CarriedCard[];
  added: readonly Measure[];
  addedRows: (measure: Measure) => SummaryListRow[];
  changeHref(path: string): string;
  /** The measures to and from a spreadsheet, when the update has a sheet. */
  spreadsheet?: ReactNode;
}) {
  return (
    <>
      <h2 className="govuk-heading-m">{heading}</h2>
      {carried.length === 0 ? <p className="govuk-body">There are no measures in the action plan.</p> : null}
      {carried.map((card, index) => (
        <SummaryList
          key={card.key}
          rows={card.rows}
          card={{
            title: card.title,
            headingLevel: 3,
            actions: [{ href: changeHref(`measure-${index + 1}`), text: 'Change' }],
          }}
        />
      ))}
      <h2 className="govuk-heading-m">New measures</h2>
      <AddAnotherList
        emptyText="No new measures have been added."
        headingLevel={3}
        items={added.map((measure, index) => ({
          title: measure.measureName ?? 'Unnamed measure',
          rows: addedRows(measure),
          changeHref: changeHref(`new-measures/${index + 1}`),
          removeHref: changeHref(`new-measures/${index + 1}/remove`),
        }))}
        add={{ href: changeHref('new-measures/add'), text: 'Add an energy efficiency measure' }}
      />
      {spreadsheet}
    </>
  );
}

/** The section's flow from its pages and its 'Check your answers' body. */
export function measuresFlowOf<Answers>(
  pages: StepPage<Answers>[],
  Answers: (props: CheckAnswersProps<Answers>) => ReactNode,
): StepFlow<Answers> {
  return {
    caption: MEASURES_NAME,
    continueText: 'Save and continue',
    pages,
    checkAnswers: { confirmText: 'Confirm and complete', Answers },
  };
}

/** The section's page titles: a carried-over measure's pages are `measure-<n>`. */
export const measuresTitleOf =
  <Answers,>(flow: StepFlow<Answers>) =>
  (address: string) =>
    address.startsWith('measure-') ? 'Update for energy efficiency measure' : stepTitle(flow, address);

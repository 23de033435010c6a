import { MAX_PLAN_MEASURES } from '@esos/reporting-rules';
import { z } from 'zod';
import { RadiosField, fieldId, requiredChoice } from '../../shared/forms';
import { Button } from '../../shared/govuk';
import { SummaryList, Textarea } from '../../shared/govuk/forms';
import {
  MeasureFields,
  MeasuresDownloadLink,
  TEXT_MAX,
  formatKwh,
  measureRows,
  measureSchema,
  measureValues,
  type EnergyEfficiencyMeasure,
} from '../../shared/reports';
import { Link } from 'react-router';
import { AddAnotherList, addAnotherPages, stepPage, type StepFlow } from '../../shared/step-flow';
import { useTaskPageData } from '../../shared/workflow/task';
import { SECTIONS, measuresOf, type ActionPlan } from './plan';

/**
 * 'Energy efficiency measures' (task-forms §2): whether any are proposed (with context when not), the
 * measures themselves as an add-another list, then 'Check your answers'.
 */

export const PROPOSED_QUESTION =
  'Do you have any energy efficiency measures proposed to be implemented before the end of the relevant compliance period?';

export const measuresMessages = {
  proposed: 'Select yes if you have any energy efficiency measures to be implemented',
  context: `The text should not be longer than ${TEXT_MAX} characters`,
  atLeastOne: 'Add at least one energy efficiency measure',
};

/** The measures' list page, and the spreadsheet upload beside the flow (issue 42; sections.tsx). */
export const MEASURES_LIST_PATH = 'measures';
export const MEASURES_UPLOAD_PATH = 'measures/upload';

const section = (plan: ActionPlan) => plan.energyEfficiencyMeasure ?? {};
const withSection = (
  plan: ActionPlan,
  changes: NonNullable<ActionPlan['energyEfficiencyMeasure']>,
): ActionPlan => ({
  ...plan,
  energyEfficiencyMeasure: { ...section(plan), ...changes },
});

const proposedSchema = z
  .object({
    haveMeasures: requiredChoice(['YES', 'NO'], measuresMessages.proposed),
    noMeasureContext: z.string(),
  })
  .superRefine((values, context) => {
    if (values.haveMeasures === 'NO' && values.noMeasureContext.trim().length > TEXT_MAX) {
      context.addIssue({ code: 'custom', path: ['noMeasureContext'], message: measuresMessages.context });
    }
  });

const proposed = stepPage({
  path: 'proposed-measures',
  title: PROPOSED_QUESTION,
  ownHeading: true,
  schema: proposedSchema,
  values: (plan: ActionPlan) => {
    const have = section(plan).haveEnergyEfficiencyMeasures;
    return {
      haveMeasures: have === true ? ('YES' as const) : have === false ? ('NO' as const) : null,
      noMeasureContext: section(plan).noMeasureContext ?? '',
    };
  },
  done: (plan) => typeof section(plan).haveEnergyEfficiencyMeasures === 'boolean',
  // Answers the other choice makes irrelevant go: "No" drops the measures, "Yes" the context.
  apply: (plan: ActionPlan, output) => {
    const {
      haveEnergyEfficiencyMeasures: _have,
      noMeasureContext: _context,
      energyEfficiencyMeasures,
      ...rest
    } = section(plan);
    const context = output.noMeasureContext.trim();
    return {
      ...plan,
      energyEfficiencyMeasure:
        output.haveMeasures === 'YES'
          ? {
              ...rest,
              haveEnergyEfficiencyMeasures: true,
              energyEfficiencyMeasures: energyEfficiencyMeasures ?? [],
            }
          : {
              ...rest,
              haveEnergyEfficiencyMeasures: false,
              ...(context ? { noMeasureContext: context } : {}),
            },
    };
  },
  // A first "Yes" goes straight to the first measure's form.
  next: (plan) =>
    section(plan).haveEnergyEfficiencyMeasures === true && measuresOf(plan).length === 0
      ? 'measures/add'
      : undefined,
  Fields: ({ form, title }) => (
    <RadiosField
      control={form.control}
      name="haveMeasures"
      legend={{ text: title, size: 'l', isPageHeading: true }}
      items={[
        { value: 'YES', text: 'Yes' },
        {
          value: 'NO',
          text: 'No',
          conditional: (
            <Textarea
              id={fieldId('noMeasureContext')}
              label="Provide context (optional)"
              errorMessage={form.formState.errors.noMeasureContext?.message}
              {...form.register('noMeasureContext')}
            />
          ),
        },
      ]}
    />
  ),
  summary: (plan) => [
    {
      key: PROPOSED_QUESTION,
      value: section(plan).haveEnergyEfficiencyMeasures ? 'Yes' : 'No',
      change: 'whether you have energy efficiency measures proposed',
    },
    ...(section(plan).haveEnergyEfficiencyMeasures === false
      ? [{ key: 'Context', value: section(plan).noMeasureContext ?? 'None', change: 'the context' }]
      : []),
  ],
});

/** The plan with these measures (so with "Yes" to having any): what an uploaded file saves. */
export const withMeasures = (plan: ActionPlan, items: EnergyEfficiencyMeasure[]): ActionPlan =>
  withSection(plan, { haveEnergyEfficiencyMeasures: true, energyEfficiencyMeasures: items });

/**
 * Above a list of measures: how many there are, as a plan may hold up to 1,000 (ADR 52) and its cards run long;
 * a large plan is managed through the file below rather than paged through.
 */
function MeasuresCount({ count }: { count: number }) {
  if (count === 0) return null;
  const noun = count === 1 ? 'measure' : 'measures';
  return (
    <p className="govuk-body" data-testid="measures-count">
      The plan has {count.toLocaleString('en-GB')} energy efficiency {noun}.
    </p>
  );
}

/** Above this many measures a list shows one row each instead of a card each (ADR 52: 1,000 cards took seconds). */
export const MANY_MEASURES = 50;

/** A long plan's measures, a row each: its name, its total savings, Change and Remove. */
function MeasureRows({
  measures,
  href,
}: {
  measures: readonly EnergyEfficiencyMeasure[];
  href(path: string): string;
}) {
  return (
    <SummaryList
      rows={measures.map((measure, index) => {
        const name = measure.measureName ?? 'Unnamed measure';
        return {
          key: name,
          value: formatKwh(measure.totalEnergySavingsExpected?.total),
          actions: [
            { href: href(`${MEASURES_LIST_PATH}/${index + 1}`), text: 'Change', visuallyHiddenText: name },
            {
              href: href(`${MEASURES_LIST_PATH}/${index + 1}/remove`),
              text: 'Remove',
              visuallyHiddenText: name,
            },
          ],
        };
      })}
    />
  );
}

/** Below the list: the measures to and from a spreadsheet. */
function SpreadsheetLinks({ pageHref }: { pageHref(path: string): string }) {
  const taskId = useTaskPageData().task.requestTask.id;
  return (
    <>
      <h2 className="govuk-heading-m">Use a spreadsheet</h2>
      <p className="govuk-body">
        <MeasuresDownloadLink taskId={taskId} text="Download a template" />, with the measures added so far,
        fill it in and{' '}
        <Link className="govuk-link" to={pageHref(MEASURES_UPLOAD_PATH)}>
          upload a file
        </Link>{' '}
        (.xlsx or .csv, smaller than 5MB, at most {MAX_PLAN_MEASURES.toLocaleString('en-GB')} measures).
      </p>
    </>
  );
}

const [measuresList, ...measureItemPages] = addAnotherPages({
  path: MEASURES_LIST_PATH,
  title: 'Energy efficiency measures added',
  itemTitle: 'Energy efficiency measure',
  noun: 'energy efficiency measure',
  summaryKey: 'Energy efficiency measures',
  emptyText: 'No energy efficiency measures have been added.',
  when: (plan: ActionPlan) => section(plan).haveEnergyEfficiencyMeasures === true,
  min: { count: 1, message: measuresMessages.atLeastOne },
  max: MAX_PLAN_MEASURES,
  items: measuresOf,
  setItems: (plan: ActionPlan, items: EnergyEfficiencyMeasure[]) =>
    withSection(plan, { energyEfficiencyMeasures: items }),
  describe: (measure) => ({ title: measure.measureName ?? 'Unnamed measure', rows: measureRows(measure) }),
  itemSchema: measureSchema,
  itemValues: measureValues,
  toItem: (measure) => measure,
  ItemFields: ({ form }) => <MeasureFields form={form} />,
});

/** Check your answers: the question, then each measure's card with its Change link. */
function MeasuresAnswers({ answers, changeHref }: { answers: ActionPlan; changeHref(path: string): string }) {
  const have = section(answers).haveEnergyEfficiencyMeasures;
  const rows = proposed.summary?.(answers) ?? [];
  const taskId = useTaskPageData().task.requestTask.id;
  return (
    <>
      <SummaryList
        rows={rows.map(({ change, ...row }) => ({
          ...row,
          actions: [
            {
              href: changeHref('proposed-measures'),
              text: 'Change',
              visuallyHiddenText: change || undefined,
            },
          ],
        }))}
      />
      {have ? (
        <>
          <h2 className="govuk-heading-m">Energy efficiency measures added</h2>
          <MeasuresCount count={measuresOf(answers).length} />
          {measuresOf(answers).length > MANY_MEASURES ? (
            <MeasureRows measures={measuresOf(answers)} href={changeHref} />
          ) : (
            <AddAnotherList
              emptyText="No energy efficiency measures have been added."
              headingLevel={3}
              items={measuresOf(answers).map((measure, index) => ({
                title: measure.measureName ?? 'Unnamed measure',
                rows: measureRows(measure),
                changeHref: changeHref(`measures/${index + 1}`),
              }))}
              add={{ href: changeHref('measures/add'), text: 'Add another energy efficiency measure' }}
            />
          )}
          <p className="govuk-body">
            <MeasuresDownloadLink taskId={taskId} text="Download these measures" />
          </p>
        </>
      ) : null}
    </>
  );
}

if (!measuresList) throw new Error('the measures list page is missing');
const listPage = measuresList;
const measuresListWithLinks: typeof listPage = {
  ...listPage,
  Fields: (props) => (
    <>
      <MeasuresCount count={measuresOf(props.answers).length} />
      {measuresOf(props.answers).length > MANY_MEASURES ? (
        <>
          <MeasureRows measures={measuresOf(props.answers)} href={props.pageHref} />
          {measuresOf(props.answers).length < MAX_PLAN_MEASURES ? (
            <Button href={props.pageHref(`${MEASURES_LIST_PATH}/add`)} variant="secondary">
              Add another energy efficiency measure
            </Button>
          ) : null}
        </>
      ) : (
        listPage.Fields(props)
      )}
      <SpreadsheetLinks pageHref={props.pageHref} />
    </>
  ),
};

export const measuresFlow: StepFlow<ActionPlan> = {
  caption: SECTIONS.measures.name,
  continueText: 'Save and continue',
  pages: [proposed, measuresListWithLinks, ...measureItemPages],
  checkAnswers: { confirmText: 'Confirm and complete', Answers: MeasuresAnswers },
};

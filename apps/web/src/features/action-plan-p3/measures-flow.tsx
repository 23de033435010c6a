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
import { useMessages } from '../../shared/i18n';
import { text } from '../../shared/i18n/catalogue';
import { useTaskPageData } from '../../shared/workflow/task';
import { actionPlanMessages, type ActionPlanKey } from './messages.en';
import { SECTIONS, measuresOf, type ActionPlan } from './plan';

/**
 * 'Energy efficiency measures' (task-forms §2): whether any are proposed (with context when not), the
 * measures themselves as an add-another list, then 'Check your answers'. The flow is made once, so what it
 * shows is read through getters (the step-flow kit reads them as it renders): the page's current language.
 */

const say = (key: ActionPlanKey, params?: Record<string, number>) => text(actionPlanMessages, key, params);

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

// Made when the form asks for it, so its messages are in the page's language.
const proposedSchema = () =>
  z
    .object({
      haveMeasures: requiredChoice(['YES', 'NO'], say('proposedRequired')),
      noMeasureContext: z.string(),
    })
    .superRefine((values, context) => {
      if (values.haveMeasures === 'NO' && values.noMeasureContext.trim().length > TEXT_MAX) {
        context.addIssue({
          code: 'custom',
          path: ['noMeasureContext'],
          message: say('contextTooLong', { max: TEXT_MAX }),
        });
      }
    });

const proposed = stepPage({
  path: 'proposed-measures',
  get title() {
    return say('proposedQuestion');
  },
  ownHeading: true,
  get schema() {
    return proposedSchema();
  },
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
        { value: 'YES', text: say('yes') },
        {
          value: 'NO',
          text: say('no'),
          conditional: (
            <Textarea
              id={fieldId('noMeasureContext')}
              label={say('contextLabel')}
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
      key: say('proposedQuestion'),
      value: say(section(plan).haveEnergyEfficiencyMeasures ? 'yes' : 'no'),
      change: say('changeProposed'),
    },
    ...(section(plan).haveEnergyEfficiencyMeasures === false
      ? [
          {
            key: say('contextKey'),
            value: section(plan).noMeasureContext ?? say('none'),
            change: say('changeContext'),
          },
        ]
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
  const t = useMessages(actionPlanMessages);
  if (count === 0) return null;
  return (
    <p className="govuk-body" data-testid="measures-count">
      {t('measuresCount', { count, shown: count.toLocaleString('en-GB') })}
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
  const t = useMessages(actionPlanMessages);
  return (
    <SummaryList
      rows={measures.map((measure, index) => {
        const name = measure.measureName ?? t('unnamedMeasure');
        return {
          key: name,
          value: formatKwh(measure.totalEnergySavingsExpected?.total),
          actions: [
            { href: href(`${MEASURES_LIST_PATH}/${index + 1}`), text: t('change'), visuallyHiddenText: name },
            {
              href: href(`${MEASURES_LIST_PATH}/${index + 1}/remove`),
              text: t('remove'),
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
  const t = useMessages(actionPlanMessages);
  const taskId = useTaskPageData().task.requestTask.id;
  return (
    <>
      <h2 className="govuk-heading-m">{t('useSpreadsheet')}</h2>
      <p className="govuk-body">
        <MeasuresDownloadLink taskId={taskId} text={t('downloadTemplate')} />
        {t('templateThen')}{' '}
        <Link className="govuk-link" to={pageHref(MEASURES_UPLOAD_PATH)}>
          {t('uploadFile')}
        </Link>{' '}
        {t('fileLimits', { max: MAX_PLAN_MEASURES.toLocaleString('en-GB') })}
      </p>
    </>
  );
}

const [measuresList, ...measureItemPages] = addAnotherPages({
  path: MEASURES_LIST_PATH,
  // The kit copies the two titles when it makes the pages: they are set again as getters below.
  title: 'Energy efficiency measures added',
  itemTitle: 'Energy efficiency measure',
  // A fragment of the kit's own English sentences: it follows when the kit is translated.
  noun: 'energy efficiency measure',
  get summaryKey() {
    return say('measuresSection');
  },
  get emptyText() {
    return say('noMeasures');
  },
  when: (plan: ActionPlan) => section(plan).haveEnergyEfficiencyMeasures === true,
  min: {
    count: 1,
    get message() {
      return say('atLeastOne');
    },
  },
  max: MAX_PLAN_MEASURES,
  items: measuresOf,
  setItems: (plan: ActionPlan, items: EnergyEfficiencyMeasure[]) =>
    withSection(plan, { energyEfficiencyMeasures: items }),
  describe: (measure) => ({
    title: measure.measureName ?? say('unnamedMeasure'),
    rows: measureRows(measure),
  }),
  itemSchema: measureSchema,
  itemValues: measureValues,
  toItem: (measure) => measure,
  ItemFields: ({ form }) => <MeasureFields form={form} />,
});

/** Check your answers: the question, then each measure's card with its Change link. */
function MeasuresAnswers({ answers, changeHref }: { answers: ActionPlan; changeHref(path: string): string }) {
  const t = useMessages(actionPlanMessages);
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
              text: t('change'),
              visuallyHiddenText: change || undefined,
            },
          ],
        }))}
      />
      {have ? (
        <>
          <h2 className="govuk-heading-m">{t('measuresAdded')}</h2>
          <MeasuresCount count={measuresOf(answers).length} />
          {measuresOf(answers).length > MANY_MEASURES ? (
            <MeasureRows measures={measuresOf(answers)} href={changeHref} />
          ) : (
            <AddAnotherList
              emptyText={t('noMeasures')}
              headingLevel={3}
              items={measuresOf(answers).map((measure, index) => ({
                title: measure.measureName ?? t('unnamedMeasure'),
                rows: measureRows(measure),
                changeHref: changeHref(`measures/${index + 1}`),
              }))}
              add={{ href: changeHref('measures/add'), text: t('addAnother') }}
            />
          )}
          <p className="govuk-body">
            <MeasuresDownloadLink taskId={taskId} text={t('downloadMeasures')} />
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
  get title() {
    return say('measuresAdded');
  },
  Fields: (props) => (
    <>
      <MeasuresCount count={measuresOf(props.answers).length} />
      {measuresOf(props.answers).length > MANY_MEASURES ? (
        <>
          <MeasureRows measures={measuresOf(props.answers)} href={props.pageHref} />
          {measuresOf(props.answers).length < MAX_PLAN_MEASURES ? (
            <Button href={props.pageHref(`${MEASURES_LIST_PATH}/add`)} variant="secondary">
              {say('addAnother')}
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

// The measure's own page (not the removal's, whose title is the kit's) is titled in the page's language.
const measurePages = measureItemPages.map((page) =>
  page.path === `${MEASURES_LIST_PATH}/:item`
    ? {
        ...page,
        get title() {
          return say('measureItem');
        },
      }
    : page,
);

export const measuresFlow: StepFlow<ActionPlan> = {
  get caption() {
    return SECTIONS.measures.name;
  },
  get continueText() {
    return say('saveAndContinue');
  },
  pages: [proposed, measuresListWithLinks, ...measurePages],
  checkAnswers: {
    get confirmText() {
      return say('confirmAndComplete');
    },
    Answers: MeasuresAnswers,
  },
};

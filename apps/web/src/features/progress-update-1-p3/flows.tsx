import { SummaryList } from '../../shared/govuk/forms';
import { MEASURES_NAME } from '../../shared/progress-update';
import { measureRows } from '../../shared/reporting';
import {
  AddAnotherList,
  addAnotherPages,
  stepPage,
  type StepFlow,
  type StepPage,
} from '../../shared/step-flow';
import {
  AddedFields,
  UpdateFields,
  addedRows,
  addedSchema,
  addedValues,
  updateRows,
  updateSchema,
  updateValues,
  type UpdateValues,
} from './measure-update';
import {
  addedOf,
  measuresOf,
  withMeasures,
  type AddedMeasure,
  type Answers,
  type MeasureUpdate,
  type UpdatedMeasure,
} from './update';

/** Progress update 1's sections on the step-flow kit (task-forms §3). */

const after = (measure: UpdatedMeasure) =>
  measure.measureImplType === 'MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN';
const measureName = (measure: UpdatedMeasure) =>
  measure.actionPlanEnergyEfficiencyMeasure.measureName ?? 'Unnamed measure';

/** The plan's measure, read-only above its update. */
function PlanMeasureCard({ measure }: { measure: UpdatedMeasure }) {
  return (
    <SummaryList
      rows={measureRows(measure.actionPlanEnergyEfficiencyMeasure)}
      card={{ title: `${measureName(measure)}: information from the action plan` }}
    />
  );
}

/** One page per action plan measure, in the plan's order: the route walks them until each is answered. */
function measurePage(index: number, implementedAfterPlan: boolean): StepPage<Answers> {
  const at = (answers: Answers) => measuresOf(answers.update)[index];
  return stepPage<Answers, UpdateValues, MeasureUpdate>({
    path: `measure-${index + 1}`,
    title: 'Update for energy efficiency measure',
    schema: updateSchema(implementedAfterPlan),
    when: (answers: Answers) => at(answers) !== undefined,
    values: (answers: Answers) => updateValues(at(answers)?.progressUpdate1P3EnergyEfficiencyMeasure),
    done: (answers: Answers) => Boolean(at(answers)?.progressUpdate1P3EnergyEfficiencyMeasure),
    // The form has already parsed the answers with this page's schema: `output` is the measure's update.
    apply: (answers: Answers, output: MeasureUpdate) => {
      const measure = at(answers);
      if (!measure) return answers;
      const measures = measuresOf(answers.update).map((item, position) =>
        position === index ? { ...item, progressUpdate1P3EnergyEfficiencyMeasure: output } : item,
      );
      return { ...answers, update: withMeasures(answers.update, { progressUpdate1P3Measures: measures }) };
    },
    Fields: ({ form, answers }) => {
      const measure = at(answers);
      if (!measure) return null;
      return (
        <>
          <PlanMeasureCard measure={measure} />
          <UpdateFields form={form} after={implementedAfterPlan} />
        </>
      );
    },
  });
}

const added = addedPages();
function addedPages() {
  return addAnotherPages({
    path: 'new-measures',
    title: 'New measures',
    itemTitle: 'Add an energy efficiency measure',
    noun: 'energy efficiency measure',
    summaryKey: 'New measures',
    emptyText: 'No new measures have been added.',
    max: 50,
    items: (answers: Answers) => addedOf(answers.update),
    setItems: (answers: Answers, items: AddedMeasure[]) => ({
      ...answers,
      update: withMeasures(answers.update, { progressUpdate1P3AddedMeasure: items }),
    }),
    describe: (measure: AddedMeasure) => ({
      title: measure.measureName ?? 'Unnamed measure',
      rows: addedRows(measure),
    }),
    itemSchema: addedSchema,
    itemValues: addedValues,
    toItem: (measure) => measure,
    ItemFields: ({ form }) => <AddedFields form={form} />,
  });
}

function MeasuresAnswers({ answers, changeHref }: { answers: Answers; changeHref(path: string): string }) {
  return (
    <>
      <h2 className="govuk-heading-m">Progress update for action plan measures</h2>
      {measuresOf(answers.update).length === 0 ? (
        <p className="govuk-body">There are no measures in the action plan.</p>
      ) : null}
      {measuresOf(answers.update).map((measure, index) => (
        <SummaryList
          key={measure.uuId}
          rows={updateRows(measure.progressUpdate1P3EnergyEfficiencyMeasure, after(measure))}
          card={{
            title: measureName(measure),
            headingLevel: 3,
            actions: [{ href: changeHref(`measure-${index + 1}`), text: 'Change' }],
          }}
        />
      ))}
      <h2 className="govuk-heading-m">New measures</h2>
      <AddAnotherList
        emptyText="No new measures have been added."
        headingLevel={3}
        items={addedOf(answers.update).map((measure, index) => ({
          title: measure.measureName ?? 'Unnamed measure',
          rows: addedRows(measure),
          changeHref: changeHref(`new-measures/${index + 1}`),
          removeHref: changeHref(`new-measures/${index + 1}/remove`),
        }))}
        add={{ href: changeHref('new-measures/add'), text: 'Add an energy efficiency measure' }}
      />
    </>
  );
}

/**
 * 'Update for energy efficiency measures': one page per plan measure (its questions depend on whether it was
 * to be implemented after the plan was sent), the new measures, then the check.
 */
export function measuresFlow(measures: readonly UpdatedMeasure[]): StepFlow<Answers> {
  return {
    caption: MEASURES_NAME,
    continueText: 'Save and continue',
    pages: [...measures.map((measure, index) => measurePage(index, after(measure))), ...added],
    checkAnswers: { confirmText: 'Confirm and complete', Answers: MeasuresAnswers },
  };
}

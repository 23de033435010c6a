import { SummaryList } from '../../shared/govuk/forms';
import {
  MeasuresAnswers,
  measuresFlowOf,
  newMeasurePages,
  progressUpdate1AddedRows as addedRows,
  progressUpdate1Rows as updateRows,
} from '../../shared/reports/progress-update';
import { measureRows } from '../../shared/reports';
import { stepPage, type StepFlow, type StepPage } from '../../shared/step-flow';
import {
  AddedFields,
  UpdateFields,
  addedSchema,
  addedValues,
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

const added = newMeasurePages({
  items: (answers: Answers) => addedOf(answers.update),
  setItems: (answers: Answers, items: AddedMeasure[]) => ({
    ...answers,
    update: withMeasures(answers.update, { progressUpdate1P3AddedMeasure: items }),
  }),
  rows: addedRows,
  itemSchema: addedSchema,
  itemValues: addedValues,
  ItemFields: ({ form }) => <AddedFields form={form} />,
});

function UpdateAnswers({ answers, changeHref }: { answers: Answers; changeHref(path: string): string }) {
  return (
    <MeasuresAnswers
      heading="Progress update for action plan measures"
      carried={measuresOf(answers.update).map((measure) => ({
        key: measure.uuId,
        title: measureName(measure),
        rows: updateRows(measure.progressUpdate1P3EnergyEfficiencyMeasure, after(measure)),
      }))}
      added={addedOf(answers.update)}
      addedRows={addedRows}
      changeHref={changeHref}
    />
  );
}

/**
 * 'Update for energy efficiency measures': one page per plan measure (its questions depend on whether it was
 * to be implemented after the plan was sent), the new measures, then the check.
 */
export function measuresFlow(measures: readonly UpdatedMeasure[]): StepFlow<Answers> {
  return measuresFlowOf(
    [...measures.map((measure, index) => measurePage(index, after(measure))), ...added],
    UpdateAnswers,
  );
}

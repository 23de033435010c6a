import {
  MeasuresAnswers,
  measuresFlowOf,
  newMeasurePages,
  type CarriedCard,
} from '../../shared/reports/progress-update';
import { stepPage, type StepFlow, type StepPage } from '../../shared/step-flow';
import { EarlierReports } from './carried-card';
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
  carriedOf,
  withAdded,
  withPart,
  type Answers,
  type CarriedMeasure,
  type MeasureUpdate,
  type Questions,
} from './update';

/** Progress update 2's measures section on the step-flow kit (task-forms §3). */

/** One page per carried-over measure, the plan's then progress update 1's: the route walks them until each is answered. */
function measurePage(index: number, questions: Questions): StepPage<Answers> {
  const at = (answers: Answers): CarriedMeasure | undefined => carriedOf(answers.update)[index];
  return stepPage<Answers, UpdateValues, MeasureUpdate>({
    path: `measure-${index + 1}`,
    title: 'Update for energy efficiency measure',
    schema: updateSchema(questions),
    when: (answers: Answers) => at(answers) !== undefined,
    values: (answers: Answers) => updateValues(at(answers)?.part),
    done: (answers: Answers) => Boolean(at(answers)?.part),
    // The form has already parsed the answers with this page's schema: `output` is the measure's update.
    apply: (answers: Answers, output: MeasureUpdate) => {
      const measure = at(answers);
      return measure ? { ...answers, update: withPart(answers.update, measure.uuId, output) } : answers;
    },
    Fields: ({ form, answers }) => {
      const measure = at(answers);
      if (!measure) return null;
      return (
        <>
          <h2 className="govuk-heading-m">{measure.name}</h2>
          <EarlierReports measure={measure} />
          <UpdateFields form={form} questions={questions} />
        </>
      );
    },
  });
}

const added = newMeasurePages({
  items: (answers: Answers) => addedOf(answers.update),
  setItems: (answers: Answers, items) => ({ ...answers, update: withAdded(answers.update, items) }),
  rows: addedRows,
  itemSchema: addedSchema,
  itemValues: addedValues,
  ItemFields: ({ form }) => <AddedFields form={form} />,
});

const cardOf = (measure: CarriedMeasure): CarriedCard => ({
  key: measure.uuId,
  title: measure.name,
  rows: updateRows(measure.part, measure.questions),
});

function UpdateAnswers({ answers, changeHref }: { answers: Answers; changeHref(path: string): string }) {
  return (
    <MeasuresAnswers
      heading="Update for action plan and progress update 1 measures"
      carried={carriedOf(answers.update).map(cardOf)}
      added={addedOf(answers.update)}
      addedRows={addedRows}
      changeHref={changeHref}
    />
  );
}

/**
 * 'Update for energy efficiency measures': one page per carried-over measure (its questions depend on what
 * progress update 1 said of it), the new measures, then the check.
 */
export function measuresFlow(measures: readonly CarriedMeasure[]): StepFlow<Answers> {
  return measuresFlowOf(
    [...measures.map((measure, index) => measurePage(index, measure.questions)), ...added],
    UpdateAnswers,
  );
}

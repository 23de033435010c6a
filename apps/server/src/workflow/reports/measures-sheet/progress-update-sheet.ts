import {
  ADDED_MEASURE_METHOD_CHOICES,
  ESTIMATION_METHOD_CHOICES,
  MEASURE_SCHEME_CHOICES,
  checkAddedMeasureAnswers,
  checkReduction,
  kwhValue,
  toAddedMeasureBasics,
  type EstimationMethodChoice,
  type Fail,
} from '@esos/reporting-rules';
import { CHOICE_MESSAGE, YES, blankRow, same, schemeHeader, yesNo, yesNoCell, yesNoOf } from './cells';
import type { MeasuresSheet, SheetColumn, SheetProblem } from './sheet';

/**
 * A progress update's measures sheet (issue 42, ADR 52), configured per update: one row per measure it
 * carries, found by its measure reference (the uuId the update gave it), with the update's answers about
 * it; a row without a reference is a measure the update adds. The checks are the forms' own.
 */

/** A row: a carried measure with this update's answers, or an added measure. */
export type UpdateRow<Part, Added, Q> =
  { uuId: string; name: string; questions: Q; part?: Part | null } | { added: Added };

/** The carried measures by reference, with the questions each is asked. */
export type CarriedQuestions<Q> = ReadonlyMap<string, Q>;

/** A question of the update's form as a column: a yes/no, the method (a list), or text as typed. */
export interface QuestionColumn {
  field: string;
  column: SheetColumn;
  kind: 'flag' | 'method' | 'text';
}

type Cell = string | number | null;
type Answers = Record<string, string | null>;

export interface UpdateSheetSpec<Part, Added, Q> {
  fileName: string;
  instructions: readonly string[];
  /** Its carried measures and the measures it may add. */
  maxRows: number;
  maxAdded: number;
  /** The form's questions, in its order; the fields `method`, `description` and `context` among them. */
  questions: readonly QuestionColumn[];
  check(answers: never, questions: Q, fail: Fail): void;
  toPart(answers: never, questions: Q): Part;
  /** The saved answers as the question columns show them. */
  partCells(part: Part | null | undefined): Cell[];
  addedCells(measure: Added): Cell[];
  /** The reductions an added measure reports (its fields among the questions, and where it keeps them). */
  addedReductions: readonly { field: string; key: string; minimum: 0 | 1; required?: string }[];
}

export const referenceColumn = {
  header: 'Measure reference (blank for a measure not carried from an earlier report)',
  width: 38,
};
export const nameColumn = { header: 'Enter a name for this measure', width: 40 };
export const methodColumn = {
  header: 'Method used to estimate the reduction in energy consumption',
  choices: ESTIMATION_METHOD_CHOICES.map((choice) => choice.text),
};
const schemeColumns = MEASURE_SCHEME_CHOICES.map((scheme) => ({
  header: schemeHeader(scheme.text),
  choices: yesNo,
}));
const otherSchemeColumn = { header: 'Other scheme or requirement: enter a name', width: 30 };

export const methodText = (value: string | null | undefined) =>
  ESTIMATION_METHOD_CHOICES.find((choice) => choice.value === value)?.text ?? null;
export { yesNoCell };

/** The sheet of a progress update, from what makes it its own. */
export function progressUpdateSheet<Part, Added, Q>(
  spec: UpdateSheetSpec<Part, Added, Q>,
): MeasuresSheet<UpdateRow<Part, Added, Q>, CarriedQuestions<Q>> {
  const questionCount = spec.questions.length;
  const columns: SheetColumn[] = [
    referenceColumn,
    nameColumn,
    ...spec.questions.map((question) => question.column),
    ...schemeColumns,
    otherSchemeColumn,
  ];
  const fieldColumns: Record<string, string> = {
    measureName: nameColumn.header,
    otherMeasureSchemeName: otherSchemeColumn.header,
    ...Object.fromEntries(spec.questions.map((question) => [question.field, question.column.header])),
  };

  function readCells(cells: string[], row: number, problems: SheetProblem[]) {
    let index = 0;
    const next = () => cells[index++] ?? '';
    const reference = next().trim();
    const name = next();
    const answers: Answers = {};
    for (const question of spec.questions) {
      const text = next();
      if (question.kind === 'flag') {
        const value = yesNoOf(text);
        if (value === undefined)
          problems.push({ row, column: question.column.header, message: CHOICE_MESSAGE });
        answers[question.field] = value === true ? 'YES' : value === false ? 'NO' : null;
      } else if (question.kind === 'method') {
        const method = ESTIMATION_METHOD_CHOICES.find(
          (choice) => same(choice.text, text) || same(choice.value, text),
        );
        if (text.trim() !== '' && !method) {
          problems.push({ row, column: question.column.header, message: 'Pick the method from the list' });
        }
        answers[question.field] = method?.value ?? null;
      } else answers[question.field] = text;
    }
    const schemes: string[] = [];
    for (const [i, scheme] of MEASURE_SCHEME_CHOICES.entries()) {
      const ticked = yesNoOf(next());
      if (ticked === undefined) {
        problems.push({ row, column: schemeColumns[i]?.header ?? '', message: CHOICE_MESSAGE });
      } else if (ticked) schemes.push(scheme.value);
    }
    return { reference, name, answers, schemes, otherSchemeName: next() };
  }

  function addedMeasure(read: ReturnType<typeof readCells>, fail: Fail): Added {
    const { answers } = read;
    // A measure not in the action plan has no action plan estimate to use.
    const method = ADDED_MEASURE_METHOD_CHOICES.some((choice) => choice.value === answers.method)
      ? (answers.method as EstimationMethodChoice)
      : null;
    const basics = {
      measureName: read.name,
      measureScheme: read.schemes,
      otherMeasureSchemeName: read.otherSchemeName,
      method,
      description: answers.description ?? '',
      context: answers.context ?? '',
    };
    checkAddedMeasureAnswers(basics, fail, () => {
      for (const reduction of spec.addedReductions) {
        const { minimum, required } = reduction;
        checkReduction(
          fail,
          reduction.field,
          answers[reduction.field] ?? '',
          required ? { required, minimum } : { minimum },
        );
      }
    });
    const measure: Record<string, unknown> = { ...toAddedMeasureBasics(basics) };
    for (const reduction of spec.addedReductions) {
      const value = kwhValue(answers[reduction.field] ?? '');
      if (reduction.required || value !== null) measure[reduction.key] = value;
    }
    return measure as Added;
  }

  return {
    fileName: spec.fileName,
    columns,
    maxRows: spec.maxRows,
    instructions: spec.instructions,
    toRow(row) {
      if ('added' in row) {
        const measure = row.added as {
          measureName?: string | null;
          measureScheme?: string[] | null;
          otherMeasureSchemeName?: string | null;
        };
        const schemes = measure.measureScheme ?? [];
        return [
          null,
          measure.measureName ?? null,
          ...spec.addedCells(row.added),
          ...MEASURE_SCHEME_CHOICES.map((scheme) => (schemes.includes(scheme.value) ? YES : null)),
          measure.otherMeasureSchemeName ?? null,
        ];
      }
      return [
        row.uuId,
        row.name,
        ...spec.partCells(row.part),
        ...MEASURE_SCHEME_CHOICES.map(() => null),
        null,
      ];
    },
    check(rows, firstRow, carried) {
      const measures: UpdateRow<Part, Added, Q>[] = [];
      const problems: SheetProblem[] = [];
      const references = new Map<string, number>();
      let added = 0;
      rows.forEach((cells, index) => {
        const row = firstRow + index;
        if (blankRow(cells)) return;
        const rowProblems: SheetProblem[] = [];
        const read = readCells(cells, row, rowProblems);
        const fail: Fail = ([field], message) => {
          const column = fieldColumns[String(field)] ?? nameColumn.header;
          // A cell not on its list was read as unanswered: the form's message for it is said once.
          if (!rowProblems.some((earlier) => earlier.column === column))
            rowProblems.push({ row, column, message });
        };
        if (read.reference === '') {
          added += 1;
          if (added === spec.maxAdded + 1) {
            problems.push({ row, message: `A progress update can add at most ${spec.maxAdded} measures` });
          }
          measures.push({ added: addedMeasure(read, fail) });
        } else {
          const questions = carried.get(read.reference);
          const earlier = references.get(read.reference);
          if (questions === undefined) {
            rowProblems.push({
              row,
              column: referenceColumn.header,
              message:
                'The measure reference is not one of this progress update: keep the reference as downloaded',
            });
          } else if (earlier !== undefined) {
            rowProblems.push({
              row,
              column: referenceColumn.header,
              message: `The measure reference is already used in row ${earlier}: give each measure one row`,
            });
          } else {
            references.set(read.reference, row);
            // A carried measure whose answer cells are all blank is left as it is.
            if (!blankRow(cells.slice(2, 2 + questionCount))) {
              spec.check(read.answers as never, questions, fail);
              const part = spec.toPart(read.answers as never, questions);
              measures.push({ uuId: read.reference, name: read.name, questions, part });
            }
          }
        }
        problems.push(...rowProblems);
      });
      return { measures, problems };
    },
  };
}

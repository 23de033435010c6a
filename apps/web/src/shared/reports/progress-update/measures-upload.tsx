import { Link } from 'react-router';
import { MeasuresDownloadLink, type FileReview } from '../measures-file';
import {
  addedOf,
  carriedOf,
  payloadKeys,
  withAdded,
  withPart,
  type Update,
  type UpdateShape,
} from './carried';

/**
 * A progress update's measures from a spreadsheet (issue 42, ADR 52): the server matches each row to a plan
 * measure by its measure reference and answers the update's measures in its save's names; here they are
 * applied to the update (answers by uuId, the new measures replaced or added to) and saved by its own save.
 */

export const UPDATE_UPLOAD_PATH = 'upload';
/** The most measures an update adds (its add-another list's limit). */
const MAX_ADDED = 50;

interface Named {
  measureName?: string | null;
}

/** What a checked file does to the update: its answers about plan measures, its new measures replacing or added. */
export function updateFileReview<Q extends string>(
  shape: UpdateShape<Q>,
  update: Update,
  checked: Record<string, unknown>,
): FileReview<Update> {
  const keys = payloadKeys(shape.n);
  const answers = (checked[`${keys.update}Measures`] ?? []) as ({ uuId: string } & Record<string, unknown>)[];
  const fileAdded = (checked[keys.added] ?? []) as Named[];
  const carried = carriedOf(shape, update);
  const answered = new Set(answers.map((answer) => answer.uuId));
  const withAnswers = answers.reduce(
    (current, answer) => withPart(shape, current, answer.uuId, answer[keys.part]),
    update,
  );
  const saved = addedOf<Named>(update, shape.n);
  const names = (measures: readonly Named[]) => measures.map((measure) => measure.measureName ?? '');
  return {
    summary: `The file answers ${answered.size} of the ${carried.length} plan measures and lists ${fileAdded.length} new ${fileAdded.length === 1 ? 'measure' : 'measures'}.`,
    groups: [
      {
        heading: 'Plan measures the file answers',
        names: carried.filter((measure) => answered.has(measure.uuId)).map((measure) => measure.name),
      },
      {
        heading: 'Plan measures not answered in the file: kept as they are',
        names: carried.filter((measure) => !answered.has(measure.uuId)).map((measure) => measure.name),
      },
      { heading: 'New measures in the file', names: names(fileAdded) },
      { heading: 'New measures added before: removed if you replace, kept if you add', names: names(saved) },
    ],
    replace: withAdded(withAnswers, shape.n, fileAdded),
    add: withAdded(withAnswers, shape.n, [...saved, ...fileAdded]),
  };
}

export const refuseTooManyAdded = (n: number) => (update: Update) =>
  addedOf(update, n).length > MAX_ADDED
    ? `Adding these measures would make more than ${MAX_ADDED} new measures: replace them instead, or upload fewer`
    : undefined;

/** On the first measure's page and the measures' 'Check your answers': the template (with the answers so far) and the upload. */
/** `uploadHref` may be relative to the page's address (`../upload`). */
export function UpdateSpreadsheetLinks({ taskId, uploadHref }: { taskId: number; uploadHref: string }) {
  return (
    <>
      <h2 className="govuk-heading-m">Use a spreadsheet</h2>
      <p className="govuk-body">
        <MeasuresDownloadLink taskId={taskId} text="Download these measures" />, one row for each plan measure
        and each new measure, fill it in and{' '}
        <Link className="govuk-link" to={uploadHref} relative="path">
          upload a file
        </Link>{' '}
        (.xlsx or .csv, smaller than 5MB, at most {MAX_ADDED} new measures).
      </p>
    </>
  );
}

import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, api, errorCode, type components } from '../api';
import { saveFile } from '../files';
import { fieldId, useFormErrorTitle } from '../forms';
import { Button, ErrorSummary } from '../govuk';
import { FileUpload } from '../govuk/forms';
import { STALE_TASK, staleTaskMessage } from './report-section';
import type { EnergyEfficiencyMeasure } from './labels';

/**
 * A report's measures from and to a spreadsheet (issue 42, ADR 52): the server writes the template and
 * reads and checks a file with the measure form's own rules; this page only sends and receives files (no
 * spreadsheet code in the browser), shows what a valid file changes, and saves the chosen change through
 * the task's own save on the version the file was checked against.
 */

export const MEASURES_FILE_MESSAGES = {
  missing: 'Select an Excel workbook (.xlsx) or a CSV file',
  type: 'The selected file must be an Excel workbook (.xlsx) or a CSV file',
  size: 'The selected file must be smaller than 5MB',
  empty: 'The selected file cannot be empty',
  downloadFailed: 'The file could not be downloaded. Try again.',
  tooMany: (max: number) =>
    `Adding these measures would make more than ${max.toLocaleString('en-GB')}: replace the measures instead, or upload fewer`,
};
const MAX_BYTES = 5 * 1024 * 1024;
const FILE_FIELD = 'measures-file';

/** A problem the server found: by row and column, or of the whole file. */
export interface MeasuresFileProblem {
  row?: number;
  column?: string;
  message: string;
}

/** "Row 7, Buildings (kWh): Must be integer greater than or equal to 0", as the error summary lists it. */
export const problemText = (problem: MeasuresFileProblem) =>
  problem.row === undefined ? problem.message : `Row ${problem.row}, ${problem.column}: ${problem.message}`;

function fileProblem(file: File | undefined): string | undefined {
  if (!file) return MEASURES_FILE_MESSAGES.missing;
  if (!/\.(?:xlsx|csv)$/i.test(file.name)) return MEASURES_FILE_MESSAGES.type;
  if (file.size === 0) return MEASURES_FILE_MESSAGES.empty;
  if (file.size >= MAX_BYTES) return MEASURES_FILE_MESSAGES.size;
  return undefined;
}

/** The problems of a refused file (400 AP1003), or undefined for any other failure. */
function refusal(error: unknown): { problems: MeasuresFileProblem[]; notShown: number } | undefined {
  if (errorCode(error) !== 'AP1003' || !(error instanceof ApiError)) return undefined;
  const [first] = ((error.body as { data?: unknown }).data ?? []) as {
    problems?: MeasuresFileProblem[];
    notShown?: number;
  }[];
  return first?.problems ? { problems: first.problems, notShown: first.notShown ?? 0 } : undefined;
}

/** Whose measures: an open task's (the template, pre-filled) or a submitted report's timeline entry. */
export type MeasuresSource = { taskId: number } | { actionId: number };

/** Starts the download of the measures (or the empty template) as the server writes them. */
export async function downloadMeasures(source: MeasuresSource): Promise<void> {
  const { data, response } =
    'taskId' in source
      ? await api.GET('/v1.0/tasks/{taskId}/measures/workbook', {
          params: { path: { taskId: source.taskId } },
          parseAs: 'blob',
        })
      : await api.GET('/v1.0/request-actions/{id}/measures/workbook', {
          params: { path: { id: source.actionId } },
          parseAs: 'blob',
        });
  if (!response.ok || !(data instanceof Blob)) throw new ApiError(response.status, undefined);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveFile(data, name ?? 'measures.xlsx');
}

/** A link that downloads measures as a file ("Download a template", "Download these measures"). */
export function MeasuresDownloadLink({ text, ...source }: MeasuresSource & { text: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <a
        className="govuk-link"
        href="#"
        onClick={(event) => {
          event.preventDefault();
          setFailed(false);
          downloadMeasures(source).catch(() => setFailed(true));
        }}
      >
        {text} (.xlsx)
      </a>
      {failed ? (
        <span className="govuk-error-message" role="alert">
          {MEASURES_FILE_MESSAGES.downloadFailed}
        </span>
      ) : null}
    </>
  );
}

const keyOf = (measure: EnergyEfficiencyMeasure) => (measure.measureName ?? '').trim().toLowerCase();

/** Keys sorted, so two measures compare by their answers whatever order the keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== null && item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface MeasuresChange {
  added: EnergyEfficiencyMeasure[];
  changed: EnergyEfficiencyMeasure[];
  unchanged: EnergyEfficiencyMeasure[];
  /** Those the file does not list: removed by "Replace", kept by "Add". */
  notInFile: EnergyEfficiencyMeasure[];
}

/** What a file changes, matching measures by name (each name once in a file). */
export function compareMeasures(
  current: readonly EnergyEfficiencyMeasure[],
  file: readonly EnergyEfficiencyMeasure[],
): MeasuresChange {
  const saved = new Map(current.map((measure) => [keyOf(measure), measure]));
  const inFile = new Set(file.map(keyOf));
  const change: MeasuresChange = { added: [], changed: [], unchanged: [], notInFile: [] };
  for (const measure of file) {
    const before = saved.get(keyOf(measure));
    if (!before) change.added.push(measure);
    else if (canonical(before) === canonical(measure)) change.unchanged.push(measure);
    else change.changed.push(measure);
  }
  change.notInFile = current.filter((measure) => !inFile.has(keyOf(measure)));
  return change;
}

/** The measures after "Add to the measures": the saved ones, each the file's where it lists it, then the new. */
export function addedTo(
  current: readonly EnergyEfficiencyMeasure[],
  file: readonly EnergyEfficiencyMeasure[],
): EnergyEfficiencyMeasure[] {
  const fromFile = new Map(file.map((measure) => [keyOf(measure), measure]));
  const kept = current.map((measure) => fromFile.get(keyOf(measure)) ?? measure);
  const savedKeys = new Set(current.map(keyOf));
  return [...kept, ...file.filter((measure) => !savedKeys.has(keyOf(measure)))];
}

export interface MeasuresUploadProps {
  taskId: number;
  /** The task's version the page was read at: the file is checked against it, and the save made on it. */
  version: string | undefined;
  current: readonly EnergyEfficiencyMeasure[];
  /** The report's most measures (the action plan's `MAX_PLAN_MEASURES`). */
  max: number;
  caption: string;
  /** 'action plan': how the stale message names it. */
  noun: string;
  /** The measures' list page, where Cancel and a saved change go. */
  listHref: string;
  /** Saves the measures through the task's save (the section IN_PROGRESS); then `done` goes on. */
  save(measures: EnergyEfficiencyMeasure[]): Promise<void>;
  done(): void;
}

/** The server's answer to a valid file. */
export type CheckedFile = components['schemas']['ReportMeasuresCheckResult'];

/** What a checked file would change, as the check page lists it, and the two changes it offers. */
export interface FileReview<Change> {
  /** "The file lists 3 measures." */
  summary: string;
  groups: { heading: string; names: string[] }[];
  replace: Change;
  add: Change;
}

/** The kit's upload pages for any report: how its checked file reads, is reviewed and saved. */
export interface MeasuresFileProps<Checked, Change> {
  taskId: number;
  version: string | undefined;
  /** The most rows the hint states ("listing at most 1,000 measures"). */
  limits: string;
  caption: string;
  noun: string;
  listHref: string;
  read(data: CheckedFile): Checked;
  review(checked: Checked): FileReview<Change>;
  /** A change the report cannot take (too many measures), as its message. */
  refuse?(change: Change): string | undefined;
  save(change: Change): Promise<void>;
  done(): void;
}

function NameList({ heading, names }: { heading: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <>
      <h3 className="govuk-heading-s">
        {heading} ({names.length})
      </h3>
      <ul className="govuk-list govuk-list--bullet">
        {names.map((name, index) => (
          <li key={index}>{name}</li>
        ))}
      </ul>
    </>
  );
}

const namesOf = (measures: readonly EnergyEfficiencyMeasure[]) =>
  measures.map((measure) => measure.measureName ?? '');

/** The action plan's upload: its measures matched by name, replaced or added to. */
export function MeasuresUpload(props: MeasuresUploadProps) {
  const { current, max } = props;
  return (
    <MeasuresFileUpload<EnergyEfficiencyMeasure[], EnergyEfficiencyMeasure[]>
      taskId={props.taskId}
      version={props.version}
      limits={`listing at most ${max.toLocaleString('en-GB')} measures`}
      caption={props.caption}
      noun={props.noun}
      listHref={props.listHref}
      read={(data) => (data.measures ?? []) as EnergyEfficiencyMeasure[]}
      review={(checked) => {
        const change = compareMeasures(current, checked);
        return {
          summary: `The file lists ${checked.length} ${checked.length === 1 ? 'measure' : 'measures'}.`,
          groups: [
            { heading: 'New measures', names: namesOf(change.added) },
            { heading: 'Measures that will change', names: namesOf(change.changed) },
            { heading: 'Measures that stay the same', names: namesOf(change.unchanged) },
            {
              heading: 'Measures not in the file: removed if you replace, kept if you add',
              names: namesOf(change.notInFile),
            },
          ],
          replace: checked,
          add: addedTo(current, checked),
        };
      }}
      refuse={(measures) => (measures.length > max ? MEASURES_FILE_MESSAGES.tooMany(max) : undefined)}
      save={props.save}
      done={props.done}
    />
  );
}

/** Upload a file, see every problem by row and column, or what it changes, then replace or add. */
export function MeasuresFileUpload<Checked, Change>(props: MeasuresFileProps<Checked, Change>) {
  const input = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problems, setProblems] = useState<MeasuresFileProblem[]>([]);
  const [notShown, setNotShown] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  useFormErrorTitle(fieldError !== null || problems.length > 0 || failure !== null);

  const reset = () => {
    setFieldError(null);
    setProblems([]);
    setNotShown(0);
    setFailure(null);
    setAttempt((n) => n + 1);
  };

  const upload = async () => {
    reset();
    const file = input.current?.files?.[0];
    const problem = fileProblem(file);
    if (problem || !file) {
      setFieldError(problem ?? MEASURES_FILE_MESSAGES.missing);
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      const { data, error, response } = await api.POST('/v1.0/tasks/{taskId}/measures/check', {
        params: {
          path: { taskId: props.taskId },
          ...(props.version === undefined ? {} : { header: { 'if-match': props.version } }),
        },
        body: { file: '' },
        bodySerializer: () => body,
      });
      if (!response.ok || !data) throw new ApiError(response.status, error);
      setChecked(props.read(data));
    } catch (error) {
      const refused = refusal(error);
      if (refused) {
        setProblems(refused.problems);
        setNotShown(refused.notShown);
        const [first] = refused.problems;
        const count = refused.problems.length + refused.notShown;
        setFieldError(
          count === 1 && first
            ? problemText(first)
            : `The file has ${count} problems: correct them and upload it again`,
        );
      } else
        setFailure(
          errorCode(error) === STALE_TASK
            ? staleTaskMessage(props.noun)
            : 'The file could not be checked. Try again.',
        );
    } finally {
      setBusy(false);
    }
  };

  const apply = async (change: Change) => {
    reset();
    const refused = props.refuse?.(change);
    if (refused) {
      setFailure(refused);
      return;
    }
    setBusy(true);
    try {
      await props.save(change);
      props.done();
    } catch (error) {
      setFailure(
        errorCode(error) === STALE_TASK
          ? staleTaskMessage(props.noun)
          : 'The measures could not be saved. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const summary = [
    ...(failure ? [{ href: `#${fieldId(FILE_FIELD)}`, text: failure }] : []),
    ...(problems.length > 0
      ? problems.map((problem) => ({ href: `#${fieldId(FILE_FIELD)}`, text: problemText(problem) }))
      : fieldError
        ? [{ href: `#${fieldId(FILE_FIELD)}`, text: fieldError }]
        : []),
  ];
  const errors =
    summary.length > 0 ? (
      <ErrorSummary
        key={attempt}
        errors={summary}
        {...(notShown > 0
          ? { description: `The first ${problems.length} problems are listed; ${notShown} more were found.` }
          : {})}
      />
    ) : null;

  if (checked) {
    const review = props.review(checked);
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          {errors}
          <span className="govuk-caption-l">{props.caption}</span>
          <h1 className="govuk-heading-l">Check the measures in your file</h1>
          <p className="govuk-body">{review.summary} Nothing has been saved yet.</p>
          {review.groups.map((group) => (
            <NameList key={group.heading} heading={group.heading} names={group.names} />
          ))}
          <div className="govuk-button-group">
            <Button disabled={busy} onClick={() => void apply(review.replace)}>
              Replace the measures
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void apply(review.add)}>
              Add to the measures
            </Button>
          </div>
          <p className="govuk-body">
            <Link className="govuk-link" to={props.listHref}>
              Cancel
            </Link>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {errors}
        <span className="govuk-caption-l">{props.caption}</span>
        <h1 className="govuk-heading-l">Upload your measures from a spreadsheet</h1>
        <p className="govuk-body">
          Fill in the template, one row for each measure, and upload it. You will see what it changes before
          anything is saved.
        </p>
        <p className="govuk-body">
          <MeasuresDownloadLink
            taskId={props.taskId}
            text="Download a template with the measures added so far"
          />
        </p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void upload();
          }}
        >
          <FileUpload
            id={fieldId(FILE_FIELD)}
            name={FILE_FIELD}
            label="Upload a file"
            labelClassName="govuk-label--m"
            hint={`An Excel workbook (.xlsx) or a CSV file, smaller than 5MB, ${props.limits}`}
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            errorMessage={fieldError ?? undefined}
            ref={input}
          />
          <div className="govuk-button-group">
            <Button type="submit" disabled={busy}>
              Upload and check
            </Button>
            <Link className="govuk-link" to={props.listHref}>
              Cancel
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}

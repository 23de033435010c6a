import { useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError, api, errorCode } from '../../../../shared/api';
import { useSession } from '../../../../shared/auth';
import { saveFile } from '../../../../shared/files';
import { fieldId, useFormErrorTitle } from '../../../../shared/forms';
import { Button, ErrorSummary } from '../../../../shared/govuk';
import { Details, FileUpload } from '../../../../shared/govuk/forms';
import { paths, useBackLink } from '../../../../shared/routing';
import { href } from '../../../../shared/step-flow';
import { taskDisplayName } from '../../../../shared/workflow';
import { isEditable, useReloadTask, useTaskPageData } from '../../../../shared/workflow/task';
import { NOC_PAGES, nocSection } from '../registry';
import { saveErrorMessage } from '../../task/save';
import { LIST_PATH } from './flow';

export const UPLOAD_TITLE =
  "Upload a file with information on the organisations complying as one participant in the responsible undertaking's notification for its corporate group";

/** The file's own limits (task-forms §1.4); the server checks them again, and reads the rows. */
export const FILE_MESSAGES = {
  missing: 'Select a CSV file',
  type: 'The selected file must be a CSV',
  size: 'The selected file must be smaller than 20MB',
  // The reference says 'must must have'.
  nameLength: 'The selected file must have a file name length less than 100 characters',
  empty: 'The selected file cannot be empty',
};
const MAX_BYTES = 20 * 1024 * 1024;
/** The server's limit on the organisations of one file (ADR 18), stated in the guidance. */
export const MAX_ORGANISATIONS = '20,000';
const FILE_FIELD = 'file';
const TEMPLATE_NAME = 'Organisation_Structure_Template.csv';

/** A problem the server found in the file: its message, and where ('Check the data in column(s) … on rows …'). */
export interface FileProblem {
  message: string;
  details?: string;
}

function fileProblem(file: File | undefined): string | undefined {
  if (!file) return FILE_MESSAGES.missing;
  if (!file.name.toLowerCase().endsWith('.csv')) return FILE_MESSAGES.type;
  if (file.name.length >= 100) return FILE_MESSAGES.nameLength;
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (file.size > MAX_BYTES) return FILE_MESSAGES.size;
  return undefined;
}

/** The problems of a refused file (400 NOC1003), or undefined for any other failure. */
function problemsOf(error: unknown): FileProblem[] | undefined {
  if (errorCode(error) !== 'NOC1003' || !(error instanceof ApiError)) return undefined;
  const data = (error.body as { data?: unknown }).data;
  if (!Array.isArray(data)) return undefined;
  return data.flatMap((item: unknown) => {
    const problem = item as { message?: unknown; details?: unknown; rows?: unknown };
    if (typeof problem.message !== 'string') return [];
    const hasRows = Array.isArray(problem.rows) && problem.rows.length > 0;
    return [
      {
        message: problem.message,
        ...(hasRows && typeof problem.details === 'string' ? { details: problem.details } : {}),
      },
    ];
  });
}

/** Starts the download of the template: fetched with the user's token, then saved from memory. */
async function downloadTemplate(taskId: number): Promise<void> {
  const { data, response } = await api.GET('/v1.0/tasks/{taskId}/noc/organisation-structure/template', {
    params: { path: { taskId } },
    parseAs: 'blob',
  });
  if (!response.ok || !(data instanceof Blob)) throw new ApiError(response.status, undefined);
  saveFile(data, TEMPLATE_NAME);
}

/**
 * The organisation-structure CSV upload at notification/organisation-structure/upload-csv: the file is
 * read on the server (ADR 18), which replaces the organisations and saves the section IN_PROGRESS; a
 * refused file lists every problem, with the columns and rows, and nothing is lost.
 */
export function OrganisationStructureUpload() {
  const data = useTaskPageData();
  const reloadTask = useReloadTask(data.task.requestTask.id);
  const navigate = useNavigate();
  const userId = useSession().userState?.userId;
  const { requestTask } = data.task;
  const section = nocSection('organisationStructure');
  const basePath = paths.task.page(requestTask.id, NOC_PAGES.section(section.path));
  const listHref = href(basePath, LIST_PATH);
  const input = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFormErrorTitle(fieldError !== null || problems.length > 0 || failure !== null);
  useBackLink(listHref);

  if (!isEditable(data, userId)) return <Navigate to={basePath} replace />;

  const upload = async () => {
    setFieldError(null);
    setProblems([]);
    setFailure(null);
    const file = input.current?.files?.[0];
    const problem = fileProblem(file);
    if (problem || !file) {
      setFieldError(problem ?? FILE_MESSAGES.missing);
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append(FILE_FIELD, file, file.name);
      const { error, response } = await api.POST('/v1.0/tasks/{taskId}/noc/organisation-structure', {
        params: {
          path: { taskId: requestTask.id },
          ...(data.version === undefined ? {} : { header: { 'if-match': data.version } }),
        },
        body: { file: '' },
        bodySerializer: () => body,
      });
      if (!response.ok) throw new ApiError(response.status, error);
      // The task again, with the imported structure and its new version.
      await reloadTask();
      void navigate(listHref);
    } catch (error) {
      const refused = problemsOf(error);
      if (refused && refused.length > 0) {
        setProblems(refused);
        setFieldError(refused[0]?.message ?? null);
      } else setFailure(saveErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const summary = [
    ...(failure ? [{ href: `#${fieldId(FILE_FIELD)}`, text: failure }] : []),
    ...(problems.length > 0
      ? problems.map((problem) => ({ href: `#${fieldId(FILE_FIELD)}`, text: problem.message }))
      : fieldError
        ? [{ href: `#${fieldId(FILE_FIELD)}`, text: fieldError }]
        : []),
  ];

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {summary.length > 0 ? <ErrorSummary errors={summary} /> : null}
        <span className="govuk-caption-l">{section.title}</span>
        <h1 className="govuk-heading-l">{UPLOAD_TITLE}</h1>
        <p className="govuk-body">
          Fill in the template, one row for each organisation (at most {MAX_ORGANISATIONS}), save it as a CSV
          file and upload it. The organisations in the file replace those already added.
        </p>
        <p className="govuk-body">
          <a
            className="govuk-link"
            href={basePath}
            download={TEMPLATE_NAME}
            onClick={(event) => {
              event.preventDefault();
              downloadTemplate(requestTask.id).catch(() =>
                setFailure('The template could not be downloaded. Try again.'),
              );
            }}
          >
            Download the organisation structure template (CSV)
          </a>
        </p>
        {problems.some((problem) => problem.details) ? (
          <div className="govuk-!-margin-bottom-6">
            <h2 className="govuk-heading-m">Problems in the file</h2>
            {problems.map((problem, index) => (
              <div key={index}>
                <p className="govuk-body govuk-!-font-weight-bold govuk-!-margin-bottom-1">
                  {problem.message}
                </p>
                {problem.details ? (
                  <Details summary="View details">
                    <p className="govuk-body">{problem.details}</p>
                  </Details>
                ) : null}
              </div>
            ))}
          </div>
        ) : null}
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
            hint={`A CSV file smaller than 20MB, listing at most ${MAX_ORGANISATIONS} organisations`}
            accept=".csv,text/csv"
            errorMessage={fieldError ?? undefined}
            ref={input}
          />
          <div className="govuk-button-group">
            <Button type="submit" disabled={busy}>
              Upload
            </Button>
            <Link className="govuk-link" to={listHref}>
              Cancel
            </Link>
          </div>
        </form>
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.task.home(requestTask.id)}>
            Return to: {taskDisplayName(requestTask.type)}
          </Link>
        </p>
      </div>
    </div>
  );
}

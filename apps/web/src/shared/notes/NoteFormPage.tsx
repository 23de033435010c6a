import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { fieldId, maxLength, requiredText, useFormErrorTitle, useLeaveWarning } from '../forms';
import { Button, ErrorSummary } from '../govuk';
import { CharacterCount, FileUpload } from '../govuk/forms';
import { ACCEPTED_FILE_TYPES, fileProblem, NOTE_MAX_LENGTH, uploadErrorMessage } from './note-files';
import type { NotesReturnState } from './NotesList';
import { uploadNoteFile, useNote, useSaveNote, type NotesAdapter } from './notes-api';
import { errorCode } from '../api';
import { withSuccessMessage } from '../success-message';

const noteFormSchema = z.object({
  note: requiredText(
    'Enter a note',
    maxLength(NOTE_MAX_LENGTH, `The note should not be more than ${NOTE_MAX_LENGTH} characters`),
  ),
});
type NoteFormInput = z.input<typeof noteFormSchema>;
type NoteFormOutput = z.output<typeof noteFormSchema>;

interface NoteFile {
  key: string;
  name: string;
  status: 'uploading' | 'uploaded' | 'failed';
  percent: number;
  uuid?: string;
  error?: string;
}

/** Where to go after saving or cancelling: the page that linked here, else the adapter's home. */
export function useNotesReturn(adapter: NotesAdapter): string {
  const state = useLocation().state as Partial<NotesReturnState> | null;
  const target = state?.returnTo;
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//')
    ? target
    : adapter.home;
}

let nextKey = 0;

/**
 * Add or edit a note (web-screens §2.4, §6.5): the text (1–10 000 characters) and files, each
 * uploaded as soon as it is chosen with its progress shown; empty files and files of 20MB or more are
 * refused before uploading, and the server's refusals (virus, type) are shown against the file.
 * `noteId` is the route parameter: absent when adding.
 */
export function NoteFormPage({ adapter, noteId }: { adapter: NotesAdapter; noteId: string | undefined }) {
  const id = noteId === undefined ? undefined : Number(noteId);
  const existing = useNote(adapter, id);
  if (id !== undefined && existing.isPending) return <p className="govuk-body">Loading…</p>;
  if (id !== undefined && !existing.data) {
    return <p className="govuk-body">This note could not be found. It may have been deleted.</p>;
  }
  const payload = existing.data?.payload;
  return (
    <NoteForm
      key={id ?? 'new'}
      adapter={adapter}
      id={id}
      initialNote={payload?.note ?? ''}
      initialFiles={Object.entries(payload?.files ?? {}).map(([uuid, name]) => ({
        key: uuid,
        name,
        status: 'uploaded',
        percent: 100,
        uuid,
      }))}
    />
  );
}

function NoteForm({
  adapter,
  id,
  initialNote,
  initialFiles,
}: {
  adapter: NotesAdapter;
  id: number | undefined;
  initialNote: string;
  initialFiles: NoteFile[];
}) {
  const navigate = useNavigate();
  const returnTo = useNotesReturn(adapter);
  const save = useSaveNote(adapter, id);
  const [files, setFiles] = useState<NoteFile[]>(initialFiles);
  const [filesChanged, setFilesChanged] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const uploads = useRef(new Map<string, AbortController>());
  const { register, handleSubmit, formState } = useForm<NoteFormInput, unknown, NoteFormOutput>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { note: initialNote },
    shouldFocusError: false,
  });

  // Uploads still running when the page goes are abandoned (the server clears unused files after a day).
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const [leaving, setLeaving] = useState(false);
  useLeaveWarning((formState.isDirty || filesChanged) && !leaving && !save.isSuccess && !save.isPending);
  /** Saved or cancelled: the warning goes off first (synchronously, so the router sees it), then we leave. */
  const leave = (saved?: 'saved') => {
    flushSync(() => setLeaving(true));
    const message = id === undefined ? 'Your note has been added' : 'Your note has been updated';
    void navigate(returnTo, saved ? withSuccessMessage(message) : undefined);
  };

  const update = (key: string, change: Partial<NoteFile>) =>
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file)));

  const addFiles = (chosen: FileList | null) => {
    if (!chosen) return;
    setFilesChanged(true);
    for (const file of Array.from(chosen)) {
      const key = `new-${(nextKey += 1)}`;
      const problem = fileProblem(file);
      setFiles((current) => [
        ...current,
        {
          key,
          name: file.name,
          status: problem ? 'failed' : 'uploading',
          percent: 0,
          error: problem ?? undefined,
        },
      ]);
      if (problem) continue;
      const controller = new AbortController();
      uploads.current.set(key, controller);
      uploadNoteFile(adapter, file, (percent) => update(key, { percent }), controller.signal)
        .then((uuid) => update(key, { status: 'uploaded', percent: 100, uuid }))
        .catch((error: unknown) =>
          update(key, { status: 'failed', error: uploadErrorMessage(file.name, errorCode(error)) }),
        )
        .finally(() => uploads.current.delete(key));
    }
    if (input.current) input.current.value = '';
  };

  const removeFile = (key: string) => {
    uploads.current.get(key)?.abort();
    setFilesChanged(true);
    setFiles((current) => current.filter((file) => file.key !== key));
  };

  const uploading = files.some((file) => file.status === 'uploading');
  const fileErrors = files.filter((file) => file.status === 'failed');
  const [submitted, setSubmitted] = useState(0);
  // Only a submit made while files were still uploading asks the person to wait: an earlier refused
  // submit must not pop the error summary up (and take focus) when they later add a file.
  const [submittedWhileUploading, setSubmittedWhileUploading] = useState(false);
  const saveError = save.isError
    ? errorCode(save.error) === 'FORM1001'
      ? 'One of the files is no longer available. Remove it and upload it again.'
      : 'The note could not be saved. Try again.'
    : null;
  const summary = [
    ...(formState.errors.note?.message
      ? [{ href: `#${fieldId('note')}`, text: formState.errors.note.message }]
      : []),
    ...(submitted > 0
      ? fileErrors.map((file) => ({
          href: `#${fieldId('files')}`,
          text: file.error ?? `${file.name} could not be uploaded`,
        }))
      : []),
    ...(submittedWhileUploading && uploading
      ? [{ href: `#${fieldId('files')}`, text: 'Wait until the files have uploaded' }]
      : []),
    ...(saveError ? [{ href: `#${fieldId('note')}`, text: saveError }] : []),
  ];
  useFormErrorTitle(submitted > 0 && summary.length > 0);

  const onSubmit = handleSubmit(
    (values) => {
      setSubmitted((count) => count + 1);
      setSubmittedWhileUploading(uploading);
      if (uploading || fileErrors.length > 0) return;
      save.mutate(
        { note: values.note ?? '', files: files.flatMap((file) => (file.uuid ? [file.uuid] : [])) },
        { onSuccess: () => leave('saved') },
      );
    },
    () => setSubmitted((count) => count + 1),
  );

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {submitted > 0 && summary.length > 0 ? <ErrorSummary key={submitted} errors={summary} /> : null}
        <h1 className="govuk-heading-l">{id === undefined ? 'Add a note' : 'Edit note'}</h1>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <CharacterCount
            id={fieldId('note')}
            label={<span className="govuk-label--s">Note</span>}
            hint="Operators only see notes written by operators. Regulators see every note."
            maxLength={NOTE_MAX_LENGTH}
            rows={8}
            errorMessage={formState.errors.note?.message}
            {...register('note')}
          />
          <FileUpload
            id={fieldId('files')}
            name="files"
            label={<span className="govuk-label--s">Upload files (optional)</span>}
            hint="Each file must be smaller than 20MB: DOC, DOCX, XLS, XLSX, PPT, PPTX, VSD, VSDX, JPG, PDF, PNG, TIF, BMP, TXT or CSV."
            accept={ACCEPTED_FILE_TYPES}
            multiple
            // Said once, here, as soon as a file fails (the list below names the file): repeating it in the
            // list read as two problems.
            errorMessage={fileErrors.length > 0 ? fileErrors.map((file) => file.error).join('. ') : undefined}
            ref={input}
            onChange={(event) => addFiles(event.target.files)}
          />
          {files.length > 0 ? (
            <ul className="govuk-list" aria-live="polite">
              {files.map((file) => (
                <li key={file.key}>
                  <span>{file.name}</span>{' '}
                  {file.status === 'failed' ? (
                    <strong className="govuk-tag govuk-tag--red">Not uploaded</strong>
                  ) : null}{' '}
                  {file.status === 'uploading' ? (
                    <span className="govuk-hint govuk-!-display-inline">
                      uploading{' '}
                      <progress max={100} value={file.percent} aria-label={`${file.name} upload progress`}>
                        {file.percent}%
                      </progress>{' '}
                      {file.percent}%
                    </span>
                  ) : null}
                  {file.status === 'uploaded' ? (
                    <strong className="govuk-tag govuk-tag--green">Uploaded</strong>
                  ) : null}{' '}
                  <button
                    type="button"
                    className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
                    data-module="govuk-button"
                    onClick={() => removeFile(file.key)}
                  >
                    Remove<span className="govuk-visually-hidden"> {file.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="govuk-button-group">
            <Button type="submit" pending>
              {id === undefined ? 'Add note' : 'Save note'}
            </Button>
            <a
              className="govuk-link"
              href={returnTo}
              onClick={(event) => {
                // Cancelling is leaving on purpose: unsaved input is not kept, and not warned about.
                event.preventDefault();
                leave();
              }}
            >
              Cancel
            </a>
          </div>
        </form>
      </div>
    </div>
  );
}

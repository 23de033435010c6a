import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { MoreLessText } from '../content';
import { Pagination, parsePage } from '../govuk';
import { formatDateTime } from '../workflow';
import { NOTES_PAGE_SIZE } from './note-files';
import { downloadNoteFile, useNotes, type Note, type NotesAdapter } from './notes-api';

/** Where the note pages go back to: the page showing the list. */
export interface NotesReturnState {
  returnTo: string;
}

export interface NotesListProps {
  adapter: NotesAdapter;
  /** Where the add, edit and delete pages are mounted (`{notesPath}/add`, `{notesPath}/{id}/edit`…). */
  notesPath: string;
  /** The query parameter holding the page number. */
  pageParam: string;
  /** The heading's id, which names the section. */
  headingId: string;
  /** The fragment the note pages return to (e.g. the tab showing the list); else the current one. */
  returnFragment?: string;
}

/**
 * A paged list of notes (web-screens §2.4, §6.5): newest first, ten to a page, each with its files
 * (downloaded through a short-lived token), author and time; "Add a note" when the caller may add, and
 * Edit and Delete on the notes the API marks editable.
 */
export function NotesList({ adapter, notesPath, pageParam, headingId, returnFragment }: NotesListProps) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const page = parsePage(searchParams.get(pageParam));
  const notes = useNotes(adapter, page);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const hash = returnFragment ? `#${returnFragment}` : location.hash;
  const state: NotesReturnState = { returnTo: `${location.pathname}${location.search}${hash}` };

  const download = (uuid: string, name: string) => {
    setDownloadError(null);
    downloadNoteFile(adapter, uuid).catch(() =>
      setDownloadError(`${name} could not be downloaded. Try again.`),
    );
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 className="govuk-heading-m" id={headingId}>
        Notes
      </h2>
      {notes.data?.canAdd ? (
        <Link
          to={`${notesPath}/add`}
          state={state}
          role="button"
          draggable={false}
          className="govuk-button govuk-button--secondary"
          data-module="govuk-button"
        >
          Add a note
        </Link>
      ) : null}
      {downloadError ? (
        <p className="govuk-error-message" role="alert">
          <span className="govuk-visually-hidden">Error:</span> {downloadError}
        </p>
      ) : null}
      {notes.isPending ? <p className="govuk-body">Loading notes…</p> : null}
      {notes.isError ? <p className="govuk-body">The notes could not be loaded. Try again later.</p> : null}
      {notes.data && notes.data.totalItems === 0 ? (
        <p className="govuk-body">No notes have been added yet.</p>
      ) : null}
      {notes.data?.notes.map((note) => (
        <NoteItem key={note.id} note={note} notesPath={notesPath} state={state} onDownload={download} />
      ))}
      {notes.data ? (
        <Pagination
          page={page}
          pageSize={NOTES_PAGE_SIZE}
          totalItems={notes.data.totalItems}
          param={pageParam}
        />
      ) : null}
    </section>
  );
}

function NoteItem({
  note,
  notesPath,
  state,
  onDownload,
}: {
  note: Note;
  notesPath: string;
  state: NotesReturnState;
  onDownload: (uuid: string, name: string) => void;
}) {
  const files = Object.entries(note.payload.files);
  return (
    <div className="govuk-!-margin-bottom-6">
      <MoreLessText text={note.payload.note} name="this note" />
      {files.length > 0 ? (
        <ul className="govuk-list">
          {files.map(([uuid, name]) => (
            <li key={uuid}>
              <a
                className="govuk-link"
                href={`#file-${uuid}`}
                onClick={(event) => {
                  event.preventDefault();
                  onDownload(uuid, name);
                }}
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="govuk-body-s govuk-!-margin-bottom-2">
        {note.submitter}, <time dateTime={note.lastUpdatedOn}>{formatDateTime(note.lastUpdatedOn)}</time>
      </p>
      {note.editable ? (
        <ul className="govuk-summary-list__actions-list">
          <li className="govuk-summary-list__actions-list-item">
            <Link className="govuk-link" to={`${notesPath}/${note.id}/edit`} state={state}>
              Edit<span className="govuk-visually-hidden"> note</span>
            </Link>
          </li>
          <li className="govuk-summary-list__actions-list-item">
            <Link className="govuk-link" to={`${notesPath}/${note.id}/delete`} state={state}>
              Delete<span className="govuk-visually-hidden"> note</span>
            </Link>
          </li>
        </ul>
      ) : null}
      <hr className="govuk-section-break govuk-section-break--m govuk-section-break--visible" />
    </div>
  );
}

import { paths } from '../routing/paths';
import { NotesList } from './NotesList';
import { useRequestNotesAdapter } from './request-notes-api';

export interface RequestNotesProps {
  requestId: string;
  /** Where the add, edit and delete pages are mounted; defaults to /requests/{requestId}/notes. */
  notesPath?: string;
}

/** The notes of a request (web-screens §6.5), paged with `?notesPage=`; the note pages are features/request-notes. */
export function RequestNotes({ requestId, notesPath = paths.request.notes(requestId) }: RequestNotesProps) {
  const adapter = useRequestNotesAdapter(requestId);
  return (
    <NotesList
      adapter={adapter}
      notesPath={notesPath}
      pageParam="notesPage"
      headingId="request-notes-heading"
    />
  );
}

import { useParams } from 'react-router';
import { DeleteNotePage, NoteFormPage, NotesList } from '../../shared/notes';
import { useRequestNotesAdapter } from './request-notes-api';

export interface RequestNotesProps {
  requestId: string;
  /** Where the add, edit and delete pages are mounted; defaults to /requests/{requestId}/notes. */
  notesPath?: string;
}

/** The notes of a request (web-screens §6.5), paged with `?notesPage=`. */
export function RequestNotes({ requestId, notesPath = `/requests/${requestId}/notes` }: RequestNotesProps) {
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

/** Add (no :noteId) or edit a request note. */
export function RequestNoteFormPage() {
  const { requestId = '', noteId } = useParams();
  return <NoteFormPage adapter={useRequestNotesAdapter(requestId)} noteId={noteId} />;
}

export function DeleteRequestNotePage() {
  const { requestId = '', noteId = '' } = useParams();
  return <DeleteNotePage adapter={useRequestNotesAdapter(requestId)} noteId={noteId} />;
}

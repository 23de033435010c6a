import { useParams } from 'react-router';
import { DeleteNotePage, NoteFormPage, useRequestNotesAdapter } from '../../shared/notes';
import { usePageTitle } from '../../shared/routing';

/** Add (no :noteId) or edit a request note. */
export function RequestNoteFormPage() {
  const { requestId = '', noteId } = useParams();
  usePageTitle(`${noteId === undefined ? 'Add a note' : 'Edit note'} - ${requestId}`);
  return <NoteFormPage adapter={useRequestNotesAdapter(requestId)} noteId={noteId} />;
}

export function DeleteRequestNotePage() {
  const { requestId = '', noteId = '' } = useParams();
  usePageTitle(`Delete note - ${requestId}`);
  return <DeleteNotePage adapter={useRequestNotesAdapter(requestId)} noteId={noteId} />;
}

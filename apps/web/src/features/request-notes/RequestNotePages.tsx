import { useParams } from 'react-router';
import { DeleteNotePage, NoteFormPage, useRequestNotesAdapter } from '../../shared/notes';

/** Add (no :noteId) or edit a request note. */
export function RequestNoteFormPage() {
  const { requestId = '', noteId } = useParams();
  return <NoteFormPage adapter={useRequestNotesAdapter(requestId)} noteId={noteId} />;
}

export function DeleteRequestNotePage() {
  const { requestId = '', noteId = '' } = useParams();
  return <DeleteNotePage adapter={useRequestNotesAdapter(requestId)} noteId={noteId} />;
}

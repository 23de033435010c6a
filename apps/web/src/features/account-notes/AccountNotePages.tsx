import { useParams } from 'react-router';
import { DeleteNotePage, NoteFormPage, useAccountNotesAdapter } from '../../shared/notes';

const useRouteAccountId = () => Number(useParams().accountId);

/** Add (no :noteId) or edit an account note; mounted below the account route, which guards the account. */
export function AccountNoteFormPage() {
  const { noteId } = useParams();
  return <NoteFormPage adapter={useAccountNotesAdapter(useRouteAccountId())} noteId={noteId} />;
}

export function DeleteAccountNotePage() {
  const { noteId = '' } = useParams();
  return <DeleteNotePage adapter={useAccountNotesAdapter(useRouteAccountId())} noteId={noteId} />;
}

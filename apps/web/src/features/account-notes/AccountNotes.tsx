import { useParams } from 'react-router';
import { DeleteNotePage, NoteFormPage, NotesList } from '../../shared/notes';
import { useAccountNotesAdapter } from './account-notes-api';

/**
 * The account page's Notes tab (web-screens §2.4), paged with `?page=` (the tabs reset it). The note pages
 * return to the tab.
 */
export function AccountNotes({ accountId }: { accountId: number }) {
  const adapter = useAccountNotesAdapter(accountId);
  return (
    <NotesList
      adapter={adapter}
      notesPath={`/accounts/${accountId}/notes`}
      pageParam="page"
      headingId="account-notes-heading"
      returnFragment="notes"
    />
  );
}

const useRouteAccountId = () => Number(useParams().accountId);

/** Add (no :noteId) or edit an account note. */
export function AccountNoteFormPage() {
  const { noteId } = useParams();
  return <NoteFormPage adapter={useAccountNotesAdapter(useRouteAccountId())} noteId={noteId} />;
}

export function DeleteAccountNotePage() {
  const { noteId = '' } = useParams();
  return <DeleteNotePage adapter={useAccountNotesAdapter(useRouteAccountId())} noteId={noteId} />;
}

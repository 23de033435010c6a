import { paths } from '../routing/paths';
import { useAccountNotesAdapter } from './account-notes-api';
import { NotesList } from './NotesList';

/**
 * The account page's Notes tab (web-screens §2.4), paged with `?page=` (the tabs reset it). The note pages
 * (features/account-notes) return to the tab.
 */
export function AccountNotes({ accountId }: { accountId: number }) {
  const adapter = useAccountNotesAdapter(accountId);
  return (
    <NotesList
      adapter={adapter}
      notesPath={paths.account.notes(accountId)}
      pageParam="page"
      headingId="account-notes-heading"
      returnFragment="notes"
    />
  );
}

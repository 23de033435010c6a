import type { RouteObject } from 'react-router';
import { pageRoutes } from '../../shared/routing';

/** The account's note pages, mounted below the account route (which loads and guards the account). */
export const accountNotesRoutes: RouteObject[] = pageRoutes(
  () => import('./AccountNotePages'),
  [
    ['notes/add', 'Add a note', 'AccountNoteFormPage'],
    ['notes/:noteId/edit', 'Edit note', 'AccountNoteFormPage'],
    ['notes/:noteId/delete', 'Delete note', 'DeleteAccountNotePage'],
  ],
  // Below the account page, the account's name links back to it.
  { handle: (_, title) => ({ title, breadcrumb: true }) },
);

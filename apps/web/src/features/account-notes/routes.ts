import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing';

const accountNotePages = () => import('./AccountNotePages');

/** The account's note pages, mounted below the account route (which loads and guards the account). */
export const accountNotesRoutes: RouteObject[] = (
  [
    ['notes/add', 'Add a note', 'AccountNoteFormPage'],
    ['notes/:noteId/edit', 'Edit note', 'AccountNoteFormPage'],
    ['notes/:noteId/delete', 'Delete note', 'DeleteAccountNotePage'],
  ] as const
).map(([path, title, page]) => ({
  path,
  // Below the account page, the account's name links back to it.
  handle: { title, breadcrumb: true } satisfies RouteHandle,
  lazy: { Component: async () => (await accountNotePages())[page] },
}));

import type { RouteObject } from 'react-router';
import { pageRoutes, requireInstallationAccess } from '../../shared/routing';

// Notes on a request (web-screens §6.5); the pages return to the page that linked to them, else to the
// request's own page, which '/requests/:requestId' leads to.
export const requestNotesRoutes: RouteObject[] = [
  {
    path: 'requests/:requestId',
    loader: async (args) => {
      requireInstallationAccess();
      return (await import('./request-home')).requestHomeLoader(args);
    },
  },
  ...pageRoutes(
    () => import('./RequestNotePages'),
    [
      ['requests/:requestId/notes/add', 'Add a note', 'RequestNoteFormPage'],
      ['requests/:requestId/notes/:noteId/edit', 'Edit note', 'RequestNoteFormPage'],
      ['requests/:requestId/notes/:noteId/delete', 'Delete note', 'DeleteRequestNotePage'],
    ],
    { loader: requireInstallationAccess },
  ),
];

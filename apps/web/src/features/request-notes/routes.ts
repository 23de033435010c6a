import type { RouteObject } from 'react-router';
import { pageRoutes, requireInstallationAccess } from '../../shared/routing';

// Notes on a request (web-screens §6.5); the pages return to the page that linked to them.
export const requestNotesRoutes: RouteObject[] = pageRoutes(
  () => import('./RequestNotePages'),
  [
    ['requests/:requestId/notes/add', 'Add a note', 'RequestNoteFormPage'],
    ['requests/:requestId/notes/:noteId/edit', 'Edit note', 'RequestNoteFormPage'],
    ['requests/:requestId/notes/:noteId/delete', 'Delete note', 'DeleteRequestNotePage'],
  ],
  { loader: requireInstallationAccess },
);

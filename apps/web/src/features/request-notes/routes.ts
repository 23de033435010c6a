import type { RouteObject } from 'react-router';
import { requireInstallationAccess, type RouteHandle } from '../../shared/routing';

const requestNotePages = () => import('./RequestNotePages');

// Notes on a request (web-screens §6.5); the pages return to the page that linked to them.
export const requestNotesRoutes: RouteObject[] = (
  [
    ['requests/:requestId/notes/add', 'Add a note', 'RequestNoteFormPage'],
    ['requests/:requestId/notes/:noteId/edit', 'Edit note', 'RequestNoteFormPage'],
    ['requests/:requestId/notes/:noteId/delete', 'Delete note', 'DeleteRequestNotePage'],
  ] as const
).map(([path, title, page]) => ({
  path,
  loader: requireInstallationAccess,
  handle: { title } satisfies RouteHandle,
  lazy: { Component: async () => (await requestNotePages())[page] },
}));

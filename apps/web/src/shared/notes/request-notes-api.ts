import { useMemo } from 'react';
import { api, noContent, unwrap } from '../api';
import { paths } from '../routing/paths';
import { tokenOf, type NotesAdapter } from './notes-api';

/** The request notes calls (web-screens §6.5) behind the shared notes UI. */
export function requestNotesAdapter(requestId: string): NotesAdapter {
  return {
    key: ['request-notes', requestId],
    list: async (page, size) => {
      const data = await unwrap(
        api.GET('/v1.0/request-notes', { params: { query: { requestId, page, size } } }),
      );
      // The reference shows Add on every request page: any member may note a request.
      return { notes: data.requestNotes, totalItems: data.totalItems, canAdd: true };
    },
    get: (id) => unwrap(api.GET('/v1.0/request-notes/{id}', { params: { path: { id } } })),
    create: (body) => noContent(api.POST('/v1.0/request-notes', { body: { ...body, requestId } })),
    update: (id, body) => noContent(api.PUT('/v1.0/request-notes/{id}', { params: { path: { id } }, body })),
    remove: (id) => noContent(api.DELETE('/v1.0/request-notes/{id}', { params: { path: { id } } })),
    uploadPath: `/v1.0/request-notes/upload/request/${encodeURIComponent(requestId)}`,
    fileToken: (uuid) =>
      tokenOf(
        api.GET('/v1.0/request-notes/{requestId}/files', {
          params: { path: { requestId }, query: { uuid } },
        }),
      ),
    home: paths.request.home(requestId),
  };
}

export function useRequestNotesAdapter(requestId: string): NotesAdapter {
  return useMemo(() => requestNotesAdapter(requestId), [requestId]);
}

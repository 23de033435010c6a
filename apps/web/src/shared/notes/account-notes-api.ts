import { useMemo } from 'react';
import { api, noContent, unwrap } from '../api';
import { paths } from '../routing/paths';
import { tokenOf, type NotesAdapter } from './notes-api';

/** The account notes calls (web-screens §2.4) behind the shared notes UI. */
export function accountNotesAdapter(accountId: number): NotesAdapter {
  return {
    key: ['account-notes', accountId],
    list: async (page, size) => {
      const data = await unwrap(
        api.GET('/v1.0/account-notes', { params: { query: { accountId, page, size } } }),
      );
      // The API decides: regulators may always add, operators need PERM_ACCOUNT_NOTES_EDIT.
      return { notes: data.accountNotes, totalItems: data.totalItems, canAdd: data.hasUserEditPermission };
    },
    get: (id) => unwrap(api.GET('/v1.0/account-notes/{id}', { params: { path: { id } } })),
    create: (body) => noContent(api.POST('/v1.0/account-notes', { body: { ...body, accountId } })),
    update: (id, body) => noContent(api.PUT('/v1.0/account-notes/{id}', { params: { path: { id } }, body })),
    remove: (id) => noContent(api.DELETE('/v1.0/account-notes/{id}', { params: { path: { id } } })),
    uploadPath: `/v1.0/account-notes/upload/account/${accountId}`,
    fileToken: (uuid) =>
      tokenOf(
        api.GET('/v1.0/account-notes/{accountId}/files', {
          params: { path: { accountId }, query: { uuid } },
        }),
      ),
    home: paths.account.home(accountId, 'notes'),
  };
}

export function useAccountNotesAdapter(accountId: number): NotesAdapter {
  return useMemo(() => accountNotesAdapter(accountId), [accountId]);
}

import { accountAccess } from '../../domain/account-access';
import { seesNotesBy, type NoteScope } from '../shared/notes/service';
import type { AccountNoteResponse } from './schemas';

/**
 * Account notes (api-behaviour §3.5), on top of membership of the account (an operator's authority on
 * it, a regulator's on its competent authority): regulators read every note and change only notes
 * written by regulators; operators read only notes written by operators, and adding, changing or
 * deleting one needs PERM_ACCOUNT_NOTES_EDIT.
 */
export const accountNoteScope: NoteScope<'accountId', AccountNoteResponse> = {
  key: 'accountId',
  async access(db, context, accountId) {
    const { authority } = await accountAccess(db, context, accountId);
    return {
      canEdit: context.roleType === 'REGULATOR' || authority.permissions.has('PERM_ACCOUNT_NOTES_EDIT'),
    };
  },
  readable: (context, note) => seesNotesBy(context, note.roleType),
  page: (accountNotes, totalItems, canEdit) => ({ accountNotes, totalItems, hasUserEditPermission: canEdit }),
};

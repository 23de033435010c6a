import { noteRoutes } from '../shared/notes/routes';
import {
  accountIdParamsSchema,
  accountNoteDtoSchema,
  accountNoteRequestSchema,
  accountNoteResponseSchema,
  accountNotesQuerySchema,
} from './schemas';
import { accountNoteScope } from './service';

export const accountNotesRoutes = noteRoutes({
  scope: accountNoteScope,
  path: '/account-notes',
  segment: 'account',
  tag: 'Account Notes',
  scopeName: 'an account',
  operationIds: {
    list: 'getNotesByAccountId',
    create: 'createAccountNote',
    get: 'getAccountNote',
    update: 'updateAccountNote',
    remove: 'deleteAccountNote',
    upload: 'uploadAccountNoteFile',
    fileToken: 'generateGetAccountFileNoteToken',
  },
  schemas: {
    params: accountIdParamsSchema,
    query: accountNotesQuerySchema,
    create: accountNoteRequestSchema,
    dto: accountNoteDtoSchema,
    page: accountNoteResponseSchema,
  },
});

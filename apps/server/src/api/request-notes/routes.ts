import { noteRoutes } from '../shared/notes/routes';
import {
  requestIdParamsSchema,
  requestNoteDtoSchema,
  requestNoteRequestSchema,
  requestNoteResponseSchema,
  requestNotesQuerySchema,
} from './schemas';
import { requestNoteScope } from './service';

export const requestNotesRoutes = noteRoutes({
  scope: requestNoteScope,
  path: '/request-notes',
  segment: 'request',
  tag: 'Request Notes',
  scopeName: 'a request',
  operationIds: {
    list: 'getNotesByRequestId',
    create: 'createRequestNote',
    get: 'getRequestNote',
    update: 'updateRequestNote',
    remove: 'deleteRequestNote',
    upload: 'uploadRequestNoteFile',
    fileToken: 'generateGetRequestFileNoteToken',
  },
  schemas: {
    params: requestIdParamsSchema,
    query: requestNotesQuerySchema,
    create: requestNoteRequestSchema,
    dto: requestNoteDtoSchema,
    page: requestNoteResponseSchema,
  },
});

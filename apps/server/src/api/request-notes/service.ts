import { ApiError } from '../../platform/http/errors';
import { requestAuthority } from '../../domain/account-access';
import type { NoteScope } from '../shared/notes/service';
import { findNoteRequest } from './repository';
import type { RequestNoteResponse } from './schemas';

/**
 * Request notes (api-behaviour §3.5): membership of the request, which lets a member add notes;
 * operators only ever see notes written by operators, and a note can be read by id, changed or deleted
 * only by someone of its author's role type (anyone else gets a 404, as if it did not exist).
 */
export const requestNoteScope: NoteScope<'requestId', RequestNoteResponse> = {
  key: 'requestId',
  /** A missing request is a 403 too, so ids cannot be probed. */
  async access(db, context, requestId) {
    const request = await findNoteRequest(db, requestId);
    if (!request || !requestAuthority(context, request)) throw new ApiError('FORBIDDEN');
    return { canEdit: true };
  },
  readable: (context, note) => note.roleType === context.roleType,
  page: (requestNotes, totalItems) => ({ requestNotes, totalItems }),
};

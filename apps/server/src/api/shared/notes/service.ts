import type { FastifyInstance } from 'fastify';
import { outsideRequest } from '../../../platform/audit/context';
import type { Executor } from '../../../platform/db';
import type { NotePayload } from '../../../platform/db/schema';
import { ApiError } from '../../../platform/http/errors';
import type { UploadedFile } from '../../../platform/http/multipart';
import type { UserContext } from '../../../domain/current-user';
import type { RoleType } from '../../../domain/permissions';
import { fullNameOf, settleNoteFiles, type NoteRequest } from './index';
import { noteRepository, type NoteRow, type NoteScopeKey, type NoteScopes } from './repository';

/** `{ accountId: id }` or `{ requestId: id }`: a note's, a DTO's and an uploaded file's scope field. */
export const scopeField = <K extends NoteScopeKey>(key: K, id: NoteScopes[K]) =>
  ({ [key]: id }) as Pick<NoteScopes, K>;

export type NoteDto<K extends NoteScopeKey> = {
  id: number;
  payload: NotePayload;
  submitter: string;
  lastUpdatedOn: string;
  /** The caller may change or delete it. */
  editable: boolean;
} & Pick<NoteScopes, K>;

/** What tells account notes and request notes apart. */
export interface NoteScope<K extends NoteScopeKey, Page> {
  key: K;
  /** Membership of the account or request (throws when the caller is not a member), and whether they may add notes. */
  access(db: Executor, context: UserContext, scopeId: NoteScopes[K]): Promise<{ canEdit: boolean }>;
  /** Whether a member may read this note by its id (a 404 otherwise, as if it did not exist). */
  readable(context: UserContext, note: { roleType: RoleType }): boolean;
  /** The list response around a page of notes. */
  page(notes: NoteDto<K>[], totalItems: number, canEdit: boolean): Page;
}

/** Operators only ever see notes written by operators; regulators see them all. */
export const seesNotesBy = (context: UserContext, roleType: RoleType) =>
  context.roleType === 'REGULATOR' || roleType === 'OPERATOR';

/**
 * Notes of one scope (api-behaviour §3.5): a note is changed or deleted only by someone of its author's
 * role type who may add notes; its files are settled with it and downloaded through one-minute tokens.
 */
export function noteService<K extends NoteScopeKey, Page>(app: FastifyInstance, scope: NoteScope<K, Page>) {
  const { key } = scope;
  const notes = noteRepository(app.db, key);

  const canChange = (context: UserContext, canEdit: boolean, note: { roleType: RoleType }) =>
    canEdit && note.roleType === context.roleType;

  const toDto = (note: NoteRow<K>, context: UserContext, canEdit: boolean): NoteDto<K> => ({
    id: note.id,
    payload: { note: note.payload.note, files: note.payload.files },
    submitter: note.submitter,
    lastUpdatedOn: note.lastUpdatedOn.toISOString(),
    ...scopeField(key, note.scopeId),
    editable: canChange(context, canEdit, note),
  });

  /** A note the caller can read (404 otherwise), with their edit right. */
  async function readableNote(context: UserContext, id: number) {
    const note = await notes.find(id);
    if (!note) throw new ApiError('NOTFOUND1001');
    const { canEdit } = await scope.access(app.db, context, note.scopeId);
    if (!scope.readable(context, note)) throw new ApiError('NOTFOUND1001');
    return { note, canEdit };
  }

  async function changeableNote(context: UserContext, id: number) {
    const { note, canEdit } = await readableNote(context, id);
    if (!canChange(context, canEdit, note)) throw new ApiError('FORBIDDEN');
    return note;
  }

  async function editor(context: UserContext, scopeId: NoteScopes[K]) {
    const { canEdit } = await scope.access(app.db, context, scopeId);
    if (!canEdit) throw new ApiError('FORBIDDEN');
  }

  return {
    async list(context: UserContext, scopeId: NoteScopes[K], page: number, size: number): Promise<Page> {
      const { canEdit } = await scope.access(app.db, context, scopeId);
      // As the reference does: abandoned uploads are cleared whenever notes are listed, off the request path
      // and outside the request, as housekeeping clears them: not a change of the caller's (ADR 21).
      void outsideRequest(() => app.files.cleanUpPending()).catch((error: unknown) => {
        app.log.error({ err: error }, 'clean-up of pending note files failed');
      });
      const result = await notes.page(
        scopeId,
        context.roleType === 'REGULATOR' ? null : ['OPERATOR'],
        page,
        size,
      );
      return scope.page(
        result.rows.map((note) => toDto(note, context, canEdit)),
        result.total,
        canEdit,
      );
    },

    async get(context: UserContext, id: number) {
      const { note, canEdit } = await readableNote(context, id);
      return toDto(note, context, canEdit);
    },

    async create(context: UserContext, scopeId: NoteScopes[K], input: NoteRequest) {
      await editor(context, scopeId);
      const submitter = await fullNameOf(app.db, context.userId);
      await app.db.transaction(async (tx) => {
        const payload = await settleNoteFiles(tx, app.files, input, scopeField(key, scopeId));
        await noteRepository(tx, key).insert(scopeId, {
          payload,
          submitterId: context.userId,
          submitter,
          roleType: context.roleType,
        });
      });
    },

    async update(context: UserContext, id: number, input: NoteRequest) {
      const note = await changeableNote(context, id);
      const submitter = await fullNameOf(app.db, context.userId);
      await app.db.transaction(async (tx) => {
        const payload = await settleNoteFiles(
          tx,
          app.files,
          input,
          scopeField(key, note.scopeId),
          note.payload,
        );
        await noteRepository(tx, key).update(id, { payload, submitterId: context.userId, submitter });
      });
    },

    async remove(context: UserContext, id: number) {
      const note = await changeableNote(context, id);
      await app.db.transaction(async (tx) => {
        await app.files.remove(tx, Object.keys(note.payload.files));
        await noteRepository(tx, key).remove(id);
      });
    },

    async upload(context: UserContext, scopeId: NoteScopes[K], readFile: () => Promise<UploadedFile>) {
      // Refused before the upload is read.
      await editor(context, scopeId);
      const file = await readFile();
      return app.files.upload({
        kind: 'NOTE',
        fileName: file.name,
        bytes: file.content,
        createdBy: context.userId,
        ...scopeField(key, scopeId),
      });
    },

    /**
     * A download token for a file of a note the caller can see, or for their own upload not yet saved
     * in a note (so they can check it before saving).
     */
    async fileToken(context: UserContext, scopeId: NoteScopes[K], uuid: string) {
      await scope.access(app.db, context, scopeId);
      const file = await app.files.read(uuid);
      if (!file || file.kind !== 'NOTE' || file[key] !== scopeId) throw new ApiError('NOTFOUND1001');
      const visible =
        file.status === 'PENDING'
          ? file.createdBy === context.userId
          : (await notes.referringRoleTypes(scopeId, uuid)).some((roleType) =>
              seesNotesBy(context, roleType),
            );
      if (!visible) throw new ApiError('NOTFOUND1001');
      return app.files.downloadToken(uuid, 'NOTE');
    },
  };
}

export type NoteService<K extends NoteScopeKey, Page> = ReturnType<typeof noteService<K, Page>>;

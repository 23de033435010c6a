import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor, Transaction } from '../../../platform/db';
import { users, type NotePayload } from '../../../platform/db/schema';
import type { FileScope, Files } from '../../../platform/files';
import { multipartBody } from '../../../platform/http/multipart';
import { pathId } from '../../../platform/http/path-id';
import { pageSizeQuery } from '../paging';

/**
 * What account and request notes share: the payload shapes, the note text rules and how a note's
 * files follow it (submitted when referred to, deleted when dropped or when the note goes).
 */
export const NOTE_MAX_LENGTH = 10_000;

export const noteTextSchema = z
  .string({ error: 'Enter a note' })
  .max(NOTE_MAX_LENGTH, `The note should not be more than ${NOTE_MAX_LENGTH} characters`)
  .refine((value) => value.trim().length > 0, 'Enter a note');

export const noteFilesSchema = z
  .array(z.uuid({ error: 'is not a file identifier' }))
  .max(100, 'A note can have at most 100 files')
  .refine((uuids) => new Set(uuids).size === uuids.length, 'The same file is listed twice')
  .default([]);

export const noteRequestSchema = z
  .object({ note: noteTextSchema, files: noteFilesSchema })
  .strict()
  .meta({ id: 'NoteRequest', description: 'The note request' });
export type NoteRequest = z.infer<typeof noteRequestSchema>;

export const notePayloadSchema = z
  .object({ note: z.string(), files: z.record(z.string(), z.string()) })
  .meta({ id: 'NotePayload' });

export const noteIdParamsSchema = z.object({
  id: pathId,
});

/** The upload form: one file part, `file` (documentation only: the handler reads the part). */
export const noteFileFormSchema = multipartBody(
  z.object({ file: z.string().describe('The note file').meta({ format: 'binary' }) }),
);

export const fileUuidSchema = z.object({ uuid: z.string() }).meta({ id: 'FileUuidDTO' });

export const fileUuidQuerySchema = z.object({ uuid: z.uuid() }).strict();

export const notesPageQuerySchema = {
  page: z.coerce.number().int().min(0).max(1_000_000).describe('The page number starting from zero'),
  size: pageSizeQuery(),
};

/** `{ [key]: idSchema }`: the account or request field a note, its DTO, route or query carries. */
const scopeShape = <K extends string, S extends z.ZodType>(key: K, idSchema: S) =>
  ({ [key]: idSchema }) as Record<K, S>;

/** The path parameters naming the account or request, and the paged list query. */
export function noteScopeSchemas<K extends string, S extends z.ZodType>(key: K, idSchema: S) {
  const params = z.object(scopeShape(key, idSchema));
  return { params, query: params.extend(notesPageQuerySchema).strict() };
}

/** A note as it is returned, named `id` in the document (AccountNoteDto, RequestNoteDto). */
export function noteDtoSchema<K extends string, S extends z.ZodType>(id: string, key: K, idSchema: S) {
  return z
    .object({
      id: z.number().int(),
      payload: notePayloadSchema,
      submitter: z.string(),
      lastUpdatedOn: z.string(),
      ...scopeShape(key, idSchema),
      /** The caller may change or delete it. */
      editable: z.boolean(),
    })
    .meta({ id });
}

/** The body that creates a note of that account or request. */
export function scopedNoteRequestSchema<K extends string, S extends z.ZodType>(
  meta: { id: string; description: string },
  key: K,
  idSchema: S,
) {
  return z
    .object({ ...scopeShape(key, idSchema), note: noteTextSchema, files: noteFilesSchema })
    .strict()
    .meta(meta);
}

/** The author's name as it is shown on the note. */
export async function fullNameOf(db: Executor, userId: string): Promise<string> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}

/**
 * The payload a note gets for `request`, with its files settled inside `tx`: new ones must be PENDING
 * uploads of the same account or request (FORM1001 otherwise) and become SUBMITTED, dropped ones are
 * deleted. `previous` is the note's payload before this change (none on create).
 */
export async function settleNoteFiles(
  tx: Transaction,
  files: Files,
  request: NoteRequest,
  scope: Omit<FileScope, 'kind' | 'submitted'>,
  previous?: NotePayload,
): Promise<NotePayload> {
  const before = Object.keys(previous?.files ?? {});
  const names = await files.namesOf(tx, request.files, { ...scope, kind: 'NOTE', submitted: before });
  await files.submit(
    tx,
    request.files.filter((uuid) => !before.includes(uuid)),
  );
  await files.remove(
    tx,
    before.filter((uuid) => !request.files.includes(uuid)),
  );
  return { note: request.note, files: names };
}

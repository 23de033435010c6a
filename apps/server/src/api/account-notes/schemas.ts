import { z } from 'zod';
import { noteDtoSchema, noteScopeSchemas, scopedNoteRequestSchema } from '../shared/notes';
import { pathId } from '../../platform/http/path-id';

export const accountIdSchema = pathId;

export const accountNoteDtoSchema = noteDtoSchema('AccountNoteDto', 'accountId', z.number().int());
export type AccountNoteDto = z.infer<typeof accountNoteDtoSchema>;

export const accountNoteResponseSchema = z
  .object({
    accountNotes: z.array(accountNoteDtoSchema),
    totalItems: z.number().int(),
    /** The caller may add notes. */
    hasUserEditPermission: z.boolean(),
  })
  .meta({ id: 'AccountNoteResponse' });
export type AccountNoteResponse = z.infer<typeof accountNoteResponseSchema>;

export const accountNoteRequestSchema = scopedNoteRequestSchema(
  { id: 'AccountNoteRequest', description: 'The account note request' },
  'accountId',
  z.number().int().positive(),
);

export const { params: accountIdParamsSchema, query: accountNotesQuerySchema } = noteScopeSchemas(
  'accountId',
  accountIdSchema,
);

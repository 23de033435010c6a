import { z } from 'zod';
import { noteDtoSchema, noteScopeSchemas, scopedNoteRequestSchema } from '../shared/notes';

export const requestIdSchema = z.string().min(1).max(64);

export const requestNoteDtoSchema = noteDtoSchema('RequestNoteDto', 'requestId', z.string());
export type RequestNoteDto = z.infer<typeof requestNoteDtoSchema>;

export const requestNoteResponseSchema = z
  .object({ requestNotes: z.array(requestNoteDtoSchema), totalItems: z.number().int() })
  .meta({ id: 'RequestNoteResponse' });
export type RequestNoteResponse = z.infer<typeof requestNoteResponseSchema>;

export const requestNoteRequestSchema = scopedNoteRequestSchema(
  { id: 'RequestNoteRequest', description: 'The request note request' },
  'requestId',
  requestIdSchema,
);

export const { params: requestIdParamsSchema, query: requestNotesQuerySchema } = noteScopeSchemas(
  'requestId',
  requestIdSchema,
);

import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../platform/http/errors';

/*
 * A task's version as an HTTP entity tag (ADR 17): GET /tasks/{id} answers it in ETag, a write on the
 * task may send it back in If-Match, and a write that leaves the task open answers the new one, so a
 * tab that saved keeps going while a stale tab is refused (REQUEST_TASK_ACTION1002, 409).
 */

export const ifMatchHeadersSchema = z.object({
  'if-match': z
    .string()
    .max(64)
    .optional()
    .describe(
      'The ETag of GET /tasks/{id} (the task version the form was filled in on): refused with 409 if the task has changed since',
    ),
});

/** `"7"` for version 7. */
export const entityTagOf = (version: number) => `"${version}"`;

/** The version an If-Match header names; undefined when absent or `*` (any current version). */
export function expectedVersionOf(ifMatch: string | undefined): number | undefined {
  const value = ifMatch?.trim();
  if (!value || value === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(value);
  if (!match?.[1])
    throw new ApiError('FORM1002', [{ fieldName: 'If-Match', message: 'must be an ETag of the task' }]);
  return Number(match[1]);
}

export function sendEntityTag(reply: FastifyReply, version: number | null | undefined): void {
  if (version !== null && version !== undefined) reply.header('etag', entityTagOf(version));
}

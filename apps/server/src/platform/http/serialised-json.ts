import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** JSON text already checked against its response schema, e.g. kept in a read cache. */
export interface SerialisedJson {
  readonly json: string;
}

/** Checks a value against its response schema once and keeps the JSON text. */
export function serialiseJson<S extends z.ZodType>(schema: S, value: z.input<S>): SerialisedJson {
  return { json: JSON.stringify(schema.parse(value)) };
}

/**
 * Sends JSON text as it is. Fastify passes a string with a JSON content type straight through, so the
 * route's serializer, which would check and stringify the value again, is not run.
 */
export function sendSerialised(reply: FastifyReply, body: SerialisedJson): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body.json);
}

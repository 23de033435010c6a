import { z } from 'zod';
import type { RequestTypeDefinition } from './definition';
import { requestTypeDefinitions } from './registry';

/*
 * The payload unions the API documents, made from what each workflow declares (registry order, each
 * schema once): nothing is listed here by hand. A new workflow's schemas join by its registration.
 */

type PayloadSchema = z.ZodType | null | undefined;

function unionOf(schemas: PayloadSchema[]) {
  const members = [...new Set(schemas.filter((schema): schema is z.ZodType => Boolean(schema)))];
  // Every member is an object with a literal payloadType (the definitions' own schemas).
  return z.discriminatedUnion('payloadType', members as unknown as [z.ZodObject, ...z.ZodObject[]]);
}

const definitions: readonly RequestTypeDefinition[] = requestTypeDefinitions;
const tasksOf = (definition: RequestTypeDefinition) => Object.values(definition.tasks);

/** What POST /requests takes: every create and re-initiate payload. */
export const requestCreateActionPayloadSchema = unionOf(
  definitions.flatMap((definition) => [
    definition.create.payloadSchema,
    definition.reInitiate?.payloadSchema,
  ]),
);

/** What POST /tasks/actions takes: every task action's payload. */
export const requestTaskActionPayloadSchema = unionOf(
  definitions.flatMap((definition) =>
    tasksOf(definition).flatMap((task) =>
      Object.values(task?.actions ?? {}).map((action) => action?.payloadSchema),
    ),
  ),
);

/** Task payloads GET /tasks/{id} shows. */
export const requestTaskPayloadSchema = unionOf(
  definitions.flatMap((definition) => tasksOf(definition).map((task) => task?.payloadSchema)),
).meta({ id: 'RequestTaskPayload' });

/** Timeline payloads GET /request-actions/{id} shows. */
export const requestActionPayloadSchema = unionOf(
  definitions.flatMap((definition) =>
    Object.values(definition.requestActions).map((action) => action?.payloadSchema),
  ),
).meta({ id: 'RequestActionPayload' });

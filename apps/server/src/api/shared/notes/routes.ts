import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MULTIPART_FILE_LIMIT_BYTES } from '../../../platform/files';
import { errorResponseSchema } from '../../../platform/http/errors';
import {
  readFilePart,
  registerMultipart,
  skipMultipartBodyValidation,
} from '../../../platform/http/multipart';
import { fileTokenSchema } from '../../user-signatures/routes';
import { contextOf, requireRoleType } from '../../../domain/authorization';
import {
  fileUuidQuerySchema,
  fileUuidSchema,
  noteFileFormSchema,
  noteIdParamsSchema,
  noteRequestSchema,
} from './index';
import type { NoteScopeKey, NoteScopes } from './repository';
import { noteService, type NoteDto, type NoteScope } from './service';
import { cappedPageSize } from '../paging';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

type Scoped<K extends NoteScopeKey> = Pick<NoteScopes, K>;

/**
 * A request part as its route schema left it. Fastify has already validated and parsed it with that
 * schema; this only restates the type, which the type provider cannot work out for a schema whose type
 * depends on the scope (it leaves such types unresolved).
 */
const validated = <T>(_schema: z.ZodType<T>, value: unknown) => value as T;

/** How one kind of notes appears in the API: paths, operation ids and DTOs as the reference names them. */
export interface NoteRoutes<K extends NoteScopeKey, Page> {
  scope: NoteScope<K, Page>;
  /** `/account-notes`. */
  path: string;
  /** `account`: the upload path is `<path>/upload/<segment>/:<key>`. */
  segment: string;
  tag: string;
  /** `an account`, in the summaries. */
  scopeName: string;
  operationIds: {
    list: string;
    create: string;
    get: string;
    update: string;
    remove: string;
    upload: string;
    fileToken: string;
  };
  schemas: {
    params: z.ZodType<Scoped<K>>;
    query: z.ZodType<Scoped<K> & { page: number; size: number }>;
    create: z.ZodType<Scoped<K> & { note: string; files: string[] }>;
    dto: z.ZodType<NoteDto<K>>;
    page: z.ZodType<Page>;
  };
}

/** Registers the seven note routes of one scope: list, create, read, update, delete, upload, file token. */
export function noteRoutes<K extends NoteScopeKey, Page>(config: NoteRoutes<K, Page>): FastifyPluginAsyncZod {
  const { path, tag, scopeName, operationIds, schemas } = config;
  const { key } = config.scope;
  const tags = [tag];
  const scopeIdOf = (input: Scoped<K>): NoteScopes[K] => input[key];
  return async (zodApp) => {
    // Inputs are read through `validated`, and replies are checked against the response schemas when sent.
    const app = zodApp.withTypeProvider<FastifyTypeProviderDefault>();
    await registerMultipart(app, { fileSize: MULTIPART_FILE_LIMIT_BYTES, files: 1, fields: 0, parts: 1 });
    skipMultipartBodyValidation(app);
    const service = noteService(app, config.scope);
    // Verifiers reach accounts and requests only through an appointment, which ESOS never makes.
    const members = requireRoleType(['OPERATOR', 'REGULATOR']);

    app.get(
      path,
      {
        preHandler: members,
        schema: {
          operationId: operationIds.list,
          tags,
          summary: `Get the notes of ${scopeName}, newest first`,
          querystring: schemas.query,
          response: { 200: schemas.page, ...errors },
        },
      },
      async (request) => {
        const query = validated(schemas.query, request.query);
        const size = cappedPageSize(query.size, app.config.maxPageSize);
        return service.list(contextOf(request), scopeIdOf(query), query.page, size);
      },
    );

    app.post(
      path,
      {
        preHandler: members,
        schema: {
          operationId: operationIds.create,
          tags,
          summary: `Create ${scopeName} note`,
          body: schemas.create,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const body = validated(schemas.create, request.body);
        await service.create(contextOf(request), scopeIdOf(body), body);
        return reply.status(204).send(null);
      },
    );

    app.get(
      `${path}/:id`,
      {
        preHandler: members,
        schema: {
          operationId: operationIds.get,
          tags,
          summary: `Get ${scopeName} note`,
          params: noteIdParamsSchema,
          response: { 200: schemas.dto, ...errors },
        },
      },
      async (request) => service.get(contextOf(request), validated(noteIdParamsSchema, request.params).id),
    );

    app.put(
      `${path}/:id`,
      {
        preHandler: members,
        schema: {
          operationId: operationIds.update,
          tags,
          summary: `Update ${scopeName} note`,
          params: noteIdParamsSchema,
          body: noteRequestSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { id } = validated(noteIdParamsSchema, request.params);
        await service.update(contextOf(request), id, validated(noteRequestSchema, request.body));
        return reply.status(204).send(null);
      },
    );

    app.delete(
      `${path}/:id`,
      {
        preHandler: members,
        schema: {
          operationId: operationIds.remove,
          tags,
          summary: `Delete ${scopeName} note`,
          params: noteIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(contextOf(request), validated(noteIdParamsSchema, request.params).id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${path}/upload/${config.segment}/:${key}`,
      {
        preHandler: members,
        schema: {
          operationId: operationIds.upload,
          tags,
          summary: `Upload a file for ${scopeName} note`,
          consumes: ['multipart/form-data'],
          params: schemas.params,
          body: noteFileFormSchema,
          response: { 200: fileUuidSchema, ...errors },
        },
      },
      async (request) => {
        const params = validated(schemas.params, request.params);
        return service.upload(contextOf(request), scopeIdOf(params), () => readFilePart(request, 'file'));
      },
    );

    app.get(
      `${path}/:${key}/files`,
      {
        preHandler: members,
        schema: {
          operationId: operationIds.fileToken,
          tags,
          summary: `Generate the token to download a file of ${scopeName} note`,
          params: schemas.params,
          querystring: fileUuidQuerySchema,
          response: { 200: fileTokenSchema, ...errors },
        },
      },
      async (request) => {
        const params = validated(schemas.params, request.params);
        const { uuid } = validated(fileUuidQuerySchema, request.query);
        return service.fileToken(contextOf(request), scopeIdOf(params), uuid);
      },
    );
  };
}

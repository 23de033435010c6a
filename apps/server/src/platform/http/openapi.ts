import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const API_VERSION = '0.81.0';

/** The OpenAPI 3.1 document is generated from the zod route schemas; the SPA's client is generated from it. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Manage your ESOS reporting API', version: API_VERSION },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    // Paths are relative to the server url /api; routes outside the API set `hide: true`.
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

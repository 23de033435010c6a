import type { FastifyInstance } from 'fastify';
import type { RequestTypeDefinition } from './definition';
import { createWorkflowEngine, type WorkflowEngine } from './engine';
import { requestTypeDefinitions } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests, tasks and their actions (src/workflow). */
    workflow: WorkflowEngine;
  }
}

/** The engine for the service's registry, or for the definitions the composition root was given. */
export function registerWorkflow(
  app: FastifyInstance,
  definitions?: readonly RequestTypeDefinition[] | undefined,
): void {
  app.decorate(
    'workflow',
    createWorkflowEngine({
      db: app.db,
      mail: { context: app.mail.context, kick: () => app.mail.delivery.kick() },
      services: { companyInformation: app.companyInformation },
      validityWindows: app.config.validityWindows,
      files: app.files,
      definitions: definitions ?? requestTypeDefinitions,
    }),
  );
}

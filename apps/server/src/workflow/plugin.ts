import type { FastifyInstance } from 'fastify';
import { createWorkflowEngine, type WorkflowEngine } from './engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests, tasks and their actions (src/workflow). */
    workflow: WorkflowEngine;
  }
}

export function registerWorkflow(app: FastifyInstance): void {
  app.decorate(
    'workflow',
    createWorkflowEngine({
      db: app.db,
      mail: { context: app.mail.context, kick: () => app.mail.delivery.kick() },
      services: { companyInformation: app.companyInformation, validityWindows: app.config.validityWindows },
      files: app.files,
    }),
  );
}

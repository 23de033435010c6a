import type { Database, Executor } from '../../platform/db';
import type { Files } from '../../platform/files';
import type { MailContext } from '../../platform/mail/mail';
import type { RequestTaskType, RequestType } from '../catalogue';
import type { RequestTypeDefinition } from '../definition';
import type { WorkflowServices } from '../workflow-step';
import { deriveWorkflowTables } from '../tables';
import { dayAfter, effectiveWindows, type ValidityWindowSettings } from '../validity-windows';
import { candidateAssignees, taskAssignment } from './assignment';
import { assignmentService } from './assignment-service';
import { attachmentService } from './attachment-service';
import { availabilityService } from './availability';
import type { EngineContext } from './context';
import { createService } from './create-service';
import { stepFactory } from './step';
import { taskActionService } from './task-action-service';
import { taskAuthority } from './task-access';
import { taskViewService } from './task-view';

export interface WorkflowEngineOptions {
  db: Database;
  mail: { context: MailContext; kick(): void };
  services: WorkflowServices;
  /** Configuration's changes to the definitions' validity windows. */
  validityWindows: ValidityWindowSettings;
  /** Task attachments are stored through the files platform (kind ATTACHMENT). */
  files: Files;
  now?: () => Date;
  /**
   * The workflows it runs: the service's registry (registry.ts), or in tests a list of their own (the
   * registry with a definition replaced or added) to exercise rules no registered workflow uses yet.
   */
  definitions: readonly RequestTypeDefinition[];
}

/**
 * Requests, tasks and their actions, for whatever workflows it is given: each part below does one job
 * on the shared context (tables derived from the definitions, windows after configuration).
 */
export function createWorkflowEngine(options: WorkflowEngineOptions) {
  const tables = deriveWorkflowTables(options.definitions);
  const context: EngineContext = {
    db: options.db,
    tables,
    windows: effectiveWindows(tables.declaredWindows, options.validityWindows),
    mail: options.mail,
    services: options.services,
    files: options.files,
    now: options.now ?? (() => new Date()),
  };
  const assignment = taskAssignment(context);
  const stepFor = stepFactory(context, assignment);
  const creation = createService(context, stepFor);
  return {
    tables,
    /** Whether the caller may view the task (its owner role's view permission in scope). */
    taskAuthority: taskAuthority.bind(null, tables),
    /** Who may be given a task of the type on the request (active holders of its execute permission). */
    candidatesFor: (
      executor: Executor,
      request: Parameters<typeof candidateAssignees>[2],
      type: RequestTaskType,
    ) => candidateAssignees(executor, tables, request, type),
    /**
     * The due date of a request's tasks: the day after its window's last submission day, so the last day
     * still shows one day remaining and the day after "Overdue". The reference sets none (ADR 0022).
     */
    taskDueDate: (type: RequestType): string | undefined => dayAfter(context.windows.get(type)?.submitEnd),
    createRequest: creation.createRequest,
    availableWorkflows: availabilityService(context, creation),
    ...taskActionService(context, stepFor),
    ...assignmentService(context, assignment),
    ...taskViewService(context),
    ...attachmentService(context),
  };
}

export type WorkflowEngine = ReturnType<typeof createWorkflowEngine>;

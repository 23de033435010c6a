import type { z } from 'zod';
import type { Executor } from '../platform/db';
import type { accounts, requests, requestTasks } from '../platform/db/schema';
import type { UserContext } from '../domain/current-user';
import type {
  RequestActionType,
  RequestCreateActionType,
  RequestStatus,
  RequestTaskActionType,
  RequestTaskType,
  RequestType,
} from './catalogue';

export type RequestRow = typeof requests.$inferSelect;
export type TaskRow = typeof requestTasks.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/** The person acting, as the timeline and e-mails name them. */
export interface Actor {
  context: UserContext;
  userId: string;
  fullName: string;
  email: string;
}

/**
 * What a handler may do, all inside the one transaction of the call: the domain change and the
 * workflow's own records commit or roll back together.
 */
export interface WorkflowStep {
  readonly tx: Executor;
  readonly actor: Actor;
  readonly now: Date;
  /** Creates the request row (IN_PROGRESS). */
  createRequest(input: {
    id: string;
    type: RequestType;
    accountId: number | null;
    competentAuthority: AccountRow['competentAuthority'];
    payload: Record<string, unknown>;
    metadata?: Record<string, unknown>;
    submissionDate?: Date;
  }): Promise<RequestRow>;
  /** Creates a task and gives it to its default assignee (who is e-mailed). */
  createTask(request: RequestRow, type: RequestTaskType, payload: Record<string, unknown>): Promise<TaskRow>;
  /** Saves a task's working payload. */
  saveTaskPayload(task: TaskRow, payload: Record<string, unknown>): Promise<void>;
  /** Moves the task to history; its visits go. */
  completeTask(task: TaskRow): Promise<void>;
  /** Removes a task whose process was cancelled or terminated: not kept in history, as the reference. */
  deleteTask(task: Pick<TaskRow, 'id'>): Promise<void>;
  /** Adds a timeline entry by the actor (or by nobody, for system entries). */
  recordAction(
    request: RequestRow,
    type: RequestActionType,
    payload: Record<string, unknown> | null,
    options?: { bySystem?: boolean },
  ): Promise<void>;
  updateRequestPayload(request: RequestRow, payload: Record<string, unknown> | null): Promise<void>;
  /** Ends the request: end date set, status as given (COMPLETED when still IN_PROGRESS and none given). */
  endRequest(request: RequestRow, status?: RequestStatus): Promise<void>;
  /** Queues an e-mail in this transaction; it is sent after commit. */
  mail(input: { template: string; to: string; subject: string; paragraphs: string[] }): Promise<void>;
}

export interface TaskActionDefinition<Payload = unknown> {
  payloadSchema: z.ZodType<Payload>;
  handle(step: WorkflowStep, input: { request: RequestRow; task: TaskRow; payload: Payload }): Promise<void>;
}

export interface TaskTypeDefinition {
  /** Whether a user can give the task to someone else. */
  assignable: boolean;
  /** Actions allowed on the task, each with its payload schema and handler. */
  actions: Partial<Record<RequestTaskActionType, TaskActionDefinition<never>>>;
  /** Only for tasks that take file attachments (api-behaviour §2.1, §5); see TaskAttachmentsDefinition. */
  attachments?: TaskAttachmentsDefinition;
}

/**
 * How a task takes attachments. `action` (an `…_UPLOAD_ATTACHMENT` type) is what POST
 * /task-attachments/upload names; each upload is added to the task payload's map `payloadField`
 * ({uuid: file name}), which GET /task-attachments/{taskId} checks. When the task completes, the files
 * `referenced` returns (by default every file of the map) become SUBMITTED and the request's other
 * PENDING attachments are deleted, in the same transaction.
 */
export interface TaskAttachmentsDefinition {
  action: RequestTaskActionType;
  payloadField: string;
  referenced?(payload: Record<string, unknown>): string[];
}

/** The answer of the reference's create validators (GET /requests/available-workflows/...). */
export interface RequestCreateValidationResult {
  valid: boolean;
  accountStatus?: { name: string };
  applicableAccountStatuses?: { name: string }[];
  requests?: RequestType[];
}

export interface RequestTypeDefinition<CreatePayload = unknown> {
  type: RequestType;
  createActionType: RequestCreateActionType;
  /** False for account opening: its payload is dropped when it ends (the timeline keeps snapshots). */
  holdHistory: boolean;
  /** Created with no account (account opening) or on an existing account, which is locked meanwhile. */
  needsAccount: boolean;
  createPayloadSchema: z.ZodType<CreatePayload>;
  /** Checks the account allows a new request of this type (only for types on an account). */
  validateCreate?(
    tx: Executor,
    account: AccountRow,
    now: Date,
  ): Promise<RequestCreateValidationResult> | RequestCreateValidationResult;
  /** Starts the workflow; returns the new request's id. */
  start(step: WorkflowStep, input: { account: AccountRow | null; payload: CreatePayload }): Promise<string>;
  tasks: Partial<Record<RequestTaskType, TaskTypeDefinition>>;
}

/** Erases a definition's payload types for the registry; each handler gets the payload its schema parsed. */
export function defineRequestType<CreatePayload>(
  definition: RequestTypeDefinition<CreatePayload>,
): RequestTypeDefinition<unknown> {
  return definition as RequestTypeDefinition<unknown>;
}

export function defineAction<Payload>(action: TaskActionDefinition<Payload>): TaskActionDefinition<never> {
  return action as unknown as TaskActionDefinition<never>;
}

import type { MailInput } from '../platform/mail/mail';
import type { Executor } from '../platform/db';
import type { accounts, requests, requestTasks } from '../platform/db/schema';
import type { CompanyInformationService } from '../platform/company-information';
import type { UserContext } from '../domain/current-user';
import type { OperatorRoleCode, Permission, RoleType } from '../domain/permissions';
import type { RequestActionType, RequestStatus, RequestTaskType, RequestType } from './catalogue';

export type RequestRow = typeof requests.$inferSelect;
export type TaskRow = typeof requestTasks.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/** The person acting, as the timeline and emails name them. */
export interface Actor {
  context: UserContext;
  userId: string;
  fullName: string;
  email: string;
}

/** Outside services a handler may call (ports of the platform). */
export interface WorkflowServices {
  companyInformation: CompanyInformationService;
}

/**
 * An email a workflow sends: composed with the service's footer and queued in the step's transaction, in
 * the recipient's language when it is a catalogue entry (ADR 55).
 */
export type WorkflowMail = MailInput;

/**
 * What a handler may do, all inside the one transaction of the call: the domain change and the
 * workflow's own records commit or roll back together.
 */
export interface WorkflowStep {
  readonly tx: Executor;
  readonly actor: Actor;
  readonly now: Date;
  readonly services: WorkflowServices;
  /** The task types, of every workflow the engine runs, whose users have this role type. */
  taskTypesOf(roleType: RoleType): RequestTaskType[];
  /** What an operator role template grants, with the permissions every workflow the engine runs adds. */
  operatorRolePermissions(code: OperatorRoleCode): readonly Permission[];
  /** Whether the request type's validity window (after configuration) is open now. */
  withinValidityWindow(type: RequestType, phase: 'initiate' | 'submit'): boolean;
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
  /** Creates a task (a waiting task may have no payload) and gives it to its default assignee (who is emailed). */
  createTask(
    request: RequestRow,
    type: RequestTaskType,
    payload: Record<string, unknown> | null,
  ): Promise<TaskRow>;
  /**
   * Who may be given a task of the type on the request: the active holders of its execute permission on
   * the account (operators) or competent authority (regulators), as GET …/candidate-assignees lists them.
   */
  candidatesFor(
    request: RequestRow,
    type: RequestTaskType,
  ): Promise<{ id: string; firstName: string; lastName: string; email: string }[]>;
  /** Saves a task's working payload. */
  saveTaskPayload(task: TaskRow, payload: Record<string, unknown>): Promise<void>;
  /** Moves the task to history (settling its attachments); its visits go. */
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
  /** A re-initiated request runs again: IN_PROGRESS, its end date cleared (the reference restarts it). */
  reopenRequest(request: RequestRow): Promise<void>;
  /** The request's account, locked until the transaction ends. */
  lockAccount(request: Pick<RequestRow, 'id' | 'accountId'>): Promise<AccountRow>;
  /** Queues an email in this transaction; it is sent after commit. */
  mail(input: WorkflowMail): Promise<void>;
}

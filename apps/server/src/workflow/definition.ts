import type { z } from 'zod';
import type { Executor } from '../platform/db';
import type { DeclaredErrorCode } from '../platform/http/errors';
import type { accountStatuses } from '../platform/db/schema';
import type { OperatorRolePermissions, Permission, RoleType } from '../domain/permissions';
import type { RegulatorGroupDefinition } from '../domain/regulator-permission-groups';
import type {
  RequestActionType,
  RequestCategory,
  RequestCreateActionType,
  RequestTaskActionType,
  RequestTaskType,
  RequestType,
} from './catalogue';
import type { ValidityWindow } from './validity-windows';
import type { ReportMiExport } from './reports/mi-export';
import type { ReportMeasures } from './reports/measures-sheet/report';
import type { AccountRow, RequestRow, TaskRow, WorkflowStep } from './workflow-step';

export type {
  Actor,
  AccountRow,
  RequestRow,
  TaskRow,
  WorkflowMail,
  WorkflowServices,
  WorkflowStep,
} from './workflow-step';

export type AccountStatus = (typeof accountStatuses)[number];

/**
 * One request type (workflow): everything about it lives in its folder and is declared here. The
 * service's central tables (task rules, create rules, categories, timeline types, payload unions...)
 * are derived from the list of definitions in registry.ts (tables.ts), never written by hand.
 */
export interface RequestTypeDefinition<CreatePayload = unknown> {
  type: RequestType;
  /** The history tab of the account page that lists it (ESOS has no CA workflows). */
  category: Exclude<RequestCategory, 'CA'>;
  /** The reference's id: prefix, the account id padded to six digits, suffix (ACC000042, NOC000042-P3). */
  idFormat: { prefix: string; suffix: string };
  /** False for account opening: its payload is dropped when it ends (the timeline keeps snapshots). */
  holdHistory: boolean;
  /** Created with no account (account opening) or on an existing account, which is locked meanwhile. */
  needsAccount: boolean;
  /**
   * When it may be started (initiate) and submitted, inclusive UK dates; none: always. Configuration
   * (WORKFLOW_VALIDITY_WINDOWS, or the demo data's open windows) may replace it: read it through
   * `step.withinValidityWindow`, never from here.
   */
  validityWindow?: ValidityWindow;
  /**
   * A report: what it submits is kept in the reports' one table (workflow/reports/records.ts), a row
   * per account, type and phase, which the retention rule deletes with its phase (ADR 21, ADR 45).
   */
  submittedRecords?: true;
  /** Its MI export (POST /mireports): the report type, the earlier reports a row names, the row. */
  miExport?: ReportMiExport;
  /** Its measures to and from a spreadsheet (issue 42, ADR 52): the sheet, and the task and entry holding them. */
  measuresSheet?: ReportMeasures;
  /** The error codes it answers with beyond the platform's (declareErrorCodes in its folder). */
  errorCodes?: readonly DeclaredErrorCode[];
  /**
   * What its permissions are part of beyond its own rules (ADR 45): the operator role templates that grant
   * them, and the regulators' permission group (the matrix row) that grants its regulator permissions.
   */
  permissions?: PermissionsDefinition;
  /** Starting it: POST /requests with `create.actionType`. */
  create: StartDefinition<CreatePayload>;
  /**
   * The regulator's re-initiation of a COMPLETED request of this type on the account (reporting types):
   * its payload names the request (REPORT_RELATED_REQUEST_CREATE_ACTION_PAYLOAD); no window applies.
   */
  reInitiate?: StartDefinition<unknown>;
  /** Every task type of the workflow. */
  tasks: Partial<Record<RequestTaskType, TaskTypeDefinition>>;
  /** Every timeline entry (request action) the workflow records. */
  requestActions: Partial<Record<RequestActionType, RequestActionDefinition>>;
}

export interface PermissionsDefinition {
  /** The permissions each operator role template (operator_admin, operator) gives a new user. */
  operatorRoles?: OperatorRolePermissions;
  regulatorGroup?: RegulatorGroupDefinition;
}

/** Who may start (or re-initiate) a request and on what, as the reference's REQUEST_CREATE rules say. */
export interface StartDefinition<Payload = unknown> {
  actionType: RequestCreateActionType;
  /** The only role type that may. */
  roleType: RoleType;
  /** Needed on the account (operators) or on its competent authority (regulators); null: none. */
  permission: Permission | null;
  /** The account statuses it may start on; the create validator's answer names them. */
  accountStatuses?: readonly AccountStatus[];
  payloadSchema: z.ZodType<Payload>;
  /**
   * What other requests on the account say (the create validator's `requests`): `valid: false`
   * blocks; a type listed while valid is a flag only. For a re-initiation, `request` is its target.
   */
  checkOtherRequests?(
    executor: Executor,
    input: { account: AccountRow; request?: RequestRow; now: Date },
  ): Promise<{ valid: boolean; requests?: RequestType[] }>;
  /**
   * Starts the workflow and returns the request's id; a re-initiation gets its (checked) target as
   * `request`. Absent while the type is only named: POST /requests answers REQUEST_CREATE_ACTION1000
   * and the available-workflows answers leave it out.
   */
  start?(
    step: WorkflowStep,
    input: { account: AccountRow | null; payload: Payload; request?: RequestRow },
  ): Promise<string>;
}

export interface TaskTypeDefinition {
  /** The spec's name for it (the SPA has its own copy), used in emails. */
  displayName: string;
  /** The role type whose users work on it. */
  roleType: RoleType;
  /** Lets a user of that role see the task on their account or competent authority. */
  viewPermission: Permission;
  /** Lets them work on it; candidates for the task are the active users holding it. */
  executePermission: Permission;
  /** Whether a user can give the task to someone else. */
  assignable: boolean;
  /**
   * A helper's task beside the main assignee (the NOC's EDIT): remembered as `supportingOperator`,
   * and assigning it never takes the request's other tasks along.
   */
  supporting?: boolean;
  /** Its assignee may list the candidates for another task type of the request (to pick a helper). */
  looksUpOtherCandidates?: boolean;
  /** The payload GET /tasks/{id} shows: a member of the documented RequestTaskPayload union. */
  payloadSchema?: z.ZodType;
  /**
   * The actions allowed on the task, each with its payload schema and handler. `null` names an
   * action that is not built yet: it is refused (REQUEST_TASK_ACTION1000) and never offered. The
   * attachments' upload action (below) is offered beside them but is not one of them.
   */
  actions: Partial<Record<RequestTaskActionType, TaskActionDefinition<never> | null>>;
  /** Only for tasks that take file attachments (api-behaviour §2.1, §5). */
  attachments?: TaskAttachmentsDefinition;
}

export interface TaskActionDefinition<Payload = unknown> {
  payloadSchema: z.ZodType<Payload>;
  /**
   * The handler changes nothing but the acting task's payload (`step.saveTaskPayload`, once): the
   * engine then claims the task's version with that write, one UPDATE instead of two (a section save).
   */
  savesTaskPayloadOnly?: boolean;
  handle(step: WorkflowStep, input: { request: RequestRow; task: TaskRow; payload: Payload }): Promise<void>;
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

export interface RequestActionDefinition {
  /** Files its snapshot lists (uuid → name) can be downloaded (GET /request-action-attachments). */
  attachments?: boolean;
  /** The snapshot's field that lists them: `attachments` unless named (the NOC's `nocAttachments`). */
  attachmentsField?: string;
  /** Verifiers see it too (operators and regulators see every entry of the requests they may see). */
  visibleToVerifiers?: boolean;
  /** The payload GET /request-actions/{id} shows: a member of the documented RequestActionPayload union. */
  payloadSchema?: z.ZodType;
}

/** The answer of the reference's create validators (GET /requests/available-workflows/...). */
export interface RequestCreateValidationResult {
  valid: boolean;
  accountStatus?: { name: string };
  applicableAccountStatuses?: { name: string }[];
  requests?: RequestType[];
}

/** Erases a definition's payload types for the registry; each handler gets the payload its schema parsed. */
export function defineRequestType<CreatePayload>(
  definition: RequestTypeDefinition<CreatePayload>,
): RequestTypeDefinition {
  return definition as RequestTypeDefinition;
}

export function defineAction<Payload>(action: TaskActionDefinition<Payload>): TaskActionDefinition<never> {
  return action as unknown as TaskActionDefinition<never>;
}

/**
 * The task and timeline contract, all from the generated OpenAPI types (the server's zod schemas are the one
 * source). Payloads are discriminated unions: narrow them by payloadType (isTaskPayload, isActionPayload).
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { components } from '../api';
import type { MiWorkbook } from '../mi-workbook/types';

type Schemas = components['schemas'];

export type RequestTaskItem = Schemas['RequestTaskItemDTO'];
export type RequestTask = RequestTaskItem['requestTask'];
export type RequestInfo = RequestTaskItem['requestInfo'];
export type RequestType = RequestInfo['type'];
export type TaskType = RequestTask['type'];
export type TaskActionType = Schemas['RequestTaskActionProcessDTO']['requestTaskActionType'];
/** A task action as POST /tasks/actions takes it, without the task id. */
export type TaskAction = Omit<Schemas['RequestTaskActionProcessDTO'], 'requestTaskId'>;
export type CompetentAuthority = RequestInfo['competentAuthority'];

export type TaskPayload = NonNullable<RequestTask['payload']>;
export type TaskPayloadType = TaskPayload['payloadType'];
export type TaskPayloadOf<P extends TaskPayloadType> = Extract<TaskPayload, { payloadType: P }>;

/** A timeline entry as GET /request-actions lists it. */
export type TimelineEntry = Schemas['RequestActionInfoDTO'];
/** One timeline event with its payload (GET /request-actions/{id}). */
export type RequestAction = Schemas['RequestActionDTO'];
export type RequestActionType = RequestAction['type'];
export type ActionPayload = NonNullable<RequestAction['payload']>;
export type ActionPayloadType = ActionPayload['payloadType'];
export type ActionPayloadOf<P extends ActionPayloadType> = Extract<ActionPayload, { payloadType: P }>;

export type CandidateAssignee = Schemas['AssigneeUserInfoDTO'];
export type RelatedItem = Schemas['ItemDTO'];
export type StartValidation = Schemas['RequestCreateValidationResult'];
export type CreateAction = Schemas['RequestCreateActionProcessDTOInput'];

/** Everything the task page's guard loads, in the reference's order (web-screens §6.1). */
export interface TaskPageData {
  task: RequestTaskItem;
  timeline: TimelineEntry[];
  relatedItems: RelatedItem[];
  /** The task's version as GET /tasks/{id} answered it (its ETag), for If-Match on saves (ADR 17). */
  version?: string;
}

/** What a task type's page body gets from the task page frame. */
export interface TaskContentProps {
  data: TaskPageData;
  /** Assigned to the current user, who holds every action the task type needs (task-forms §0). */
  editable: boolean;
}

/** What a timeline event's details view gets. */
export interface TimelineViewProps {
  action: RequestAction;
}

/** A lazily loaded component: its module is fetched the first time it is needed. */
export type LazyComponent<Props> = () => Promise<ComponentType<Props>>;

export interface TaskTypeDefinition {
  /** How the dashboard, the task page and related tasks name it. */
  name: string;
  /** Whose work it is (the API's task rule): the work list offers the workflow's type to them (workflowsWorkedOnBy). */
  roleType: 'OPERATOR' | 'REGULATOR';
  /** Actions the user must hold, besides being the assignee, to change the task (task-forms §0). */
  requiredActions?: readonly TaskActionType[];
  /** The task page's body; without it the frame says the task cannot be shown yet. */
  content?: LazyComponent<TaskContentProps>;
}

export interface TimelineTypeDefinition {
  /** The timeline's label, and the details page's heading unless `title` says otherwise. */
  label: string;
  /** False for events that only mark a moment: the timeline shows no 'View details' link. */
  details?: boolean;
  /** The details page's heading, e.g. naming who did it. */
  title?: (action: RequestAction) => string;
  /** The details page's body; without it the page says the details cannot be shown yet. */
  view?: LazyComponent<TimelineViewProps>;
}

/** The card on an account's 'Start a new task' page (web-screens §2.2). */
export interface StartCard {
  title: string;
  about: string;
  /** The Start button's words; 'Start' alone gets the card's title for screen readers. */
  startText?: string;
  /** How the workflow is named in the reasons it cannot start. */
  noun: string;
  article: 'a' | 'an';
  /** Why it cannot start on an account in this status ('closed'); defaults to "You cannot start a <noun>…". */
  statusBlocked?: (statusWords: string) => string;
  /** The create action POST /requests is sent. */
  create: CreateAction;
  /** A report that follows another may also be started by an undertaking that has left the group. */
  disaggregated?: DisaggregatedStart;
}

/**
 * While the report this one follows (`after`) has not been submitted, the API says the workflow may start but
 * names `after`: only an undertaking that has left the group and reports on its own may then start it, from
 * the 'disaggregated-start' page below 'Start a new task' (reporting-inventory §4.4).
 */
export interface DisaggregatedStart {
  after: RequestType;
  /** The page's last path segment: `process-actions/disaggregated-start/<path>`. */
  path: string;
  /** The card's link to that page. */
  linkText: string;
  /** The page's button. */
  startText: string;
  create: CreateAction;
}

/** Everything the web client knows about one request type, loaded once before the first signed-in page. */
export interface WorkflowDefinition<R extends RequestType = RequestType> {
  requestType: R;
  /** The workflow page's heading: '2026 Organisation account', '2026 Phase 3 notification of compliance'. */
  title: string;
  /** The account's Workflow history and Phases lists: 'Account Creation', 'Phase 3 action plan'. */
  listName: string;
  /** Its task types: their names start with the request type's, so a workflow cannot claim another's. */
  tasks: { [T in Extract<TaskType, `${R}_${string}`>]?: TaskTypeDefinition };
  timeline: { [A in RequestActionType]?: TimelineTypeDefinition };
  /** Offered on 'Start a new task' when the API says the user may start it. */
  start?: StartCard;
  /** A completed report a regulator may return to the participant (web-screens §6.3). */
  reInitiate?: ReInitiation;
  /** The account's tab that lists it: 'workflows' (Workflow history) or 'phases' (a report). */
  listedUnder: 'workflows' | 'phases';
  /** Its row in the regulator permission matrix (web-screens §3), when a regulator group governs it. */
  regulatorPermission?: RegulatorPermissionRow;
}

/** A workflow's row in the regulator permission matrix: the API's permission group and the reference's label. */
export interface RegulatorPermissionRow {
  group: string;
  label: string;
  /** The reference lists this one after the service's item rows (account closure), not before them. */
  afterItems?: boolean;
}

/** 'Return to participant for changes': the page `reinitiate/<path>` below the workflow sends RE_INITIATE_<type>. */
export interface ReInitiation {
  path: string;
  /** How the pages name the report: 'notification of compliance'. */
  noun: string;
}

/**
 * A workflow feature as the app lists it (app/workflows.ts): what the router needs up front, and its
 * definition, loaded before the first signed-in page so that the initial bundle stays small.
 */
export interface WorkflowFeature<R extends RequestType = RequestType> {
  requestType: R;
  /** Pages of its own below the signed-in layout, e.g. the application wizard. */
  routes?: RouteObject[];
  /** Pages below one of its tasks (`/tasks/:taskId/<segment>`), which read the task with useTaskPageData. */
  taskRoutes?: RouteObject[];
  /** A report's submitted-data MI workbook (its `mi-workbook` module), laid out by the export worker (ADR 33, 45). */
  miWorkbook?: () => Promise<MiWorkbook>;
  load: () => Promise<WorkflowDefinition<R>>;
}

import type {
  RequestAction,
  RequestActionType,
  RequestType,
  StartCard,
  TaskType,
  TaskTypeDefinition,
  TimelineTypeDefinition,
  WorkflowDefinition,
  WorkflowFeature,
} from './types';

/**
 * The web side's registry of request types. The app lists its workflow features once (app/workflows.ts) and
 * loads them here before any signed-in page renders; every name, task page, timeline view and start card
 * is then looked up from those definitions, never from a central table.
 */

/** Recorded on every workflow an account closure ends (api-behaviour §3): it belongs to no one workflow. */
const ENGINE_TIMELINE: { [A in RequestActionType]?: TimelineTypeDefinition } = {
  REQUEST_TERMINATED: { label: 'Workflow terminated', details: false },
};

interface Registry {
  definitions: readonly WorkflowDefinition[];
  tasks: ReadonlyMap<string, TaskTypeDefinition>;
  timeline: ReadonlyMap<string, TimelineTypeDefinition>;
}

let loadedFrom: readonly WorkflowFeature[] | null = null;
let loading: Promise<Registry> | null = null;
let registry: Registry | null = null;

function index<V>(
  entries: [owner: string, table: { [key: string]: V | undefined }][],
  what: string,
): Map<string, V> {
  const byType = new Map<string, V>();
  const owners = new Map<string, string>();
  for (const [owner, table] of entries) {
    for (const [type, value] of Object.entries(table)) {
      if (value === undefined) continue;
      const other = owners.get(type);
      if (other) throw new Error(`${what} ${type} is claimed by both ${other} and ${owner}`);
      owners.set(type, owner);
      byType.set(type, value);
    }
  }
  return byType;
}

/** Builds the registry from loaded definitions; two definitions claiming one type is a programming error. */
export function buildRegistry(definitions: readonly WorkflowDefinition[]): Registry {
  const requestTypes = definitions.map((definition) => definition.requestType);
  const repeated = requestTypes.find((type, position) => requestTypes.indexOf(type) !== position);
  if (repeated) throw new Error(`Request type ${repeated} is defined twice`);
  return {
    definitions,
    tasks: index(
      definitions.map((definition) => [definition.requestType, definition.tasks]),
      'Task type',
    ),
    timeline: index(
      [
        ['the workflow engine', ENGINE_TIMELINE],
        ...definitions.map((definition): [string, typeof definition.timeline] => [
          definition.requestType,
          definition.timeline,
        ]),
      ],
      'Timeline type',
    ),
  };
}

/**
 * Loads the definitions of the given features (once per list; the signed-in layout's loader and the task
 * loader both await it). Resolves to null, so a route loader can return it.
 */
export async function loadWorkflows(features: readonly WorkflowFeature[]): Promise<null> {
  if (loadedFrom !== features || !loading) {
    loadedFrom = features;
    loading = Promise.all(features.map((feature) => feature.load())).then(buildRegistry);
    loading.then(
      (built) => {
        if (loadedFrom === features) registry = built;
      },
      () => {
        // A failed chunk load is tried again on the next navigation.
        if (loadedFrom === features) loading = null;
      },
    );
  }
  await loading;
  return null;
}

/** Resolves once the workflows the app listed are loaded (for loaders below the signed-in layout). */
export async function workflowsLoaded(): Promise<void> {
  if (!loading) throw new Error('loadWorkflows() has not been called: the signed-in layout loads them');
  await loading;
}

function current(): Registry {
  if (!registry) throw new Error('Workflow definitions are used before the signed-in layout loaded them');
  return registry;
}

/** Every loaded definition, in the order the app lists them. */
export function workflowDefinitions(): readonly WorkflowDefinition[] {
  return current().definitions;
}

export function workflowDefinition(requestType: string | undefined): WorkflowDefinition | undefined {
  return current().definitions.find((definition) => definition.requestType === requestType);
}

export function taskTypeDefinition(taskType: string | undefined): TaskTypeDefinition | undefined {
  return taskType === undefined ? undefined : current().tasks.get(taskType);
}

export function timelineTypeDefinition(actionType: string | undefined): TimelineTypeDefinition | undefined {
  return actionType === undefined ? undefined : current().timeline.get(actionType);
}

/** Display name of a task type; unknown types fall back to the raw value. */
export function taskDisplayName(taskType: string | undefined): string {
  if (!taskType) return '';
  return taskTypeDefinition(taskType)?.name ?? taskType;
}

/** Only task types a workflow defines have a task page. */
export function hasTaskPage(taskType: string | undefined): taskType is TaskType {
  return taskTypeDefinition(taskType) !== undefined;
}

/** Timeline (request action) labels, task-forms §6; unknown types fall back to the raw value. */
export function timelineLabel(actionType: string | undefined): string {
  if (!actionType) return '';
  return timelineTypeDefinition(actionType)?.label ?? actionType;
}

/** The details page's heading of an event. */
export function timelineTitle(action: RequestAction): string {
  const definition = timelineTypeDefinition(action.type);
  return definition?.title?.(action) ?? timelineLabel(action.type);
}

/** Events that only mark a moment are listed without a 'View details' link. */
export function timelineHasDetails(actionType: string | undefined): boolean {
  return actionType !== undefined && timelineTypeDefinition(actionType)?.details !== false;
}

/** The workflow page's name of a request type ('Organisation account'); unknown types fall back to the raw value. */
export function workflowTitle(requestType: string): string {
  return workflowDefinition(requestType)?.title ?? requestType;
}

/** The account lists' name of a request type ('Account Creation'). */
export function workflowListName(requestType: string): string {
  return workflowDefinition(requestType)?.listName ?? requestType;
}

/** The start cards, in the order the app lists the workflows. */
export function startCards(): { requestType: RequestType; card: StartCard }[] {
  return current().definitions.flatMap((definition) =>
    definition.start ? [{ requestType: definition.requestType, card: definition.start }] : [],
  );
}

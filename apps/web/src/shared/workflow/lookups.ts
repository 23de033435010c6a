import { currentRegistry } from './registry';
import type {
  RequestAction,
  RequestType,
  StartCard,
  TaskType,
  TaskTypeDefinition,
  TimelineTypeDefinition,
  WorkflowDefinition,
} from './types';

// Names, labels, views and start cards, looked up in the loaded workflow definitions.

/** Every loaded definition, in the order the app lists them. */
export function workflowDefinitions(): readonly WorkflowDefinition[] {
  return currentRegistry().definitions;
}

export function workflowDefinition(requestType: string | undefined): WorkflowDefinition | undefined {
  return currentRegistry().definitions.find((definition) => definition.requestType === requestType);
}

export function taskTypeDefinition(taskType: string | undefined): TaskTypeDefinition | undefined {
  return taskType === undefined ? undefined : currentRegistry().tasks.get(taskType);
}

export function timelineTypeDefinition(actionType: string | undefined): TimelineTypeDefinition | undefined {
  return actionType === undefined ? undefined : currentRegistry().timeline.get(actionType);
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

/**
 * The account's tab that lists a request type's workflows: 'phases' for a report, 'workflows' (Workflow
 * history) otherwise, as its definition says; an unknown type is not a report.
 */
export function accountTabOf(requestType: string): 'workflows' | 'phases' {
  return workflowDefinition(requestType)?.listedUnder ?? 'workflows';
}

/** The account lists' name of a request type ('Account Creation'). */
export function workflowListName(requestType: string): string {
  return workflowDefinition(requestType)?.listName ?? requestType;
}

/** The start cards, in the order the app lists the workflows. */
export function startCards(): { requestType: RequestType; card: StartCard }[] {
  return currentRegistry().definitions.flatMap((definition) =>
    definition.start ? [{ requestType: definition.requestType, card: definition.start }] : [],
  );
}

/**
 * The request types whose tasks users of the role type work on, in the order the app lists the workflows:
 * what a work list may filter by, derived from the registered features rather than listed.
 */
export function workflowsWorkedOnBy(roleType: string | undefined): RequestType[] {
  return currentRegistry()
    .definitions.filter((definition) =>
      Object.values<TaskTypeDefinition | undefined>(definition.tasks).some(
        (task) => task?.roleType === roleType,
      ),
    )
    .map((definition) => definition.requestType);
}

/** The workflow whose re-initiation page is `reinitiate/<path>`. */
export function workflowReInitiatedAt(path: string | undefined): WorkflowDefinition | undefined {
  return currentRegistry().definitions.find((definition) => definition.reInitiate?.path === path);
}

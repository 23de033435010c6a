import type { Registry } from './registry';
import { workflowMessages } from './messages.en';
import { textIn } from './text';
import type { RequestActionType, TimelineTypeDefinition, WorkflowDefinition } from './types';

/** Recorded on every workflow an account closure ends (api-behaviour §3): it belongs to no one workflow. */
const ENGINE_TIMELINE: { [A in RequestActionType]?: TimelineTypeDefinition } = {
  // A getter, so the label follows the page's language.
  REQUEST_TERMINATED: {
    get label() {
      return textIn(workflowMessages, 'workflowTerminated');
    },
    details: false,
  },
};

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

import type { RequestCreateActionType, RequestTaskType, RequestType } from './catalogue';
import type { RequestTypeDefinition } from './definition';
import { accountClosure } from './account-closure/definition';
import { organisationAccountOpening } from './organisation-account-opening/definition';

/** Every workflow the service runs. Each is data plus small handlers; see definition.ts. */
export const requestTypeDefinitions: readonly RequestTypeDefinition[] = [
  organisationAccountOpening,
  accountClosure,
];

/** Lookups over a set of definitions: the service's own, or (in tests) a set with extra definitions. */
export function createRegistry(definitions: readonly RequestTypeDefinition[]) {
  const byRequestType = new Map(definitions.map((definition) => [definition.type, definition]));
  const byCreateAction = new Map(definitions.map((definition) => [definition.createActionType, definition]));
  const byTaskType = new Map(
    definitions.flatMap((definition) =>
      Object.keys(definition.tasks).map((taskType) => [taskType as RequestTaskType, definition] as const),
    ),
  );
  return {
    definitionForRequestType: (type: RequestType) => byRequestType.get(type),
    definitionForCreateAction: (type: RequestCreateActionType) => byCreateAction.get(type),
    definitionForTaskType: (type: RequestTaskType) => byTaskType.get(type),
  };
}
export type WorkflowRegistry = ReturnType<typeof createRegistry>;

const registry = createRegistry(requestTypeDefinitions);
export const { definitionForRequestType, definitionForCreateAction, definitionForTaskType } = registry;

import type { DeclaredErrorCode } from '../platform/http/errors';
import type { Permission, RoleType } from '../domain/permissions';
import type { RegulatorPermissionGroup } from '../domain/regulator-permission-groups';
import type {
  RequestActionType,
  RequestCategory,
  RequestCreateActionType,
  RequestTaskActionType,
  RequestTaskType,
  RequestType,
} from './catalogue';
import type {
  RequestActionDefinition,
  RequestTypeDefinition,
  StartDefinition,
  TaskTypeDefinition,
} from './definition';
import type { ValidityWindow } from './validity-windows';
import { derivePermissions } from './permissions';

/** A name of the vocabulary (catalogue.ts), with the kind of thing it names. */
export type OwnedName =
  | { kind: 'request type'; name: RequestType }
  | { kind: 'create action'; name: RequestCreateActionType }
  | { kind: 'task type'; name: RequestTaskType }
  | { kind: 'task action'; name: RequestTaskActionType }
  | { kind: 'request action'; name: RequestActionType }
  | { kind: 'permission'; name: Permission }
  | { kind: 'regulator group'; name: RegulatorPermissionGroup };

/**
 * Every name a definition claims: its type, start actions, task types, their actions, timeline types, the
 * permissions its rules and declarations name and its regulator permission group.
 */
export function namesClaimedBy(definition: RequestTypeDefinition): OwnedName[] {
  const tasks = Object.entries(definition.tasks) as [RequestTaskType, TaskTypeDefinition][];
  const taskActions = new Set(
    tasks.flatMap(([, task]) => [
      ...(Object.keys(task.actions) as RequestTaskActionType[]),
      ...(task.attachments ? [task.attachments.action] : []),
    ]),
  );
  return [
    { kind: 'request type', name: definition.type },
    { kind: 'create action', name: definition.create.actionType },
    ...(definition.reInitiate
      ? [{ kind: 'create action' as const, name: definition.reInitiate.actionType }]
      : []),
    ...tasks.map(([name]) => ({ kind: 'task type' as const, name })),
    ...[...taskActions].map((name) => ({ kind: 'task action' as const, name })),
    ...(Object.keys(definition.requestActions) as RequestActionType[]).map((name) => ({
      kind: 'request action' as const,
      name,
    })),
    ...[...permissionsNamedBy(definition)].map((name) => ({ kind: 'permission' as const, name })),
    ...(definition.permissions?.regulatorGroup
      ? [{ kind: 'regulator group' as const, name: definition.permissions.regulatorGroup.name }]
      : []),
  ];
}

function permissionsNamedBy(definition: RequestTypeDefinition): Set<Permission> {
  const { operatorRoles = {}, regulatorGroup } = definition.permissions ?? {};
  return new Set([
    ...[definition.create, definition.reInitiate].flatMap((rule) =>
      rule?.permission ? [rule.permission] : [],
    ),
    ...Object.values(definition.tasks).flatMap((task) => [task.viewPermission, task.executePermission]),
    ...Object.values(operatorRoles).flat(),
    ...Object.values(regulatorGroup?.levels ?? {}).flat(),
  ]);
}

/** A start action with the definition it starts (a create or a re-initiation). */
export interface StartAction {
  definition: RequestTypeDefinition;
  rule: StartDefinition;
  reInitiation: boolean;
}

/**
 * The central tables of the workflows, derived from a list of definitions (the service's registry,
 * or a test's): nothing here is written by hand. Two definitions claiming one name is refused.
 */
export function deriveWorkflowTables(definitions: readonly RequestTypeDefinition[]) {
  const owners = new Map<string, RequestTypeDefinition>();
  for (const definition of definitions) {
    for (const { kind, name } of namesClaimedBy(definition)) {
      const owner = owners.get(`${kind} ${name}`);
      if (owner && owner !== definition) {
        throw new Error(`${kind} ${name} is claimed by both ${owner.type} and ${definition.type}`);
      }
      owners.set(`${kind} ${name}`, definition);
    }
  }
  const errorCodes = new Map<string, DeclaredErrorCode>();
  for (const declared of definitions.flatMap((definition) => definition.errorCodes ?? [])) {
    const known = errorCodes.get(declared.code);
    if (known && known !== declared) throw new Error(`error code ${declared.code} is declared twice`);
    errorCodes.set(declared.code, declared);
  }
  const byType = new Map(definitions.map((definition) => [definition.type, definition]));
  const startActions = new Map<RequestCreateActionType, StartAction>(
    definitions.flatMap((definition) => [
      [definition.create.actionType, { definition, rule: definition.create, reInitiation: false }] as const,
      ...(definition.reInitiate
        ? [
            [
              definition.reInitiate.actionType,
              { definition, rule: definition.reInitiate, reInitiation: true },
            ] as const,
          ]
        : []),
    ]),
  );
  const taskTypes = new Map(
    definitions.flatMap((definition) =>
      (Object.entries(definition.tasks) as [RequestTaskType, TaskTypeDefinition][]).map(
        ([type, task]) => [type, { definition, task }] as const,
      ),
    ),
  );
  const requestActions = new Map(
    definitions.flatMap((definition) =>
      (Object.entries(definition.requestActions) as [RequestActionType, RequestActionDefinition][]).map(
        ([type, action]) => [type, action] as const,
      ),
    ),
  );
  const everyRequestAction = [...requestActions.keys()];
  const declaredWindows = new Map(
    definitions.flatMap((definition) =>
      definition.validityWindow ? [[definition.type, definition.validityWindow] as const] : [],
    ),
  ) as ReadonlyMap<RequestType, ValidityWindow>;

  /** The task type's rules; a task type no definition owns is a programming error. */
  function task(type: RequestTaskType): TaskTypeDefinition {
    const found = taskTypes.get(type);
    if (!found) throw new Error(`no workflow owns task type ${type}`);
    return found.task;
  }

  return {
    definitions,
    declaredWindows,
    /** The operator role templates and the regulators' permission groups of these workflows. */
    permissions: derivePermissions(definitions),
    /** Whether any of them is a report, kept in the submitted-report table once submitted. */
    keepsSubmittedReports: definitions.some((definition) => definition.submittedRecords === true),
    /** The error codes the workflows declare, by code (one meaning each). */
    errorCodes: errorCodes as ReadonlyMap<string, DeclaredErrorCode>,
    definitionOf: (type: RequestType) => byType.get(type),
    /** The create or re-initiate action POST /requests names. */
    startAction: (type: RequestCreateActionType) => startActions.get(type),
    task,
    /** The definition owning a task type, if any (tests may run a partial set). */
    workflowOfTask: (type: RequestTaskType) => taskTypes.get(type)?.definition,
    isSupportingTask: (type: RequestTaskType) => task(type).supporting === true,
    /** Task types a holder of these permissions may see, for the given role type. */
    viewableTaskTypes(roleType: RoleType, held: ReadonlySet<string>): RequestTaskType[] {
      return [...taskTypes]
        .filter(([, { task: rule }]) => rule.roleType === roleType && held.has(rule.viewPermission))
        .map(([type]) => type);
    },
    taskTypesOf: (roleType: RoleType): RequestTaskType[] =>
      [...taskTypes].filter(([, { task: rule }]) => rule.roleType === roleType).map(([type]) => type),
    /** Timeline entries the role type has a rule for: operators and regulators all, verifiers a few. */
    requestActionTypesVisibleTo: (roleType: RoleType): RequestActionType[] =>
      roleType === 'VERIFIER'
        ? everyRequestAction.filter((type) => requestActions.get(type)?.visibleToVerifiers === true)
        : everyRequestAction,
    requestActionHasAttachments: (type: RequestActionType) => requestActions.get(type)?.attachments === true,
    /** The snapshot field listing a timeline type's downloadable attachments; none when it has none. */
    requestActionAttachmentsField(type: RequestActionType): string | undefined {
      const action = requestActions.get(type);
      return action?.attachments === true ? (action.attachmentsField ?? 'attachments') : undefined;
    },
    /** The request types a history tab of the account page lists. */
    requestTypesIn: (category: RequestCategory): RequestType[] =>
      definitions
        .filter((definition) => definition.category === category)
        .map((definition) => definition.type),
    requestIdFor(type: RequestType, accountId: number): string {
      const format = byType.get(type)?.idFormat;
      if (!format) throw new Error(`no workflow owns request type ${type}`);
      return `${format.prefix}${String(accountId).padStart(6, '0')}${format.suffix}`;
    },
  };
}

export type WorkflowTables = ReturnType<typeof deriveWorkflowTables>;

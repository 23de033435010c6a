import { describe, expect, it } from 'vitest';
import { requestTaskTypes, requestTypes } from '../../src/workflow/catalogue';
import {
  requestActionTypes,
  requestCreateActionTypes,
  requestTaskActionTypes,
  workflowPermissions,
  workflowRegulatorGroups,
} from '../../src/workflow/catalogue';
import { defineRequestType, type RequestTypeDefinition } from '../../src/workflow/definition';
import { accountClosure } from '../../src/workflow/account-closure/definition';
import { requestTypeDefinitions } from '../../src/workflow/registry';
import { deriveWorkflowTables, namesClaimedBy, type OwnedName } from '../../src/workflow/tables';

/** Every name of the vocabulary (the database's enums and catalogue.ts), with its kind. */
const vocabulary: OwnedName[] = [
  ...requestTypes.map((name) => ({ kind: 'request type' as const, name })),
  ...requestCreateActionTypes.map((name) => ({ kind: 'create action' as const, name })),
  ...requestTaskTypes.map((name) => ({ kind: 'task type' as const, name })),
  ...requestTaskActionTypes.map((name) => ({ kind: 'task action' as const, name })),
  ...requestActionTypes.map((name) => ({ kind: 'request action' as const, name })),
  ...workflowPermissions.map((name) => ({ kind: 'permission' as const, name })),
  ...workflowRegulatorGroups.map((name) => ({ kind: 'regulator group' as const, name })),
];

/** `kind name` → the request types of the definitions claiming it. */
function ownersOf(definitions: readonly RequestTypeDefinition[]): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const definition of definitions) {
    const claimed = new Set(namesClaimedBy(definition).map(({ kind, name }) => `${kind} ${name}`));
    for (const key of claimed) owners.set(key, [...(owners.get(key) ?? []), definition.type]);
  }
  return owners;
}

describe('workflow ownership', () => {
  const owners = ownersOf(requestTypeDefinitions);

  it('gives every name of the vocabulary exactly one owning definition', () => {
    const unowned = vocabulary.filter(({ kind, name }) => !owners.has(`${kind} ${name}`));
    const shared = [...owners].filter(([, claimants]) => claimants.length > 1);
    expect(unowned).toEqual([]);
    expect(shared).toEqual([]);
  });

  it('lets definitions claim only names of the vocabulary', () => {
    const known = new Set(vocabulary.map(({ kind, name }) => `${kind} ${name}`));
    expect([...owners.keys()].filter((claimed) => !known.has(claimed))).toEqual([]);
  });

  it('refuses a list in which two definitions claim one name', () => {
    expect(() => deriveWorkflowTables(requestTypeDefinitions)).not.toThrow();
    const copy = defineRequestType({ ...accountClosure, type: 'ACTION_PLAN_P3' });
    const others = requestTypeDefinitions.filter((definition) => definition.type !== 'ACTION_PLAN_P3');
    expect(() => deriveWorkflowTables([...others, copy])).toThrow(
      /create action ACCOUNT_CLOSURE is claimed by both ACCOUNT_CLOSURE and ACTION_PLAN_P3/,
    );
  });

  it('would notice a name nobody owns', () => {
    const withoutClosure = ownersOf(
      requestTypeDefinitions.filter((definition) => definition !== accountClosure),
    );
    const unowned = vocabulary.filter(({ kind, name }) => !withoutClosure.has(`${kind} ${name}`));
    expect(unowned.map(({ name }) => name)).toEqual([
      'ACCOUNT_CLOSURE',
      'ACCOUNT_CLOSURE',
      'ACCOUNT_CLOSURE_SUBMIT',
      'ACCOUNT_CLOSURE_SUBMIT_APPLICATION',
      'ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT',
      'ACCOUNT_CLOSURE_CANCEL_APPLICATION',
      'REQUEST_TERMINATED',
      'ACCOUNT_CLOSURE_APPLICATION_SUBMITTED',
      'ACCOUNT_CLOSURE_APPLICATION_CANCELLED',
      'PERM_ACCOUNT_CLOSURE_SUBMIT',
      'ACCOUNT_CLOSURE',
    ]);
  });
});

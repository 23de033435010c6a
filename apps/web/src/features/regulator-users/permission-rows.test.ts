import { describe, expect, it } from 'vitest';
import { workflowDefinitions, type WorkflowDefinition } from '../../shared/workflow';
import { fullMatrix, permissionRows } from './permission-rows';

// The test set-up loads the app's workflows (app/workflows.ts), as the signed-in layout does.
describe('the regulator permission matrix', () => {
  it('has the reference’s rows in its order, the workflows’ rows from their definitions', () => {
    expect(permissionRows().map((row) => [row.group, row.label, row.type])).toEqual([
      ['ASSIGN_REASSIGN_TASKS', 'Assign/re-assign tasks', 'Task'],
      ['MANAGE_USERS_AND_CONTACTS', 'Manage users and contacts', 'Item'],
      ['REVIEW_ORGANISATION_ACCOUNT', 'Review organisation account', 'Task'],
      ['RETURN_NOC', 'Return NOC', 'Task'],
      ['RETURN_ACTION_PLAN', 'Return Action Plan', 'Task'],
      ['RETURN_PROGRESS_UPDATE_1', 'Return Progress Update 1', 'Task'],
      ['RETURN_PROGRESS_UPDATE_2', 'Return Progress Update 2', 'Task'],
      ['MANAGE_VERIFIED_ORGANISATION_ACCOUNTS', 'Upload verified list', 'Item'],
      ['MANAGE_PARTICIPANT_USERS', 'Manage participant users', 'Item'],
      ['ACCOUNT_CLOSURE', 'Close account', 'Task'],
    ]);
  });

  it('gets a row for a workflow that declares one, and none for one that does not', () => {
    const [first, ...rest] = workflowDefinitions() as WorkflowDefinition[];
    if (!first) throw new Error('no workflows loaded');
    const declared = { ...first, regulatorPermission: { group: 'RETURN_PHASE_4_NOC', label: 'Return P4' } };
    expect(permissionRows([declared, ...rest]).map((row) => row.group)).toContain('RETURN_PHASE_4_NOC');
    const undeclared: WorkflowDefinition = { ...first };
    delete undeclared.regulatorPermission;
    expect(permissionRows([undeclared]).map((row) => row.group)).toEqual([
      'ASSIGN_REASSIGN_TASKS',
      'MANAGE_USERS_AND_CONTACTS',
      'MANAGE_VERIFIED_ORGANISATION_ACCOUNTS',
      'MANAGE_PARTICIPANT_USERS',
    ]);
  });

  it('starts every row at None', () => {
    const matrix = fullMatrix({ RETURN_NOC: 'EXECUTE' });
    expect(Object.keys(matrix)).toHaveLength(10);
    expect(matrix.RETURN_NOC).toBe('EXECUTE');
    expect(matrix.ACCOUNT_CLOSURE).toBe('NONE');
  });
});

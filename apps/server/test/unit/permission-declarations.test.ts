import { describe, expect, it } from 'vitest';
import { requestTypeDefinitions, servicePermissions } from '../../src/workflow/registry';
import { derivePermissions } from '../../src/workflow/permissions';
import { deriveWorkflowTables } from '../../src/workflow/tables';

/*
 * The operator role templates and regulator permission groups are derived from what the definitions declare
 * (ADR 45). What they grant is the reference's (api-behaviour §3.3), written out here once: authorization
 * stays as it was whatever the derivation does.
 */
const noc = (name: string) => `PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_${name}`;
const report = (type: string, name: string) => `PERM_${type}_APPLICATION_${name}`;
const reports = ['ACTION_PLAN', 'PROGRESS_UPDATE_1', 'PROGRESS_UPDATE_2'];

describe('the permissions the workflows declare (ADR 45)', () => {
  const { operatorRoles, regulatorGroups, allRegulatorPermissions } = servicePermissions;

  it('makes the advanced and restricted user templates of the reference', () => {
    expect(operatorRoles.operator_admin).toEqual({
      name: 'Advanced user',
      permissions: [
        'PERM_TASK_ASSIGNMENT',
        'PERM_ACCOUNT_USERS_EDIT',
        'PERM_ACCOUNT_NOTES_EDIT',
        'PERM_ACCOUNT_DETAILS_EDIT',
        noc('SUBMIT_VIEW_TASK'),
        noc('SUBMIT_EXECUTE_TASK'),
        noc('EDIT_VIEW_TASK'),
        ...reports.flatMap((type) => [report(type, 'SUBMIT_VIEW_TASK'), report(type, 'SUBMIT_EXECUTE_TASK')]),
      ],
    });
    expect(operatorRoles.operator).toEqual({
      name: 'Restricted user',
      permissions: [noc('SUBMIT_VIEW_TASK'), noc('EDIT_VIEW_TASK'), noc('EDIT_EXECUTE_TASK')],
    });
  });

  it("makes the reference's regulator groups, each level granting what it did", () => {
    const review = 'PERM_ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW_';
    const expected: Record<string, Record<string, string[]>> = {
      MANAGE_USERS_AND_CONTACTS: { NONE: [], EXECUTE: ['PERM_CA_USERS_EDIT'] },
      MANAGE_PARTICIPANT_USERS: { NONE: [], EXECUTE: ['PERM_ACCOUNT_USERS_EDIT'] },
      ASSIGN_REASSIGN_TASKS: { NONE: [], EXECUTE: ['PERM_TASK_ASSIGNMENT'] },
      MANAGE_VERIFIED_ORGANISATION_ACCOUNTS: {
        NONE: [],
        EXECUTE: ['PERM_UPLOAD_VERIFIED_ORGANISATION_ACCOUNTS'],
      },
      REVIEW_ORGANISATION_ACCOUNT: {
        NONE: [],
        VIEW_ONLY: [`${review}VIEW_TASK`],
        EXECUTE: [`${review}VIEW_TASK`, `${review}EXECUTE_TASK`],
      },
      RETURN_NOC: { NONE: [], EXECUTE: [noc('RE_INITIATE_TASK')] },
      ACCOUNT_CLOSURE: { NONE: [], EXECUTE: ['PERM_ACCOUNT_CLOSURE_SUBMIT'] },
      RETURN_ACTION_PLAN: { NONE: [], EXECUTE: [report('ACTION_PLAN', 'RE_INITIATE_TASK')] },
      RETURN_PROGRESS_UPDATE_1: { NONE: [], EXECUTE: [report('PROGRESS_UPDATE_1', 'RE_INITIATE_TASK')] },
      RETURN_PROGRESS_UPDATE_2: { NONE: [], EXECUTE: [report('PROGRESS_UPDATE_2', 'RE_INITIATE_TASK')] },
    };
    const allowed = regulatorGroups.allowedLevels();
    expect(allowed).toEqual(
      Object.fromEntries(Object.entries(expected).map(([g, l]) => [g, Object.keys(l)])),
    );
    for (const [group, levels] of Object.entries(expected)) {
      for (const [level, permissions] of Object.entries(levels)) {
        expect(regulatorGroups.permissionsAt(group, level), `${group} ${level}`).toEqual(permissions);
      }
    }
    expect(new Set(allRegulatorPermissions)).toEqual(
      new Set(Object.values(expected).flatMap((levels) => levels.EXECUTE)),
    );
    expect(allRegulatorPermissions).toHaveLength(11);
  });

  it("reads a holder's level of each group as the highest whose whole list they hold", () => {
    const levels = regulatorGroups.levelsOf(
      new Set(['PERM_ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW_VIEW_TASK', 'PERM_TASK_ASSIGNMENT']),
    );
    expect(levels).toMatchObject({
      REVIEW_ORGANISATION_ACCOUNT: 'VIEW_ONLY',
      ASSIGN_REASSIGN_TASKS: 'EXECUTE',
      RETURN_NOC: 'NONE',
    });
    expect(regulatorGroups.permissionsAt('RETURN_NOC', 'VIEW_ONLY')).toBeUndefined();
    expect(regulatorGroups.permissionsAt('NO_SUCH_GROUP', 'NONE')).toBeUndefined();
  });

  it('takes a workflow out of the lists with its definition', () => {
    const withoutLast = derivePermissions(
      requestTypeDefinitions.filter((definition) => definition.type !== 'PROGRESS_UPDATE_2_P3'),
    );
    expect(withoutLast.regulatorGroups.names).not.toContain('RETURN_PROGRESS_UPDATE_2');
    expect(withoutLast.regulatorGroups.names).toHaveLength(9);
    expect(withoutLast.operatorRoles.operator_admin.permissions).not.toContain(
      report('PROGRESS_UPDATE_2', 'SUBMIT_VIEW_TASK'),
    );
    expect(withoutLast.allRegulatorPermissions).not.toContain(
      report('PROGRESS_UPDATE_2', 'RE_INITIATE_TASK'),
    );
  });

  it('refuses a regulator group two workflows declare', () => {
    const [first, second] = requestTypeDefinitions.filter(
      (definition) => definition.permissions?.regulatorGroup,
    );
    const copy = { ...second!, permissions: { regulatorGroup: first!.permissions!.regulatorGroup! } };
    expect(() => derivePermissions([first!, copy])).toThrow(
      /regulator permission group \w+ is declared twice/,
    );
    expect(() => deriveWorkflowTables([first!, copy])).toThrow(/is claimed by both/);
  });
});

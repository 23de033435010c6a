import { workflowDefinitions, type WorkflowDefinition } from '../../shared/workflow';
import type { PermissionLevel } from './regulator-users-api';

export interface PermissionRow {
  group: string;
  label: string;
  type: 'Task' | 'Item';
}

/**
 * The matrix rows in the reference's order, with its labels (web-screens §3): the service's own groups, and
 * between and after them each workflow's row as its definition declares it, in the order the app lists them.
 */
export function permissionRows(
  definitions: readonly WorkflowDefinition[] = workflowDefinitions(),
): PermissionRow[] {
  const workflowRows = (afterItems: boolean): PermissionRow[] =>
    definitions.flatMap(({ regulatorPermission: row }) =>
      row && (row.afterItems ?? false) === afterItems
        ? [{ group: row.group, label: row.label, type: 'Task' }]
        : [],
    );
  return [
    { group: 'ASSIGN_REASSIGN_TASKS', label: 'Assign/re-assign tasks', type: 'Task' },
    { group: 'MANAGE_USERS_AND_CONTACTS', label: 'Manage users and contacts', type: 'Item' },
    ...workflowRows(false),
    { group: 'MANAGE_VERIFIED_ORGANISATION_ACCOUNTS', label: 'Upload verified list', type: 'Item' },
    { group: 'MANAGE_PARTICIPANT_USERS', label: 'Manage participant users', type: 'Item' },
    ...workflowRows(true),
  ];
}

/** Matrix columns, highest first, as the reference shows them. */
export const LEVEL_COLUMNS: { level: PermissionLevel; text: string }[] = [
  { level: 'EXECUTE', text: 'Execute' },
  { level: 'VIEW_ONLY', text: 'View only' },
  { level: 'NONE', text: 'None' },
];

/** Every row at NONE (the default), then the given levels. */
export function fullMatrix(
  levels: Partial<Record<string, PermissionLevel>>,
): Record<string, PermissionLevel> {
  return Object.fromEntries(permissionRows().map((row) => [row.group, levels[row.group] ?? 'NONE']));
}

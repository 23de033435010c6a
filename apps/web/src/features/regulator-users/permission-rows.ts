import type { PermissionLevel } from './regulator-users-api';

/** The matrix rows in the reference's order, with its labels (web-screens §3). */
export const PERMISSION_ROWS: { group: string; label: string; type: string }[] = [
  { group: 'ASSIGN_REASSIGN_TASKS', label: 'Assign/re-assign tasks', type: 'Task' },
  { group: 'MANAGE_USERS_AND_CONTACTS', label: 'Manage users and contacts', type: 'Item' },
  { group: 'REVIEW_ORGANISATION_ACCOUNT', label: 'Review organisation account', type: 'Task' },
  { group: 'RETURN_NOC', label: 'Return NOC', type: 'Task' },
  { group: 'RETURN_ACTION_PLAN', label: 'Return Action Plan', type: 'Task' },
  { group: 'RETURN_PROGRESS_UPDATE_1', label: 'Return Progress Update 1', type: 'Task' },
  { group: 'RETURN_PROGRESS_UPDATE_2', label: 'Return Progress Update 2', type: 'Task' },
  { group: 'MANAGE_VERIFIED_ORGANISATION_ACCOUNTS', label: 'Upload verified list', type: 'Item' },
  { group: 'MANAGE_PARTICIPANT_USERS', label: 'Manage participant users', type: 'Item' },
  { group: 'ACCOUNT_CLOSURE', label: 'Close account', type: 'Task' },
];

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
  return Object.fromEntries(PERMISSION_ROWS.map((row) => [row.group, levels[row.group] ?? 'NONE']));
}

import type { Permission } from './permissions';

export const permissionLevels = ['NONE', 'VIEW_ONLY', 'EXECUTE'] as const;
export type PermissionLevel = (typeof permissionLevels)[number];

export const regulatorPermissionGroups = [
  'MANAGE_USERS_AND_CONTACTS',
  'MANAGE_PARTICIPANT_USERS',
  'ASSIGN_REASSIGN_TASKS',
  'REVIEW_ORGANISATION_ACCOUNT',
  'RETURN_NOC',
  'MANAGE_VERIFIED_ORGANISATION_ACCOUNTS',
  'ACCOUNT_CLOSURE',
  'RETURN_ACTION_PLAN',
  'RETURN_PROGRESS_UPDATE_1',
  'RETURN_PROGRESS_UPDATE_2',
] as const;
export type RegulatorPermissionGroup = (typeof regulatorPermissionGroups)[number];

/** What each level of each group grants; a level includes the permissions of the levels below it. */
export const groupLevelPermissions: Record<
  RegulatorPermissionGroup,
  Partial<Record<PermissionLevel, Permission[]>>
> = {
  MANAGE_USERS_AND_CONTACTS: { NONE: [], EXECUTE: ['PERM_CA_USERS_EDIT'] },
  MANAGE_PARTICIPANT_USERS: { NONE: [], EXECUTE: ['PERM_ACCOUNT_USERS_EDIT'] },
  ASSIGN_REASSIGN_TASKS: { NONE: [], EXECUTE: ['PERM_TASK_ASSIGNMENT'] },
  REVIEW_ORGANISATION_ACCOUNT: {
    NONE: [],
    VIEW_ONLY: ['PERM_ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW_VIEW_TASK'],
    EXECUTE: [
      'PERM_ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW_VIEW_TASK',
      'PERM_ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW_EXECUTE_TASK',
    ],
  },
  RETURN_NOC: { NONE: [], EXECUTE: ['PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_RE_INITIATE_TASK'] },
  MANAGE_VERIFIED_ORGANISATION_ACCOUNTS: {
    NONE: [],
    EXECUTE: ['PERM_UPLOAD_VERIFIED_ORGANISATION_ACCOUNTS'],
  },
  ACCOUNT_CLOSURE: { NONE: [], EXECUTE: ['PERM_ACCOUNT_CLOSURE_SUBMIT'] },
  RETURN_ACTION_PLAN: { NONE: [], EXECUTE: ['PERM_ACTION_PLAN_APPLICATION_RE_INITIATE_TASK'] },
  RETURN_PROGRESS_UPDATE_1: { NONE: [], EXECUTE: ['PERM_PROGRESS_UPDATE_1_APPLICATION_RE_INITIATE_TASK'] },
  RETURN_PROGRESS_UPDATE_2: { NONE: [], EXECUTE: ['PERM_PROGRESS_UPDATE_2_APPLICATION_RE_INITIATE_TASK'] },
};

/** The highest level of each group whose whole permission list the holder has. */
export function groupLevelsOf(held: ReadonlySet<string>): Record<RegulatorPermissionGroup, PermissionLevel> {
  const levels = {} as Record<RegulatorPermissionGroup, PermissionLevel>;
  for (const group of regulatorPermissionGroups) {
    const granted = [...permissionLevels]
      .reverse()
      .find((level) => groupLevelPermissions[group][level]?.every((permission) => held.has(permission)));
    levels[group] = granted ?? 'NONE';
  }
  return levels;
}

import type { Permission } from '../../domain/permissions';
import {
  groupLevelPermissions,
  permissionLevels,
  regulatorPermissionGroups,
  type PermissionLevel,
  type RegulatorPermissionGroup,
} from '../../domain/regulator-permission-groups';
import { ApiError } from '../../platform/http/errors';

/** The levels each group offers, lowest first. */
export function allowedLevels(): Record<RegulatorPermissionGroup, PermissionLevel[]> {
  const result = {} as Record<RegulatorPermissionGroup, PermissionLevel[]>;
  for (const group of regulatorPermissionGroups) {
    result[group] = permissionLevels.filter((level) => groupLevelPermissions[group][level] !== undefined);
  }
  return result;
}

/** Every group at NONE, then the given levels on top. */
function levels(
  overrides: Partial<Record<RegulatorPermissionGroup, PermissionLevel>>,
): Record<RegulatorPermissionGroup, PermissionLevel> {
  const result = {} as Record<RegulatorPermissionGroup, PermissionLevel>;
  for (const group of regulatorPermissionGroups) result[group] = overrides[group] ?? 'NONE';
  return result;
}

const everything = levels(
  Object.fromEntries(regulatorPermissionGroups.map((group) => [group, 'EXECUTE'])) as Record<
    RegulatorPermissionGroup,
    PermissionLevel
  >,
);

/** The reference's regulator role templates; the UI uses them to fill the permission matrix. */
export const regulatorRolePresets = [
  {
    code: 'regulator_admin_team',
    name: 'Admin team',
    rolePermissions: levels({ REVIEW_ORGANISATION_ACCOUNT: 'VIEW_ONLY', ASSIGN_REASSIGN_TASKS: 'EXECUTE' }),
  },
  {
    code: 'regulator_technical_officer',
    name: 'Technical officer',
    rolePermissions: levels({ REVIEW_ORGANISATION_ACCOUNT: 'EXECUTE', ASSIGN_REASSIGN_TASKS: 'EXECUTE' }),
  },
  {
    code: 'regulator_team_leader',
    name: 'Team leader',
    rolePermissions: levels({ REVIEW_ORGANISATION_ACCOUNT: 'EXECUTE', ASSIGN_REASSIGN_TASKS: 'EXECUTE' }),
  },
  { code: 'ca_super_user', name: 'Regulator superuser', rolePermissions: everything },
  { code: 'service_super_user', name: 'Service superuser', rolePermissions: everything },
];

/**
 * Turns a group → level map into the permissions to store. Groups left out are NONE; an unknown group or
 * a level the group does not offer is a form error (FORM1001), so nothing half-valid is saved.
 */
export function permissionsForLevels(map: Record<string, string>): Permission[] {
  const granted = new Set<Permission>();
  const errors: { fieldName: string; message: string }[] = [];
  for (const [group, level] of Object.entries(map)) {
    const offered = (groupLevelPermissions as Record<string, Partial<Record<string, Permission[]>>>)[group];
    const permissions = offered?.[level];
    if (!permissions) {
      errors.push({ fieldName: `permissions.${group}`, message: 'is not a level this group offers' });
      continue;
    }
    for (const permission of permissions) granted.add(permission);
  }
  if (errors.length > 0) throw new ApiError('FORM1001', errors);
  return [...granted];
}

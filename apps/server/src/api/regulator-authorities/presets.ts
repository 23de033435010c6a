import type { Permission } from '../../domain/permissions';
import type { RegulatorPermissionGroups } from '../../domain/regulator-permission-groups';
import { ApiError } from '../../platform/http/errors';

/**
 * The reference's regulator role templates over the groups of the workflows the service runs (every group
 * the two super users' templates name is at EXECUTE); the UI uses them to fill the permission matrix.
 */
export function regulatorRolePresets(groups: RegulatorPermissionGroups) {
  const everything = groups.levels(Object.fromEntries(groups.names.map((group) => [group, 'EXECUTE'])));
  return [
    {
      code: 'regulator_admin_team',
      name: 'Admin team',
      rolePermissions: groups.levels({
        REVIEW_ORGANISATION_ACCOUNT: 'VIEW_ONLY',
        ASSIGN_REASSIGN_TASKS: 'EXECUTE',
      }),
    },
    {
      code: 'regulator_technical_officer',
      name: 'Technical officer',
      rolePermissions: groups.levels({
        REVIEW_ORGANISATION_ACCOUNT: 'EXECUTE',
        ASSIGN_REASSIGN_TASKS: 'EXECUTE',
      }),
    },
    {
      code: 'regulator_team_leader',
      name: 'Team leader',
      rolePermissions: groups.levels({
        REVIEW_ORGANISATION_ACCOUNT: 'EXECUTE',
        ASSIGN_REASSIGN_TASKS: 'EXECUTE',
      }),
    },
    { code: 'ca_super_user', name: 'Regulator superuser', rolePermissions: everything },
    { code: 'service_super_user', name: 'Service superuser', rolePermissions: everything },
  ];
}

/**
 * Turns a group → level map into the permissions to store. Groups left out are NONE; an unknown group or
 * a level the group does not offer is a form error (FORM1001), so nothing half-valid is saved.
 */
export function permissionsForLevels(
  groups: RegulatorPermissionGroups,
  map: Record<string, string>,
): Permission[] {
  const granted = new Set<Permission>();
  const errors: { fieldName: string; message: string }[] = [];
  for (const [group, level] of Object.entries(map)) {
    const permissions = groups.permissionsAt(group, level);
    if (!permissions) {
      errors.push({ fieldName: `permissions.${group}`, message: 'is not a level this group offers' });
      continue;
    }
    for (const permission of permissions) granted.add(permission);
  }
  if (errors.length > 0) throw new ApiError('FORM1001', errors);
  return [...granted];
}

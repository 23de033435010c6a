import { operatorRoleTemplates } from '../domain/permissions';
import { regulatorPermissionGroups } from '../domain/regulator-permission-groups';
import type { RequestTypeDefinition } from './definition';

/**
 * The permission lists of a set of workflows, derived from what their definitions declare (ADR 45): the
 * operator role templates (the service's own permissions, then each workflow's) and the regulators'
 * permission groups (the service's own, then each workflow's group, in the definitions' order).
 */
export function derivePermissions(definitions: readonly RequestTypeDefinition[]) {
  const regulatorGroups = regulatorPermissionGroups(
    definitions.flatMap((definition) =>
      definition.permissions?.regulatorGroup ? [definition.permissions.regulatorGroup] : [],
    ),
  );
  return {
    operatorRoles: operatorRoleTemplates(
      definitions.map((definition) => definition.permissions?.operatorRoles ?? {}),
    ),
    regulatorGroups,
    /** What a CA or service super user holds. */
    allRegulatorPermissions: regulatorGroups.everyPermission,
  };
}

export type WorkflowPermissions = ReturnType<typeof derivePermissions>;

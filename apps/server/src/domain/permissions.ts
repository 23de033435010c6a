import type { roleTypes } from '../platform/db/schema';

export type RoleType = (typeof roleTypes)[number];

/** The service's own permissions: the workflows' are their vocabulary's (below). */
export const platformPermissions = [
  'PERM_TASK_ASSIGNMENT',
  'PERM_ACCOUNT_USERS_EDIT',
  'PERM_ACCOUNT_NOTES_EDIT',
  'PERM_ACCOUNT_DETAILS_EDIT',
  'PERM_CA_USERS_EDIT',
  // Missing from the reference enum, which cannot manage verifier users at all; used by /verifier-users.
  'PERM_VB_USERS_EDIT',
  'PERM_UPLOAD_VERIFIED_ORGANISATION_ACCOUNTS',
] as const;

/**
 * The permissions and regulator permission groups of the workflows: names the workflow layer owns
 * (workflow/catalogue.ts), which it declares by adding them to this interface (declaration merging, as
 * WorkflowVocabulary). What they grant and to whom each definition declares (ADR 45); without the
 * declaration they are plain text.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by workflow/catalogue.ts
export interface PermissionVocabulary {}
export type NameOf<Kind extends string> = PermissionVocabulary extends {
  [K in Kind]: infer Name extends string;
}
  ? Name
  : string;

export type Permission = (typeof platformPermissions)[number] | NameOf<'permission'>;

export const operatorRoleCodes = ['operator_admin', 'operator'] as const;
export type OperatorRoleCode = (typeof operatorRoleCodes)[number];

/**
 * The reference's operator role templates: their names, and what of the service itself each grants. Each
 * workflow adds its own permissions (its definition's `permissions.operatorRoles`): the whole templates
 * are derived with the workflows (operatorRoleTemplates, through workflow/tables.ts).
 */
export const operatorRoles: Record<OperatorRoleCode, { name: string; platformPermissions: Permission[] }> = {
  operator_admin: {
    name: 'Advanced user',
    platformPermissions: [
      'PERM_TASK_ASSIGNMENT',
      'PERM_ACCOUNT_USERS_EDIT',
      'PERM_ACCOUNT_NOTES_EDIT',
      'PERM_ACCOUNT_DETAILS_EDIT',
    ],
  },
  operator: { name: 'Restricted user', platformPermissions: [] },
};

export type OperatorRolePermissions = Partial<Record<OperatorRoleCode, readonly Permission[]>>;

/** Each template's permissions: the service's own, then what each workflow declares, in their order. */
export function operatorRoleTemplates(
  declared: readonly OperatorRolePermissions[],
): Record<OperatorRoleCode, { name: string; permissions: Permission[] }> {
  const templates = {} as Record<OperatorRoleCode, { name: string; permissions: Permission[] }>;
  for (const code of operatorRoleCodes) {
    const permissions = [
      ...operatorRoles[code].platformPermissions,
      ...declared.flatMap((workflow) => workflow[code] ?? []),
    ];
    templates[code] = { name: operatorRoles[code].name, permissions: [...new Set(permissions)] };
  }
  return templates;
}

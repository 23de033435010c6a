import type { NameOf, Permission } from './permissions';

export const permissionLevels = ['NONE', 'VIEW_ONLY', 'EXECUTE'] as const;
export type PermissionLevel = (typeof permissionLevels)[number];

type PlatformGroup =
  | 'MANAGE_USERS_AND_CONTACTS'
  | 'MANAGE_PARTICIPANT_USERS'
  | 'ASSIGN_REASSIGN_TASKS'
  | 'MANAGE_VERIFIED_ORGANISATION_ACCOUNTS';
/** The service's own groups, and the workflows' (their vocabulary's, workflow/catalogue.ts). */
export type RegulatorPermissionGroup = PlatformGroup | NameOf<'regulatorGroup'>;

/**
 * A row of the regulators' permission matrix: what each level it offers grants, a level including the
 * permissions of the levels below it. Every group offers NONE, which grants nothing.
 */
export interface RegulatorGroupDefinition {
  name: RegulatorPermissionGroup;
  levels: Partial<Record<Exclude<PermissionLevel, 'NONE'>, readonly Permission[]>>;
}

/** The service's own groups; each workflow declares its own (its definition's `permissions.regulatorGroup`). */
export const platformRegulatorGroups: readonly RegulatorGroupDefinition[] = [
  { name: 'MANAGE_USERS_AND_CONTACTS', levels: { EXECUTE: ['PERM_CA_USERS_EDIT'] } },
  { name: 'MANAGE_PARTICIPANT_USERS', levels: { EXECUTE: ['PERM_ACCOUNT_USERS_EDIT'] } },
  { name: 'ASSIGN_REASSIGN_TASKS', levels: { EXECUTE: ['PERM_TASK_ASSIGNMENT'] } },
  {
    name: 'MANAGE_VERIFIED_ORGANISATION_ACCOUNTS',
    levels: { EXECUTE: ['PERM_UPLOAD_VERIFIED_ORGANISATION_ACCOUNTS'] },
  },
];

export type GroupLevels = Record<RegulatorPermissionGroup, PermissionLevel>;

/**
 * The regulator permission groups: the service's own, then the ones the workflows declare, in their order.
 * A group named twice is a programming error.
 */
export function regulatorPermissionGroups(declared: readonly RegulatorGroupDefinition[]) {
  const groups = [...platformRegulatorGroups, ...declared];
  const byName = new Map<string, RegulatorGroupDefinition>();
  for (const group of groups) {
    if (byName.has(group.name)) throw new Error(`regulator permission group ${group.name} is declared twice`);
    byName.set(group.name, group);
  }
  const granted = (
    group: RegulatorGroupDefinition,
    level: PermissionLevel,
  ): readonly Permission[] | undefined => (level === 'NONE' ? [] : group.levels[level]);
  const eachGroup = <V>(value: (group: RegulatorGroupDefinition) => V) =>
    Object.fromEntries(groups.map((group) => [group.name, value(group)])) as Record<
      RegulatorPermissionGroup,
      V
    >;

  return {
    names: groups.map((group) => group.name),
    /** The permissions a level of a group grants; undefined for a group or level it does not offer. */
    permissionsAt: (name: string, level: string): readonly Permission[] | undefined => {
      const group = byName.get(name);
      return group && (permissionLevels as readonly string[]).includes(level)
        ? granted(group, level as PermissionLevel)
        : undefined;
    },
    /** The levels each group offers, lowest first. */
    allowedLevels: (): Record<RegulatorPermissionGroup, PermissionLevel[]> =>
      eachGroup((group) => permissionLevels.filter((level) => granted(group, level) !== undefined)),
    /** The highest level of each group whose whole permission list the holder has. */
    levelsOf: (held: ReadonlySet<string>): GroupLevels =>
      eachGroup(
        (group) =>
          [...permissionLevels]
            .reverse()
            .find((level) => granted(group, level)?.every((permission) => held.has(permission))) ?? 'NONE',
      ),
    /** Every group at NONE, then the given levels on top. */
    levels: (overrides: Partial<GroupLevels>): GroupLevels =>
      eachGroup((group) => overrides[group.name] ?? 'NONE'),
    /** What a CA or service super user holds: every group at its highest level. */
    everyPermission: [
      ...new Set(groups.flatMap((group) => group.levels.EXECUTE ?? group.levels.VIEW_ONLY ?? [])),
    ],
  };
}

export type RegulatorPermissionGroups = ReturnType<typeof regulatorPermissionGroups>;

import { z } from 'zod';
import { authorityStatuses } from '../../platform/db/schema';
import { permissionLevels } from '../../domain/regulator-permission-groups';

export const permissionLevelSchema = z.enum(permissionLevels);

export const managePermissionSchema = z
  .object({
    permissions: z.record(z.string(), permissionLevelSchema),
    editable: z.boolean(),
  })
  .meta({ id: 'AuthorityManagePermissionDTO' });

export const groupLevelsSchema = z
  .record(z.string(), z.array(permissionLevelSchema))
  .meta({ id: 'RegulatorPermissionGroupLevels' });

export const regulatorRoleSchema = z
  .object({
    name: z.string(),
    code: z.string(),
    rolePermissions: z.record(z.string(), permissionLevelSchema),
  })
  .meta({ id: 'RegulatorRolePermissionsDTO' });

const authorityStatusSchema = z.enum(authorityStatuses);

export const regulatorUserAuthorityInfoSchema = z
  .object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    jobTitle: z.string().optional(),
    authorityCreationDate: z.string(),
    authorityStatus: authorityStatusSchema,
    locked: z.boolean(),
  })
  .meta({ id: 'RegulatorUserAuthorityInfoDTO' });

export const regulatorUsersAuthoritiesInfoSchema = z
  .object({ caUsers: z.array(regulatorUserAuthorityInfoSchema), editable: z.boolean() })
  .meta({ id: 'RegulatorUsersAuthoritiesInfoDTO' });

export const regulatorUserUpdateStatusSchema = z
  .object({ userId: z.uuid(), authorityStatus: authorityStatusSchema })
  .strict()
  .meta({ id: 'RegulatorUserUpdateStatusDTO' });

export const userIdParamsSchema = z.object({ userId: z.uuid() });

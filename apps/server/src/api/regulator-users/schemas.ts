import { z } from 'zod';
import { MAP_ENTRIES_MAX, SHORT_TEXT_MAX } from '../../platform/http/input-bounds';
import { ApiError } from '../../platform/http/errors';
import { zodIssuesToFormErrors } from '../../workflow/validation';
import { multipartBody } from './multipart';
import { permissionLevelSchema } from '../regulator-authorities/schemas';

const required = z.string().trim().min(1).max(255);
const optional = z.string().trim().max(255).optional();

export const fileInfoSchema = z.object({ name: z.string(), uuid: z.string() }).meta({ id: 'FileInfoDTO' });

/** A regulator's details as the edit screen sends them; the email address cannot be changed here. */
export const regulatorUserInputSchema = z.object({
  email: z.email().max(255),
  firstName: required,
  lastName: required,
  jobTitle: required,
  phoneNumber: required,
  mobileNumber: optional,
  termsVersion: z.number().int().max(255).optional(),
  status: z.enum(['REGISTERED', 'PENDING']).optional(),
});

export const regulatorUserDetailsSchema = z
  .object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    termsVersion: z.number().int().optional(),
    status: z.enum(['REGISTERED', 'PENDING']).optional(),
    jobTitle: z.string().optional(),
    phoneNumber: z.string().optional(),
    mobileNumber: z.string().optional(),
    signature: fileInfoSchema.optional(),
  })
  .meta({ id: 'RegulatorUserDetailsDTO' });

// The permission groups, bounded in number (ADR 40): a map of more entries is refused.
const permissionMapSchema = z
  .record(z.string().max(SHORT_TEXT_MAX), permissionLevelSchema)
  .refine((map) => Object.keys(map).length <= MAP_ENTRIES_MAX, `at most ${MAP_ENTRIES_MAX} entries`)
  .meta({ maxProperties: MAP_ENTRIES_MAX });

export const regulatorUserUpdateSchema = z
  .object({ user: regulatorUserInputSchema, permissions: permissionMapSchema })
  .meta({ id: 'RegulatorUserUpdateDTO' });

export const regulatorUserUpdateResultSchema = z
  .object({ user: regulatorUserDetailsSchema, permissions: permissionMapSchema })
  .meta({ id: 'RegulatorUserUpdateResultDTO' });

export const regulatorInvitedUserSchema = z
  .object({
    email: z.email().max(255),
    firstName: required,
    lastName: required,
    jobTitle: required,
    phoneNumber: required,
    mobileNumber: optional,
    permissions: permissionMapSchema,
  })
  .meta({ id: 'RegulatorInvitedUserDTO' });

const binary = z.string().meta({ format: 'binary', description: 'The signature file (BMP)' });

/** What the OpenAPI document says the multipart bodies hold. */
export const updateFormSchema = multipartBody(
  z.object({ regulatorUserUpdateDTO: regulatorUserUpdateSchema, signature: binary.optional() }),
);
export const inviteFormSchema = multipartBody(
  z.object({ regulatorInvitedUser: regulatorInvitedUserSchema, signature: binary.optional() }),
);

export type RegulatorUserInput = z.infer<typeof regulatorUserInputSchema>;
export type RegulatorInvitedUser = z.infer<typeof regulatorInvitedUserSchema>;

/** Validates a parsed JSON part: FORM1001 with the field errors, as a JSON body would get. */
export function parsePart<T>(schema: z.ZodType<T>, value: unknown, partName: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiError('FORM1001', zodIssuesToFormErrors(result.error, [partName]));
}

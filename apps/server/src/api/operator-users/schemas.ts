import { z } from 'zod';
import { countyAddressSchema, phoneNumberSchema } from '../users/schemas';

const text255 = z.string().trim().max(255);
const name = text255.min(1);

export const operatorUserRegistrationSchema = z
  .object({
    firstName: name,
    lastName: name,
    jobTitle: text255.optional(),
    address: countyAddressSchema,
    phoneNumber: phoneNumberSchema.optional(),
    mobileNumber: phoneNumberSchema.optional(),
    termsVersion: z.number().int().min(1).max(255).optional(),
  })
  .meta({ id: 'OperatorUserRegistrationDTO' });
export type OperatorUserRegistration = z.infer<typeof operatorUserRegistrationSchema>;

export const operatorUserInvitationSchema = z
  .object({
    email: z.email().max(255),
    firstName: name,
    lastName: name,
    roleCode: z.string().max(255).optional(),
  })
  .meta({ id: 'OperatorUserInvitationDTO' });
export type OperatorUserInvitation = z.infer<typeof operatorUserInvitationSchema>;

export const tokenSchema = z.object({ token: z.string().min(1).max(4096) }).meta({ id: 'TokenDTO' });

export const inviteAndRegisterSchema = z
  .object({ operatorUserRegistrationDTO: operatorUserRegistrationSchema, invitationTokenDTO: tokenSchema })
  .meta({ id: 'OperatorUserInviteAndRegisterDTO' });

export const invitedUserInfoSchema = z
  .object({ accountName: z.string() })
  .meta({ id: 'OperatorInvitedUserInfoDTO' });

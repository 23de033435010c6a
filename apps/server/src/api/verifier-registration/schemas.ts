import { z } from 'zod';

export { tokenSchema } from '../shared/token-schemas';

export const invitedUserInfoSchema = z.object({ email: z.string() }).meta({ id: 'InvitedUserInfoDTO' });

export const invitedUserEnableSchema = z
  .object({
    invitationToken: z.string().min(1).max(4096),
    // Length and strength are the password policy's, checked by the service so it can say what is wrong.
    password: z.string().max(1024),
  })
  .meta({ id: 'InvitedUserEnableDTO' });

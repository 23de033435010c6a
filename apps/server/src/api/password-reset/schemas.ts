import { z } from 'zod';

export { emailSchema, tokenSchema } from '../shared/token-schemas';

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(4096),
    otp: z
      .string()
      .max(6)
      .regex(/^\d{6}$/, 'Enter the 6 digit code'),
    // Length and strength are the password policy's, checked by the service so it can say what is wrong.
    password: z.string().max(1024),
  })
  .meta({ id: 'ResetPasswordDTO' });

export type ResetPassword = z.infer<typeof resetPasswordSchema>;

import { z } from 'zod';

export { emailSchema, tokenSchema } from '../shared/token-schemas';

/** The reference calls the authenticator code "password" in this DTO. */
export const oneTimePasswordSchema = z
  .object({
    password: z
      .string()
      .max(6)
      .regex(/^\d{6}$/, 'Enter the 6 digit code'),
  })
  .meta({ id: 'OneTimePasswordDTO' });

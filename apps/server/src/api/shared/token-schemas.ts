import { z } from 'zod';

/**
 * The reference's TokenDTO and EmailDTO, used by several public features (forgot password, 2FA,
 * invitations). Defined once: an OpenAPI component id can be registered only once.
 */
export const tokenSchema = z.object({ token: z.string().min(1).max(4096) }).meta({ id: 'TokenDTO' });
export const emailSchema = z.object({ email: z.string().trim().max(255) }).meta({ id: 'EmailDTO' });

export type TokenBody = z.infer<typeof tokenSchema>;
export type EmailBody = z.infer<typeof emailSchema>;

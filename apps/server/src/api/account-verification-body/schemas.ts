import { z } from 'zod';
import { pathId } from '../../platform/http/path-id';

export const accountIdParamsSchema = z.object({
  id: pathId,
});

export const appointVerificationBodySchema = z
  .object({ verificationBodyId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
  .strict()
  .meta({ id: 'AppointVerificationBodyDTO', description: 'The verification body id to appoint to account' });
export type AppointVerificationBody = z.infer<typeof appointVerificationBodySchema>;

export const verificationBodyNameInfoSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'VerificationBodyNameInfoDTO' });
export type VerificationBodyNameInfo = z.infer<typeof verificationBodyNameInfoSchema>;

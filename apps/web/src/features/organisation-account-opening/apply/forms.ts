import { z } from 'zod';
import { requiredChoice } from '../../../shared/forms';
import { COMPETENT_AUTHORITIES } from './application';
import { MESSAGES as m } from './messages';

export { registrationNumberSchema } from '../../../shared/organisation';
export type { RegistrationNumberOutput, RegistrationNumberValues } from '../../../shared/organisation';

export const locationSchema = z.object({
  competentAuthority: requiredChoice(COMPETENT_AUTHORITIES, m.location),
});
export type LocationValues = z.input<typeof locationSchema>;
export type LocationOutput = z.output<typeof locationSchema>;

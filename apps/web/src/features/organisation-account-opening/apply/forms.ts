import { z } from 'zod';
import { requiredChoice, text } from '../../../shared/forms';
import { COMPETENT_AUTHORITIES } from './application';
import { MESSAGES as m } from './messages';

export const registrationNumberSchema = z
  .object({
    registered: requiredChoice(['YES', 'NO'], m.registered),
    registrationNumber: text(),
  })
  .superRefine((values, context) => {
    if (values.registered !== 'YES') return;
    const crn = values.registrationNumber;
    if (crn === null) {
      context.addIssue({ code: 'custom', path: ['registrationNumber'], message: m.registrationNumber });
    } else if (!/^[A-Za-z0-9]{8}$/.test(crn)) {
      context.addIssue({ code: 'custom', path: ['registrationNumber'], message: m.registrationNumberFormat });
    }
  });
export type RegistrationNumberValues = z.input<typeof registrationNumberSchema>;
export type RegistrationNumberOutput = z.output<typeof registrationNumberSchema>;

export const locationSchema = z.object({
  competentAuthority: requiredChoice(COMPETENT_AUTHORITIES, m.location),
});
export type LocationValues = z.input<typeof locationSchema>;
export type LocationOutput = z.output<typeof locationSchema>;

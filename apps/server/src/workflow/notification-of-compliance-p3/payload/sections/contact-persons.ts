import { z } from 'zod';
import { flag } from '../draft-fields';
import { contactPersonSchema } from '../shared/contact-person';

/** Section "Contact persons": the primary contact and, optionally, a secondary one. */
export const contactPersonsSchema = z
  .strictObject({
    primaryContact: contactPersonSchema.nullish(),
    hasSecondaryContact: flag(),
    secondaryContact: contactPersonSchema.nullish(),
  })
  .meta({ id: 'ContactPersons' });
export type ContactPersons = z.infer<typeof contactPersonsSchema>;

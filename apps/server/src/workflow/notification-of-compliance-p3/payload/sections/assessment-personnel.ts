import { z } from 'zod';
import { LIST_MAX } from '../../../../platform/http/input-bounds';
import { oneOf, sizeMessage, text } from '../draft-fields';
import { assessorTypes } from './lead-assessor';

export const personnelDetailsSchema = z
  .strictObject({ firstName: text(255), lastName: text(255), type: oneOf(assessorTypes) })
  .meta({ id: 'PersonnelDetails' });

/** Section "Assessment personnel": any number of people, none included (an empty section is complete). */
export const assessmentPersonnelSchema = z
  .strictObject({ personnel: z.array(personnelDetailsSchema).max(LIST_MAX, sizeMessage(LIST_MAX)).nullish() })
  .meta({ id: 'AssessmentPersonnel' });
export type AssessmentPersonnel = z.infer<typeof assessmentPersonnelSchema>;

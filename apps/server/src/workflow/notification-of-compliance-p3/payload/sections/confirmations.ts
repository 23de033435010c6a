import { z } from 'zod';
import { LIST_MAX } from '../../../../platform/http/input-bounds';
import { isoDate, sizeMessage } from '../draft-fields';
import { contactPersonSchema } from '../shared/contact-person';

/** The four statements a responsible officer confirms (the same values for the zero-energy list). */
export const responsibilityAssessmentTypes = [
  'SATISFIED_WITH_ORGANISATION_WITHIN_SCOPE_OF_THE_SCHEME',
  'SATISFIED_WITH_ORGANISATION_COMPLIANT_WITH_SCOPE_OF_THE_SCHEME',
  'SATISFIED_WITH_INFORMATION_PROVIDED_UNLESS_THERE_IS_A_DECLARED_REASON',
  'SATISFIED_WITH_INFORMATION_PROVIDED',
] as const;
export type ResponsibilityAssessmentType = (typeof responsibilityAssessmentTypes)[number];

const statements = () =>
  z.array(z.enum(responsibilityAssessmentTypes)).max(LIST_MAX, sizeMessage(LIST_MAX)).nullish();

/** Section "Responsible officer confirmation" (status key confirmations). The three lists are sets. */
export const confirmationsSchema = z
  .strictObject({
    responsibilityAssessmentTypes: statements(),
    noEnergyResponsibilityAssessmentTypes: statements(),
    responsibleOfficerDetails: contactPersonSchema.nullish(),
    reviewAssessmentDate: isoDate(),
    secondResponsibleOfficerEnergyTypes: statements(),
    secondResponsibleOfficerDetails: contactPersonSchema.nullish(),
  })
  .meta({ id: 'Confirmations' });
export type Confirmations = z.infer<typeof confirmationsSchema>;

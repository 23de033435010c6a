import type { Confirmations } from '../../../payload/sections/confirmations';
import type { ConstraintChecker } from '../constraint-checker';
import { checkContactPerson } from './shared';

const filled = (text: string | null | undefined) => typeof text === 'string' && text.trim().length > 0;

/** `today` (yyyy-MM-dd, the service's local date) bounds the review date, as the reference's web does (ADR 0014). */
export function checkConfirmations(
  check: ConstraintChecker,
  confirmations: Confirmations,
  today: string,
): void {
  const officer = confirmations.responsibleOfficerDetails;
  const second = confirmations.secondResponsibleOfficerDetails;
  if (check.notNull('responsibleOfficerDetails', officer) && officer) {
    checkContactPerson(check.at('responsibleOfficerDetails'), officer);
  }
  if (second) checkContactPerson(check.at('secondResponsibleOfficerDetails'), second);
  const date = confirmations.reviewAssessmentDate;
  if (date && date > today) check.add('reviewAssessmentDate', 'must be a date in the past or in the present');

  check.rule(
    filled(officer?.jobTitle),
    'Confirmations responsible officer details job title can not be empty',
  );
  check.rule(
    !second || filled(second.jobTitle),
    'Confirmations second responsible officer details job title can not be empty',
  );
  // Compared only when both are given: a missing email is reported above (the reference fails there).
  check.rule(
    !second?.email || !officer?.email || second.email.toLowerCase() !== officer.email.toLowerCase(),
    'Confirmations second responsible officer details email can not be the same with responsible officer',
  );
  check.rule(
    !date || date >= '2019-12-06',
    'Confirmations review assessment date can only be the same or after 6th of December 2019',
  );
}

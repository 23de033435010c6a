import type { NocP3 } from '../../../payload/noc';
import type { Confirmations } from '../../../payload/sections/confirmations';
import type { ReportingObligationCategory } from '../../category';
import { isGiven, missingStatements } from '../../category-needs';
import { nocViolation, sectionClassNames, type NocViolation } from '../violations';

/**
 * The confirmation against the category (reporting-inventory §3.2): the officer confirms the four
 * statements of the energy (or, in D, zero-energy) list, dates the review except in D, and a second
 * officer confirms too in E always and in A, C, F when the lead assessor is internal.
 */
export function checkConfirmationsForCategory(
  confirmations: Confirmations,
  noc: NocP3,
  category: ReportingObligationCategory,
): NocViolation[] {
  const found: NocViolation[] = [];
  const zeroEnergy = category === 'ZERO_ENERGY';
  checkStatements(confirmations, !zeroEnergy, found);
  if (zeroEnergy === isGiven(confirmations.reviewAssessmentDate)) {
    found.push(nocViolation('confirmations', 'INVALID_REVIEW_ASSESSMENT_DATE'));
  }
  switch (category) {
    case 'ISO_50001_COVERING_ENERGY_USAGE':
    case 'ZERO_ENERGY':
      checkSecondOfficer(confirmations, false, found);
      break;
    case 'LESS_THAN_40000_KWH_PER_YEAR':
      checkSecondOfficer(confirmations, true, found);
      break;
    default:
      if (noc.leadAssessor) {
        checkSecondOfficer(confirmations, noc.leadAssessor.leadAssessorType === 'INTERNAL', found);
      } else {
        found.push(
          nocViolation('confirmations', 'INVALID_DEPENDENT_SECTION_DATA', [sectionClassNames.leadAssessor]),
        );
      }
  }
  return found;
}

function checkStatements(confirmations: Confirmations, usesEnergy: boolean, found: NocViolation[]): void {
  const [required, forbidden] = usesEnergy
    ? [confirmations.responsibilityAssessmentTypes, confirmations.noEnergyResponsibilityAssessmentTypes]
    : [confirmations.noEnergyResponsibilityAssessmentTypes, confirmations.responsibilityAssessmentTypes];
  const missing = missingStatements(required);
  if (missing.length > 0) {
    found.push(
      nocViolation(
        'confirmations',
        usesEnergy
          ? 'INVALID_RESPONSIBILITY_ASSESSMENT_TYPE_LIST'
          : 'INVALID_NO_ENERGY_RESPONSIBILITY_ASSESSMENT_TYPE_LIST',
        missing,
      ),
    );
  }
  if (isGiven(forbidden)) {
    found.push(
      nocViolation(
        'confirmations',
        usesEnergy
          ? 'INVALID_NO_ENERGY_RESPONSIBILITY_ASSESSMENT_TYPE'
          : 'INVALID_RESPONSIBILITY_ASSESSMENT_TYPE',
      ),
    );
  }
}

function checkSecondOfficer(confirmations: Confirmations, required: boolean, found: NocViolation[]): void {
  const details = confirmations.secondResponsibleOfficerDetails;
  const statements = confirmations.secondResponsibleOfficerEnergyTypes;
  if (required) {
    if (!details || !isGiven(statements))
      found.push(nocViolation('confirmations', 'INVALID_SECOND_RESPONSIBLE_OFFICER_DETAILS'));
    const missing = missingStatements(statements);
    if (missing.length > 0)
      found.push(nocViolation('confirmations', 'INVALID_RESPONSIBILITY_ASSESSMENT_TYPE_LIST', missing));
  } else if (details || isGiven(statements)) {
    found.push(nocViolation('confirmations', 'INVALID_SECOND_RESPONSIBLE_OFFICER_DETAILS'));
  }
}

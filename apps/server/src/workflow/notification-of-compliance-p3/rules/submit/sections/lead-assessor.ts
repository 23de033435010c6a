import type { LeadAssessor } from '../../../payload/sections/lead-assessor';
import type { ConstraintChecker } from '../constraint-checker';
import { checkEmail } from './shared';

export function checkLeadAssessor(check: ConstraintChecker, assessor: LeadAssessor): void {
  check.notNull('leadAssessorType', assessor.leadAssessorType);
  check.notNull('hasLeadAssessorConfirmation', assessor.hasLeadAssessorConfirmation);
  const details = assessor.leadAssessorDetails;
  if (!check.notNull('leadAssessorDetails', details) || !details) return;
  const detailsCheck = check.at('leadAssessorDetails');
  detailsCheck.notBlank('firstName', details.firstName);
  detailsCheck.notBlank('lastName', details.lastName);
  checkEmail(detailsCheck, 'email', details.email);
  detailsCheck.notNull('professionalBody', details.professionalBody);
  // The reference accepts a blank membership number; its own form requires one, and so does this (ADR 0014).
  detailsCheck.notBlank('membershipNumber', details.membershipNumber);
}

import type { AssessmentPersonnel } from '../../../payload/sections/assessment-personnel';
import type { ConstraintChecker } from '../constraint-checker';

export function checkAssessmentPersonnel(check: ConstraintChecker, personnel: AssessmentPersonnel): void {
  (personnel.personnel ?? []).forEach((person, index) => {
    const personCheck = check.at('personnel').at(index);
    personCheck.notBlank('firstName', person.firstName);
    personCheck.notBlank('lastName', person.lastName);
    personCheck.notNull('type', person.type);
  });
}

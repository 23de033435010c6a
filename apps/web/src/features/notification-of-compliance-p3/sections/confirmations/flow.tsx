import { needsSecondOfficer as needsSecondOfficerIn } from '@esos/reporting-rules';
import type { StepFlow } from '../../../../shared/step-flow';
import { categoryOf, type Noc } from '../../noc/model';
import type { NocContext } from '../../task/NocSectionPage';
import { officerPage, reviewDatePage } from './officers';
import { statementsPage, type ConfirmationsAnswers } from './statements';

export type { ConfirmationsAnswers } from './statements';

/**
 * Whether a second responsible officer confirms too (reporting-inventory §4.1): in categories A, C, E and F
 * when the lead assessor is internal, and always in category E (under 40,000 kWh, no lead assessor).
 */
export function needsSecondOfficer(noc: Noc): boolean {
  const category = categoryOf(noc.reportingObligation);
  return category !== undefined && needsSecondOfficerIn(category, noc);
}

/** The section's pages for the notification's category, then 'Confirm and complete'. */
export function confirmationsFlow({ noc }: NocContext): StepFlow<ConfirmationsAnswers> {
  const zeroEnergy = categoryOf(noc.reportingObligation) === 'ZERO_ENERGY';
  const second = needsSecondOfficer(noc);
  const always = () => true;
  const withEnergy = () => !zeroEnergy;
  const withSecond = () => second;
  return {
    caption: 'Responsible officer confirmation',
    continueText: 'Save and continue',
    pages: [
      statementsPage({
        path: 'no-energy-responsibility-assessment-types',
        list: 'noEnergyResponsibilityAssessmentTypes',
        second: false,
        zeroEnergy: true,
        when: () => zeroEnergy,
      }),
      statementsPage({
        path: 'responsibility-assessment-types',
        list: 'responsibilityAssessmentTypes',
        second: false,
        zeroEnergy: false,
        when: withEnergy,
      }),
      officerPage('responsibleOfficerDetails', always),
      reviewDatePage(withEnergy),
      statementsPage({
        path: 'second-responsible-officer-energy-types',
        list: 'secondResponsibleOfficerEnergyTypes',
        second: true,
        zeroEnergy: false,
        when: withSecond,
      }),
      officerPage('secondResponsibleOfficerDetails', withSecond),
    ],
    checkAnswers: { confirmText: 'Confirm and complete' },
  };
}

import type { StepFlow } from '../../../../shared/step-flow';
import type { NocContext } from '../../task/NocSectionPage';
import {
  significantPage,
  significantQuestionPage,
  tidy,
  totalPage,
  type EnergyConsumptionAnswers,
} from './consumption';
import { ratiosPage } from './ratios';
import { additionalInformationPage } from './additional-information';

export type { EnergyConsumptionAnswers } from './consumption';

/**
 * The section's pages in the reference's order (reporting-inventory §4.1). Some depend on what was saved
 * earlier (the total the significant figures are judged against, the ratios' heading) and on the
 * reporting obligation (energy not covered by any route requires significant consumption).
 */
export function energyConsumptionFlow({ noc }: NocContext): StepFlow<EnergyConsumptionAnswers> {
  const saved = tidy(noc.energyConsumptionDetails ?? {});
  const notCovered =
    noc.reportingObligation?.reportingObligationDetails?.complianceRouteDistribution?.energyNotAuditedPct ??
    0;
  return {
    caption: 'Energy consumption',
    continueText: 'Save and continue',
    pages: [
      totalPage,
      significantQuestionPage(notCovered),
      significantPage(saved.totalEnergyConsumption),
      ratiosPage(saved.significantEnergyConsumptionExists === true),
      additionalInformationPage,
    ],
    checkAnswers: { confirmText: 'Confirm and continue' },
  };
}

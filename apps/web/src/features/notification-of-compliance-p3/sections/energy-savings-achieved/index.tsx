import { stepTitle } from '../../../../shared/step-flow';
import { NocSectionPage } from '../../task/NocSectionPage';
import { sectionRows } from '../../task/section-rows';
import { energySavingsAchievedFlow } from './flow';

/** The energy savings achieved pages below a NOC task. */
export function Component() {
  return <NocSectionPage sectionKey="energySavingsAchieved" flow={energySavingsAchievedFlow} />;
}

/** Category B's flow, for the title of its own first page. */
const CATEGORY_B = {
  reportingObligation: {
    qualificationType: 'QUALIFY',
    reportingObligationDetails: {
      energyResponsibilityType: 'RESPONSIBLE',
      complianceRouteDistribution: { iso50001Pct: 100 },
    },
  },
} as const;

export const title = (address: string) =>
  stepTitle(energySavingsAchievedFlow({ noc: {} }), address) ??
  stepTitle(energySavingsAchievedFlow({ noc: CATEGORY_B }), address);

export const rows = sectionRows('energySavingsAchieved', energySavingsAchievedFlow);

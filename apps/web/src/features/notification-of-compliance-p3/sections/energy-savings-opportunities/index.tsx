import { stepTitle } from '../../../../shared/step-flow';
import { NocSectionPage } from '../../task/NocSectionPage';
import { sectionRows } from '../../task/section-rows';
import { energySavingsOpportunitiesFlow } from './flow';

/** The energy savings opportunities pages below a NOC task. */
export function Component() {
  return <NocSectionPage sectionKey="energySavingsOpportunities" flow={energySavingsOpportunitiesFlow} />;
}

export const title = (address: string) => stepTitle(energySavingsOpportunitiesFlow({ noc: {} }), address);

export const rows = sectionRows('energySavingsOpportunities', energySavingsOpportunitiesFlow);

import { stepTitle } from '../../../../shared/step-flow';
import { NocSectionPage } from '../../task/NocSectionPage';
import { sectionRows } from '../../task/section-rows';
import { alternativeComplianceRoutesFlow } from './flow';

/** The alternative routes to compliance pages below a NOC task. */
export function Component() {
  return <NocSectionPage sectionKey="alternativeComplianceRoutes" flow={alternativeComplianceRoutesFlow} />;
}

export const title = (address: string) => stepTitle(alternativeComplianceRoutesFlow({ noc: {} }), address);

export const rows = sectionRows('alternativeComplianceRoutes', alternativeComplianceRoutesFlow);

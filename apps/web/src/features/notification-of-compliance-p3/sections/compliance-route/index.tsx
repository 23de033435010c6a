import { stepTitle } from '../../../../shared/step-flow';
import { NocSectionPage } from '../../task/NocSectionPage';
import { sectionRows } from '../../task/section-rows';
import { complianceRouteFlow } from './flow';

/** The compliance route's pages below a NOC task. */
export function Component() {
  return <NocSectionPage sectionKey="complianceRoute" flow={complianceRouteFlow} />;
}

export const title = (address: string) => stepTitle(complianceRouteFlow({ noc: {} }), address);

export const rows = sectionRows('complianceRoute', complianceRouteFlow);

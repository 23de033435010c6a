import { stepTitle } from '../../../../shared/step-flow';
import { NocSectionPage } from '../../task/NocSectionPage';
import { sectionRows } from '../../task/section-rows';
import { compliancePeriodFlow } from './flow';

const flow = compliancePeriodFlow('first');

/** The first compliance period's pages below a NOC task. */
export function Component() {
  return <NocSectionPage sectionKey="firstCompliancePeriod" flow={() => flow} />;
}

export const title = (address: string) => stepTitle(flow, address);

export const rows = sectionRows('firstCompliancePeriod', () => flow);

import { stepTitle } from '../../../../shared/step-flow';
import { NocSectionPage } from '../../task/NocSectionPage';
import { sectionRows } from '../../task/section-rows';
import { reportingObligationFlow } from './flow';

const flow = () => reportingObligationFlow;

/** The reporting obligation's pages below a NOC task. */
export function Component() {
  return <NocSectionPage sectionKey="reportingObligation" flow={flow} />;
}

export const title = (address: string) => stepTitle(reportingObligationFlow, address);

export const rows = sectionRows('reportingObligation', flow);

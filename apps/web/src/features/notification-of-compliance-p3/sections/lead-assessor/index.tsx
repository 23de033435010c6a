import { stepTitle } from '../../../../shared/step-flow';
import { NocSectionPage } from '../../task/NocSectionPage';
import { sectionRows } from '../../task/section-rows';
import { leadAssessorFlow } from './flow';

const flow = () => leadAssessorFlow;

/** The lead assessor's pages below a NOC task. */
export function Component() {
  return <NocSectionPage sectionKey="leadAssessor" flow={flow} />;
}

export const title = (address: string) => stepTitle(leadAssessorFlow, address);

export const rows = sectionRows('leadAssessor', flow);

import { stepTitle } from '../../../../shared/step-flow';
import { NocSectionPage } from '../../task/NocSectionPage';
import { sectionRows } from '../../task/section-rows';
import { confirmationsFlow } from './flow';

/** The responsible officer confirmation pages below a NOC task. */
export function Component() {
  return <NocSectionPage sectionKey="confirmations" flow={confirmationsFlow} />;
}

export const title = (address: string) => stepTitle(confirmationsFlow({ noc: {} }), address);

export const rows = sectionRows('confirmations', confirmationsFlow);

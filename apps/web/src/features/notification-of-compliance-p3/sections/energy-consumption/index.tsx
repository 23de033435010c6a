import { stepTitle } from '../../../../shared/step-flow';
import { NocSectionPage } from '../../task/NocSectionPage';
import { sectionRows } from '../../task/section-rows';
import { energyConsumptionFlow } from './flow';

/** The energy consumption pages below a NOC task. */
export function Component() {
  return <NocSectionPage sectionKey="energyConsumptionDetails" flow={energyConsumptionFlow} />;
}

export const title = (address: string) => stepTitle(energyConsumptionFlow({ noc: {} }), address);

export const rows = sectionRows('energyConsumptionDetails', energyConsumptionFlow);

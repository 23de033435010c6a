import { stepTitle } from '../../../../shared/step-flow';
import { NocSectionPage } from '../../task/NocSectionPage';
import { sectionRows } from '../../task/section-rows';
import { responsibleUndertakingFlow } from './flow';

/** The responsible undertaking's pages below a NOC task. */
export function Component() {
  return <NocSectionPage sectionKey="responsibleUndertaking" flow={responsibleUndertakingFlow} />;
}

export const title = (address: string) => stepTitle(responsibleUndertakingFlow({ noc: {} }), address);

export const rows = sectionRows('responsibleUndertaking', responsibleUndertakingFlow);

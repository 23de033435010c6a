import { stepTitle } from '../../../../shared/step-flow';
import { NocSectionPage } from '../../task/NocSectionPage';
import { sectionRows } from '../../task/section-rows';
import { assessmentPersonnelFlow } from './flow';

/** The assessment personnel pages below a NOC task. */
export function Component() {
  return <NocSectionPage sectionKey="assessmentPersonnel" flow={assessmentPersonnelFlow} />;
}

export const title = (address: string) => stepTitle(assessmentPersonnelFlow({ noc: {} }), address);

export const rows = sectionRows('assessmentPersonnel', assessmentPersonnelFlow);

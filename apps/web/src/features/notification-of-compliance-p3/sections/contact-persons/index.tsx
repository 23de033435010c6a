import { stepTitle } from '../../../../shared/step-flow';
import { NocSectionPage } from '../../task/NocSectionPage';
import { sectionRows } from '../../task/section-rows';
import { contactPersonsFlow } from './flow';

/** The contact persons' pages below a NOC task. */
export function Component() {
  return <NocSectionPage sectionKey="contactPersons" flow={contactPersonsFlow} />;
}

export const title = (address: string) => stepTitle(contactPersonsFlow({ noc: {} }), address);

export const rows = sectionRows('contactPersons', contactPersonsFlow);

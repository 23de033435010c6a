import { useParams } from 'react-router';
import { stepTitle } from '../../../../shared/step-flow';
import { NocSectionPage } from '../../task/NocSectionPage';
import { sectionRows } from '../../task/section-rows';
import { UPLOAD_PATH, organisationStructureFlow } from './flow';
import { OrganisationStructureUpload, UPLOAD_TITLE } from './upload';

/** The organisation structure pages below a NOC task, and the CSV upload beside them. */
export function Component() {
  const address = useParams()['*'] ?? '';
  if (address.replace(/\/$/, '') === UPLOAD_PATH) return <OrganisationStructureUpload />;
  return <NocSectionPage sectionKey="organisationStructure" flow={organisationStructureFlow} />;
}

export const title = (address: string) =>
  address.replace(/\/$/, '') === UPLOAD_PATH
    ? UPLOAD_TITLE
    : stepTitle(organisationStructureFlow({ noc: {} }), address);

export const rows = sectionRows('organisationStructure', organisationStructureFlow);

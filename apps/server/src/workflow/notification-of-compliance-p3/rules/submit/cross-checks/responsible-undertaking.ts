import type { CompanyInformationService } from '../../../../../platform/company-information';
import { ApiError } from '../../../../../platform/http/errors';
import type { ResponsibleUndertaking } from '../../../payload/sections/responsible-undertaking';
import { nocViolation, type NocViolation } from '../violations';

/**
 * A registration number must be one Companies House knows: an unknown one is a violation; any other
 * failure of the register (COMPANYINFO1001/2/3) is thrown, so the submit fails with that 503 and
 * changes nothing, as the reference.
 */
export async function checkRegistrationNumber(
  undertaking: ResponsibleUndertaking,
  companyInformation: Pick<CompanyInformationService, 'lookup'>,
): Promise<NocViolation[]> {
  const registrationNumber = undertaking.organisationDetails?.registrationNumber;
  if (!registrationNumber?.trim()) return [];
  try {
    await companyInformation.lookup(registrationNumber);
    return [];
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOTFOUND1001') {
      return [nocViolation('responsibleUndertaking', 'INVALID_REGISTRATION_NUMBER')];
    }
    throw error;
  }
}

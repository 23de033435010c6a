import type { ResponsibleUndertaking } from '../../../payload/sections/responsible-undertaking';
import type { ConstraintChecker } from '../constraint-checker';
import { checkAddress, checkClassificationCodes, checkEmail, checkPhoneNumberDto } from './shared';

const given = (value: unknown) => value !== null && value !== undefined;

export function checkResponsibleUndertaking(
  check: ConstraintChecker,
  undertaking: ResponsibleUndertaking,
): void {
  const { organisationDetails, tradingDetails, organisationContactDetails } = undertaking;
  if (check.notNull('organisationDetails', organisationDetails)) {
    const details = check.at('organisationDetails');
    details.notBlank('name', organisationDetails?.name);
    details.notNull('registrationNumberExist', organisationDetails?.registrationNumberExist);
    // Address and activity codes are unwrapped into the organisation details.
    checkAddress(details, organisationDetails ?? {});
    checkClassificationCodes(details, organisationDetails ?? {});
    details.rule(
      (organisationDetails?.registrationNumberExist === true) ===
        given(organisationDetails?.registrationNumber),
      'Organisation details registration number exist and organisation details registration number values are not mutually valid',
    );
  }
  if (check.notNull('tradingDetails', tradingDetails)) {
    const trading = check.at('tradingDetails');
    trading.notNull('exist', tradingDetails?.exist);
    trading.rule(
      (tradingDetails?.exist === true) === given(tradingDetails?.tradingName),
      'Exist and trading name values are not mutually valid',
    );
  }
  if (check.notNull('organisationContactDetails', organisationContactDetails)) {
    const contact = check.at('organisationContactDetails');
    checkEmail(contact, 'email', organisationContactDetails?.email);
    const phone = organisationContactDetails?.phoneNumber;
    if (contact.notNull('phoneNumber', phone) && phone) checkPhoneNumberDto(contact.at('phoneNumber'), phone);
  }
  check.notNull('isBehalfOfTrust', undertaking.isBehalfOfTrust);
  check.notNull('hasOverseasParentDetails', undertaking.hasOverseasParentDetails);
  if (undertaking.overseasParentDetails) {
    check.at('overseasParentDetails').notBlank('name', undertaking.overseasParentDetails.name);
  }
  check.rule(
    (undertaking.hasOverseasParentDetails === true) === given(undertaking.overseasParentDetails),
    'Has overseas parent details and overseas parent details values are not mutually valid',
  );
}

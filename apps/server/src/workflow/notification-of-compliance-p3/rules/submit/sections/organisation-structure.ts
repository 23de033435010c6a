import type {
  OrganisationAssociatedWithRU,
  OrganisationStructure,
} from '../../../payload/sections/organisation-structure';
import type { ConstraintChecker } from '../constraint-checker';
import { checkClassificationCodes } from './shared';

export function checkOrganisationStructure(check: ConstraintChecker, structure: OrganisationStructure): void {
  check.notNull('isHighestParent', structure.isHighestParent);
  check.notNull('isNonComplyingUndertakingsIncluded', structure.isNonComplyingUndertakingsIncluded);
  (structure.organisationUndertakingDetails ?? []).forEach((undertaking, index) =>
    check
      .at('organisationUndertakingDetails')
      .at(index)
      .notBlank('organisationName', undertaking.organisationName),
  );
  (structure.organisationsAssociatedWithRU ?? []).forEach((organisation, index) =>
    checkAssociatedOrganisation(check.at('organisationsAssociatedWithRU').at(index), organisation),
  );
  check.notNull('isGroupStructureChartProvided', structure.isGroupStructureChartProvided);
  check.rule(
    (structure.isNonComplyingUndertakingsIncluded === true) ===
      (structure.organisationUndertakingDetails ?? []).length > 0,
    'Non complying undertakings included and organisation details values are not mutually valid',
  );
}

const flags = [
  'isPartOfArrangement',
  'isParentOfResponsibleUndertaking',
  'isSubsidiaryOfResponsibleUndertaking',
  'isPartOfFranchise',
  'hasCeasedToBePartOfGroup',
] as const;

function checkAssociatedOrganisation(
  check: ConstraintChecker,
  organisation: OrganisationAssociatedWithRU,
): void {
  check.notNull('registrationNumberExist', organisation.registrationNumberExist);
  check.notBlank('organisationName', organisation.organisationName);
  for (const flag of flags) check.notNull(flag, organisation[flag]);
  const codes = organisation.classificationCodesDetails;
  if (check.notNull('classificationCodesDetails', codes) && codes) {
    const codesCheck = check.at('classificationCodesDetails');
    codesCheck.notNull('areSameAsRU', codes.areSameAsRU);
    if (codes.codes) checkClassificationCodes(codesCheck.at('codes'), codes.codes);
    codesCheck.rule(
      (codes.areSameAsRU === true) === !codes.codes,
      'Organisation associated with responsible undertaking are the same as the RU and organisation associated with responsible undertaking classification codes values are not mutually valid',
    );
  }
  check.rule(
    (organisation.registrationNumberExist === true) ===
      (organisation.registrationNumber !== undefined && organisation.registrationNumber !== null),
    'Organisation associated with responsible undertaking registration number exist and organisation associated with responsible undertaking registration number values are not mutually valid',
  );
  const { isParentOfResponsibleUndertaking: parent, isSubsidiaryOfResponsibleUndertaking: subsidiary } =
    organisation;
  check.rule(
    parent === false || (parent === true) === (subsidiary === false),
    'Organisation associated with is parent of responsible undertaking and organisation associated with is subsidiary of responsible undertaking values are not mutually valid',
  );
}

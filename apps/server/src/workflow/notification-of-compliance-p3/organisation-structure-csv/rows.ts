import {
  COMPANY_REGISTRATION_NUMBER,
  type OrganisationAssociatedWithRU,
} from '../payload/sections/organisation-structure';
import { headerOf, type OrganisationStructureColumn } from './columns';

type Report = (message: string, columns: OrganisationStructureColumn[]) => void;

const MAX_TEXT = 255;
const missing = (column: OrganisationStructureColumn) =>
  `The field '${headerOf(column)}' has one or more values missing`;
const invalid = (column: OrganisationStructureColumn) => `The field '${headerOf(column)}' has invalid values`;
const tooLong = (column: OrganisationStructureColumn) =>
  `The field '${headerOf(column)}' is too long (max characters ${MAX_TEXT})`;

const yesNoColumns = [
  'isPartOfArrangement',
  'hasCeasedToBePartOfGroup',
  'isPartOfFranchise',
  'isParentOfResponsibleUndertaking',
  'isSubsidiaryOfResponsibleUndertaking',
  'areSameAsRU',
] as const;

/**
 * One row (14 trimmed cells, in template order) as an organisation, or undefined after reporting what is
 * wrong with it. Yes/No and SIC/Other are read whatever their case; a blank registration number or code
 * is no value.
 */
export function readRow(cells: string[], report: Report): OrganisationAssociatedWithRU | undefined {
  const [name = '', rawNumber = '', , , , , , , rawType = '', otherTypeName = '', ...rawCodes] = cells;
  const answers = new Map<(typeof yesNoColumns)[number], boolean>();
  let valid = true;
  const fail = (message: string, columns: OrganisationStructureColumn[]) => {
    valid = false;
    report(message, columns);
  };

  if (!name) fail(missing('organisationName'), ['organisationName']);
  else if (name.length > MAX_TEXT) fail(tooLong('organisationName'), ['organisationName']);
  const registrationNumber = rawNumber.toUpperCase();
  if (registrationNumber && !COMPANY_REGISTRATION_NUMBER.test(registrationNumber)) {
    fail(invalid('registrationNumber'), ['registrationNumber']);
  }
  yesNoColumns.forEach((column, index) => {
    const answer = cells[index + 2]?.toLowerCase() ?? '';
    if (!answer) fail(missing(column), [column]);
    else if (answer !== 'yes' && answer !== 'no') fail(invalid(column), [column]);
    else answers.set(column, answer === 'yes');
  });
  if (
    answers.get('isParentOfResponsibleUndertaking') &&
    answers.get('isSubsidiaryOfResponsibleUndertaking')
  ) {
    fail(
      'An organisation cannot be a parent and a subsidiary of the responsible undertaking at the same time',
      ['isParentOfResponsibleUndertaking', 'isSubsidiaryOfResponsibleUndertaking'],
    );
  }

  const codes = rawCodes.filter(Boolean);
  const type = rawType.toUpperCase();
  const sameAsRU = answers.get('areSameAsRU');
  if (type && type !== 'SIC' && type !== 'OTHER') fail(invalid('classificationType'), ['classificationType']);
  if (sameAsRU === false) {
    if (!type) fail(missing('classificationType'), ['classificationType']);
    if (!rawCodes[0]) fail(missing('code1'), ['code1']);
    if (type === 'OTHER' && !otherTypeName) fail(missing('otherTypeName'), ['otherTypeName']);
  }
  if (otherTypeName.length > MAX_TEXT) fail(tooLong('otherTypeName'), ['otherTypeName']);
  (['code1', 'code2', 'code3', 'code4'] as const).forEach((column, index) => {
    if ((rawCodes[index] ?? '').length > MAX_TEXT) fail(tooLong(column), [column]);
  });
  if (!valid) return undefined;

  const flag = (column: (typeof yesNoColumns)[number]) => answers.get(column) === true;
  return {
    registrationNumberExist: Boolean(registrationNumber),
    ...(registrationNumber ? { registrationNumber } : {}),
    organisationName: name,
    isPartOfArrangement: flag('isPartOfArrangement'),
    isParentOfResponsibleUndertaking: flag('isParentOfResponsibleUndertaking'),
    isSubsidiaryOfResponsibleUndertaking: flag('isSubsidiaryOfResponsibleUndertaking'),
    isPartOfFranchise: flag('isPartOfFranchise'),
    hasCeasedToBePartOfGroup: flag('hasCeasedToBePartOfGroup'),
    classificationCodesDetails:
      sameAsRU || codes.length === 0
        ? { areSameAsRU: sameAsRU === true }
        : {
            areSameAsRU: false,
            codes: {
              type: type as 'SIC' | 'OTHER',
              ...(type === 'OTHER' ? { otherTypeName } : {}),
              codes,
            },
          },
  };
}

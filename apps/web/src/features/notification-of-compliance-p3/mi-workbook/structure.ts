import type { SheetSpec } from '../../../shared/mi-workbook';
import { text, yesNo, type Cell } from '../../../shared/mi-workbook';
import { fourCodes, nocSheet, type NocInfo } from './common';

const left =
  'undertakings which disaggregated from or ceased to be part of the participant and which are not included in the NOC';
const included = 'relevant undertakings included in the NOC';

/** The organisation structure CSV's columns 3–14 (reporting-inventory §4.7), in the same words. */
const CSV_HEADER = [
  'Is this organisation part of an arrangement where 2 or more highest UK parent groups are complying as one participant?',
  'Has this organisation ceased to be part of the highest parent group or participant since the qualification date but agreed to comply as if it were still a member?',
  'Is this organisation a franchisee?',
  'Is this organisation a parent of the responsible undertaking?',
  'Is this organisation a subsidiary of the responsible undertaking?',
  'Is the Code same as RU?',
  'Select classification type if the organisation covered in this NOC',
  'Classification name (if other than SIC)',
  'Code 1',
  'Code 2 (Optional)',
  'Code 3 (Optional)',
  'Code 4 (Optional)',
];

const blanks = (count: number): Cell[] => Array.from({ length: count }, () => '');

/** One row for the responsible undertaking, one per associated organisation, one per undertaking that left. */
function structureRows({ noc }: NocInfo): Cell[][] {
  const structure = noc.organisationStructure;
  const ru = noc.responsibleUndertaking?.organisationDetails;
  const undertakingRow = [
    'Yes',
    yesNo(structure?.isHighestParent),
    yesNo(structure?.isNonComplyingUndertakingsIncluded),
    '',
    '',
    'Yes',
    text(ru?.name),
    text(ru?.registrationNumber),
    ...blanks(CSV_HEADER.length),
  ];
  const associated = (structure?.organisationsAssociatedWithRU ?? []).map((organisation) => {
    const classification = organisation.classificationCodesDetails;
    const codes = classification?.codes;
    return [
      'No',
      '',
      '',
      '',
      '',
      'Yes',
      text(organisation.organisationName),
      text(organisation.registrationNumber),
      yesNo(organisation.isPartOfArrangement),
      yesNo(organisation.hasCeasedToBePartOfGroup),
      yesNo(organisation.isPartOfFranchise),
      yesNo(organisation.isParentOfResponsibleUndertaking),
      yesNo(organisation.isSubsidiaryOfResponsibleUndertaking),
      yesNo(classification?.areSameAsRU),
      codes?.type === 'OTHER' ? 'Other' : text(codes?.type),
      text(codes?.otherTypeName),
      ...fourCodes(codes?.codes),
    ];
  });
  const departed = (structure?.organisationUndertakingDetails ?? []).map((undertaking) => [
    'No',
    '',
    '',
    text(undertaking.organisationName),
    text(undertaking.registrationNumber),
    'No',
    '',
    '',
    ...blanks(CSV_HEADER.length),
  ]);
  return [undertakingRow, ...associated, ...departed];
}

export const organisationStructureSheet = (nocs: NocInfo[]): SheetSpec =>
  nocSheet(
    'Organisation Structure',
    [
      'Is this organisation the Responsible Undertaking?',
      'Is the Responsible Undertaking a highest parent which has agreed to aggregate with one or more other highest parents to comply as one participant?',
      'Did the Responsible Undertaking’s group include any undertakings on 31 December 2022 which either disaggregated from, or ceased to be part of the participant before 5 June 2024 and which are not complying as if they were still a member of the participant?',
      `Names of ${left}`,
      `Company registration numbers of ${left}`,
      'Is the organisation covered by the NOC?',
      `Names of ${included}`,
      `Company registration numbers of ${included}`,
      ...CSV_HEADER,
    ],
    nocs,
    structureRows,
  );

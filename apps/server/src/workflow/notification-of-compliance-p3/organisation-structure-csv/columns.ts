/**
 * The columns of the organisation-structure CSV, in order, as the reference's template names them
 * (reporting-inventory §4.7). The template and the parser both come from this list.
 */
export const organisationStructureColumns = [
  { field: 'organisationName', header: 'Organisation Name' },
  { field: 'registrationNumber', header: 'Registration Number (if exists, otherwise leave the cell blank)' },
  {
    field: 'isPartOfArrangement',
    header:
      'Is this organisation part of an arrangement where 2 or more highest UK parent groups are complying as one participant?',
  },
  {
    field: 'hasCeasedToBePartOfGroup',
    header:
      'Has this organisation ceased to be part of the highest parent group or participant since the qualification date but agreed to comply as if it were still a member?',
  },
  { field: 'isPartOfFranchise', header: 'Is this organisation a franchisee?' },
  {
    field: 'isParentOfResponsibleUndertaking',
    header: 'Is this organisation a parent of the responsible undertaking?',
  },
  {
    field: 'isSubsidiaryOfResponsibleUndertaking',
    header: 'Is this organisation a subsidiary of the responsible undertaking?',
  },
  { field: 'areSameAsRU', header: 'Is the Code same as RU?' },
  {
    field: 'classificationType',
    header: 'Select classification type if the organisation covered in this NOC',
  },
  { field: 'otherTypeName', header: 'Classification name (if other than SIC)' },
  { field: 'code1', header: 'Code 1' },
  { field: 'code2', header: 'Code 2 (Optional)' },
  { field: 'code3', header: 'Code 3 (Optional)' },
  { field: 'code4', header: 'Code 4 (Optional)' },
] as const;

export type OrganisationStructureColumn = (typeof organisationStructureColumns)[number]['field'];

export const headerOf = (field: OrganisationStructureColumn): string =>
  organisationStructureColumns.find((column) => column.field === field)?.header ?? field;

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The template to download: the header row, ready for rows underneath. */
export function organisationStructureTemplateCsv(): string {
  return `${organisationStructureColumns.map((column) => csvField(column.header)).join(',')}\r\n`;
}

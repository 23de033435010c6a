import type { components } from '../../../shared/api';
import type { SheetSpec } from '../../../shared/mi-workbook';
import { labelOf, sheetOf, text, type Cell } from '../../../shared/mi-workbook';

export type NocInfo = components['schemas']['NocP3SearchResultsInfoDto'];
export type Noc = NocInfo['noc'];

/** Every NOC data sheet starts with these (reporting-inventory §5.1). */
const COMMON_HEADER = ['NOC ID', 'Organisation name', 'Company registration number', 'Account status'];

const ACCOUNT_STATUSES = [
  { value: 'AWAITING_APPROVAL', text: 'Awaiting approval' },
  { value: 'LIVE', text: 'Live' },
  { value: 'DENIED', text: 'Denied' },
  { value: 'CLOSED', text: 'Closed' },
] as const;

/** The organisation is the responsible undertaking as the NOC names it, else the account. */
export const commonCells = (info: NocInfo): Cell[] => {
  const organisation = info.noc.responsibleUndertaking?.organisationDetails;
  return [
    info.id,
    organisation?.name ?? info.organisationName,
    text(organisation?.registrationNumber ?? info.registrationNumber),
    labelOf(ACCOUNT_STATUSES, info.status),
  ];
};

/** Every empty NOC cell prints as "-". */
const dashed = (cell: Cell): Cell => (cell === '' ? '-' : cell);

/** A NOC data sheet: the common columns, then the sheet's own, one or more rows per NOC. */
export function nocSheet(
  sheet: string,
  header: string[],
  nocs: NocInfo[],
  rowsOf: (info: NocInfo) => Cell[][],
): SheetSpec {
  return sheetOf(
    sheet,
    [...COMMON_HEADER, ...header],
    nocs.flatMap((info) => rowsOf(info).map((cells) => [...commonCells(info), ...cells].map(dashed))),
  );
}

export const qualifies = (info: NocInfo) => info.noc.reportingObligation?.qualificationType !== 'NOT_QUALIFY';

/** YES / NO / SKIP_QUESTION answers. */
export const YES_NO_SKIP = [
  { value: 'YES', text: 'Yes' },
  { value: 'NO', text: 'No' },
  { value: 'SKIP_QUESTION', text: 'Skip question' },
] as const;

/** Up to four activity codes, blank where there are fewer. */
export const fourCodes = (codes: readonly string[] | null | undefined): Cell[] =>
  [0, 1, 2, 3].map((index) => codes?.[index] ?? '');

/** The classification: "SIC", or the other classification's name. */
export const classificationType = (
  type: 'SIC' | 'OTHER' | null | undefined,
  otherTypeName: string | null | undefined,
): Cell => (type === 'SIC' ? 'SIC' : type === 'OTHER' ? `Other: ${otherTypeName ?? ''}` : '');

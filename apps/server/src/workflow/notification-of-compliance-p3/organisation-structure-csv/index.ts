export {
  organisationStructureColumns,
  organisationStructureTemplateCsv,
  type OrganisationStructureColumn,
} from './columns';
export {
  CSV_READ_BUDGET_MS,
  MAX_CSV_BYTES,
  MAX_ORGANISATION_ROWS,
  fileMessages,
  type UploadedCsv,
} from './file-checks';
export { parseOrganisationStructureCsv, type CsvProblem, type OrganisationStructureCsvResult } from './parse';

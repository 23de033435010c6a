export {
  organisationStructureColumns,
  organisationStructureTemplateCsv,
  type OrganisationStructureColumn,
} from './columns';
export { MAX_CSV_BYTES, fileMessages, type UploadedCsv } from './file-checks';
export { parseOrganisationStructureCsv, type CsvProblem, type OrganisationStructureCsvResult } from './parse';

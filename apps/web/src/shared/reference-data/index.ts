export { CountySelect } from './CountySelect';
export type { CountySelectProps } from './CountySelect';
export { fetchReferenceData, useReferenceData } from './reference-data';
export type { Country, County, ReferenceData } from './reference-data';

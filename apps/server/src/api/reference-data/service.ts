import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { ukCountyNames } from './uk-counties';

export const referenceDataTypes = ['COUNTRIES', 'COUNTIES'] as const;
export type ReferenceDataType = (typeof referenceDataTypes)[number];

export interface Country {
  code: string;
  name: string;
}
export interface County {
  id: number;
  name: string;
}

/** ISO 3166-1 alpha-2 countries with their English short names, in alphabetical order of name. */
function loadCountries(): Country[] {
  countries.registerLocale(english);
  return Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

function loadCounties(): County[] {
  return [...ukCountyNames]
    .sort((a, b) => a.localeCompare(b, 'en-GB'))
    .map((name, index) => ({ id: index + 1, name }));
}

/** The lists never change while the service runs: built on first use and kept. */
const loaders: Record<ReferenceDataType, () => Country[] | County[]> = {
  COUNTRIES: loadCountries,
  COUNTIES: loadCounties,
};
const loaded = new Map<ReferenceDataType, Country[] | County[]>();

function list(type: ReferenceDataType): Country[] | County[] {
  let found = loaded.get(type);
  if (!found) {
    found = loaders[type]();
    loaded.set(type, found);
  }
  return found;
}

/** GET /data?types=…: each requested type mapped to its list (a repeated type is answered once). */
export function referenceData(
  types: readonly ReferenceDataType[],
): Partial<Record<ReferenceDataType, Country[] | County[]>> {
  return Object.fromEntries([...new Set(types)].map((type) => [type, list(type)]));
}

import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type components } from '../api';

type ReferenceDataDto = components['schemas']['ReferenceDataDTO'];
export type Country = components['schemas']['CountryDTO'];
export type County = components['schemas']['CountyDTO'];

export interface ReferenceData {
  countries: Country[];
  counties: County[];
}

const isCountry = (item: ReferenceDataDto): item is Country => 'code' in item;
const isCounty = (item: ReferenceDataDto): item is County => 'id' in item;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-GB');

/** Both lists in one call (spec §7: GET /data with repeated types, no token), sorted by name. */
export async function fetchReferenceData(): Promise<ReferenceData> {
  const data = await unwrap(
    api.GET('/v1.0/data', { params: { query: { types: ['COUNTRIES', 'COUNTIES'] } } }),
  );
  return {
    countries: (data.COUNTRIES ?? []).filter(isCountry).sort(byName),
    counties: (data.COUNTIES ?? []).filter(isCounty).sort(byName),
  };
}

/**
 * The reference lists every country or county choice reads. They are the same for everyone and fixed while
 * the service runs, so they are fetched once per visit and kept: every address form after the first is instant.
 */
export function useReferenceData() {
  return useQuery({
    queryKey: ['reference-data'],
    queryFn: fetchReferenceData,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

import { MEASURE_SCHEMES, type MeasureScheme } from '../reports/labels';
import { labelOf, type Cell } from './cells';

/** A measure's schemes as the workbooks print them: labels joined by "; ", OTHER as "Other: <name>". */
export function schemesText(
  schemes: readonly MeasureScheme[] | null | undefined,
  otherName: string | null | undefined,
): Cell {
  return (schemes ?? [])
    .map((scheme) => (scheme === 'OTHER' ? `Other: ${otherName ?? ''}` : labelOf(MEASURE_SCHEMES, scheme)))
    .join('; ');
}

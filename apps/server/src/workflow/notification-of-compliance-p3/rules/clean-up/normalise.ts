/**
 * The stored form of a draft, as the reference's JSON would hold it: no null fields (left out, as the
 * reference leaves them out of its responses), sets without repeats, the sets and lists the reference
 * omits when empty left out, and decimals as strings. Works on any JSON value the draft schema accepted.
 */

/** Collections the reference treats as sets (Jackson collapses repeats). */
const SET_FIELDS = new Set([
  'estimatedCalculationTypes',
  'responsibilityAssessmentTypes',
  'noEnergyResponsibilityAssessmentTypes',
  'secondResponsibleOfficerEnergyTypes',
  'organisationUndertakingDetails',
  'organisationsAssociatedWithRU',
]);

/** Collections the reference leaves out of its JSON when empty (@JsonInclude NON_EMPTY). */
const OMITTED_WHEN_EMPTY = new Set([
  'responsibilityAssessmentTypes',
  'noEnergyResponsibilityAssessmentTypes',
  'secondResponsibleOfficerEnergyTypes',
  'organisationUndertakingDetails',
  'organisationsAssociatedWithRU',
  'energyIntensityRatios',
  'personnel',
]);

/** BigDecimal fields: a JSON number sent for them is kept as its decimal string. */
const DECIMAL_FIELDS = new Set(['energyCost', 'energyCostTotal', 'ratio']);

export function normalise<T>(value: T): T {
  return normaliseValue(value, undefined) as T;
}

function normaliseValue(value: unknown, field: string | undefined): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => normaliseValue(item, undefined));
    return field && SET_FIELDS.has(field) ? withoutRepeats(items) : items;
  }
  if (typeof value === 'number' && field && DECIMAL_FIELDS.has(field)) return String(value);
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (child === null || child === undefined) continue;
    const normalised = normaliseValue(child, key);
    if (Array.isArray(normalised) && normalised.length === 0 && OMITTED_WHEN_EMPTY.has(key)) continue;
    result[key] = normalised;
  }
  return result;
}

/** Keeps the first of equal items, in order (a LinkedHashSet: equal fields, whatever their order). */
function withoutRepeats(items: unknown[]): unknown[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = JSON.stringify(item, sortedKeys);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/*
 * Whether a save stored every answer it was sent (issue 37): the reports' saves clean up answers that
 * contradict others (ADR 14, ADR 20), and a caller who does not ask for the saved task must still learn
 * that something it sent was not kept, so the route answers the cleaned task when this is false.
 *
 * Absent, null, blank and empty values carry no answer, so dropping them loses nothing; what the save
 * holds beyond what was sent (carried-over measures, attachments) is not the caller's. Lists of plain
 * values are sets (a repeat dropped loses nothing); items with a `uuId` are matched by it anywhere in
 * the saved object's lists, as a progress update files an answer under the list of its measure.
 */

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasUuId = (value: unknown): value is Loose & { uuId: string } =>
  isRecord(value) && typeof value.uuId === 'string';

function isNothing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return isRecord(value) && Object.keys(value).length === 0;
}

/** A decimal sent as a JSON number is stored as its string (ADR 14): the same value either way. */
function sameValue(sent: unknown, saved: unknown): boolean {
  if (typeof sent === 'number' && typeof saved === 'string')
    return saved.trim() !== '' && Number(saved) === sent;
  return sent === saved;
}

function keptList(sent: unknown[], saved: unknown, pool: Map<string, unknown>): boolean {
  if (sent.every(hasUuId)) return sent.every((item) => keptAsSent(item, pool.get(item.uuId)));
  if (!Array.isArray(saved)) return false;
  if (sent.every((item) => !isRecord(item) && !Array.isArray(item))) {
    // Sets of plain values: linear unless a value was not kept as it was sent.
    const sentValues = new Set(sent);
    const savedValues = new Set(saved);
    return (
      sent.every((item) => savedValues.has(item) || saved.some((kept) => sameValue(item, kept))) &&
      saved.every((kept) => sentValues.has(kept) || sent.some((item) => sameValue(item, kept)))
    );
  }
  return sent.length === saved.length && sent.every((item, index) => keptAsSent(item, saved[index]));
}

/** The saved object's list items by `uuId`, whichever of its lists holds them. */
function itemsByUuId(saved: Loose): Map<string, unknown> {
  const pool = new Map<string, unknown>();
  for (const value of Object.values(saved)) {
    if (!Array.isArray(value)) continue;
    for (const item of value) if (hasUuId(item)) pool.set(item.uuId, item);
  }
  return pool;
}

/** Whether every answer in `sent` is in `saved` unchanged (see above). */
export function keptAsSent(sent: unknown, saved: unknown, pool?: Map<string, unknown>): boolean {
  if (isNothing(sent)) return isNothing(saved);
  if (Array.isArray(sent)) return keptList(sent, saved, pool ?? new Map());
  if (isRecord(sent)) {
    if (!isRecord(saved)) return false;
    const savedItems = itemsByUuId(saved);
    return Object.entries(sent).every(([key, value]) => keptAsSent(value, saved[key], savedItems));
  }
  return sameValue(sent, saved);
}

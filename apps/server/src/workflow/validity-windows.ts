import { z } from 'zod';
import type { RequestType } from './catalogue';

/** When a report may be started and submitted (inclusive dates, as the reference seeds them). */
export interface ValidityWindow {
  initiateStart: string;
  initiateEnd: string;
  submitStart: string;
  submitEnd: string;
}

export type ValidityWindows = Partial<Record<RequestType, ValidityWindow>>;

const window = (start: string, end: string): ValidityWindow => ({
  initiateStart: start,
  initiateEnd: end,
  submitStart: start,
  submitEnd: end,
});

export const defaultValidityWindows: ValidityWindows = {
  NOTIFICATION_OF_COMPLIANCE_P3: window('2022-12-06', '2026-12-06'),
  ACTION_PLAN_P3: window('2023-12-06', '2026-12-06'),
  PROGRESS_UPDATE_1_P3: window('2025-07-01', '2026-12-06'),
  PROGRESS_UPDATE_2_P3: window('2025-12-06', '2027-03-06'),
};

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
const overridesSchema = z.partialRecord(
  z.enum(['NOTIFICATION_OF_COMPLIANCE_P3', 'ACTION_PLAN_P3', 'PROGRESS_UPDATE_1_P3', 'PROGRESS_UPDATE_2_P3']),
  z.strictObject({ initiateStart: isoDate, initiateEnd: isoDate, submitStart: isoDate, submitEnd: isoDate }),
);

/** The defaults, with any windows given as JSON (WORKFLOW_VALIDITY_WINDOWS) replacing theirs. */
export function parseValidityWindows(json: string | undefined): ValidityWindows {
  if (!json) return defaultValidityWindows;
  return { ...defaultValidityWindows, ...overridesSchema.parse(JSON.parse(json)) };
}

/** The date in the service's time zone (UK), which is what the windows' dates mean. */
function ukDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}

/** Inclusive on both ends; a type without a window is always open. */
export function isWithinWindow(
  windows: ValidityWindows,
  type: RequestType,
  phase: 'initiate' | 'submit',
  now: Date,
): boolean {
  const found = windows[type];
  if (!found) return true;
  const today = ukDate(now);
  return phase === 'initiate'
    ? found.initiateStart <= today && today <= found.initiateEnd
    : found.submitStart <= today && today <= found.submitEnd;
}

import { z } from 'zod';
import { requestTypes } from './catalogue';
import type { RequestType } from './catalogue';

/** When a report may be started and submitted (inclusive UK dates, as the reference seeds them). */
export interface ValidityWindow {
  initiateStart: string;
  initiateEnd: string;
  submitStart: string;
  submitEnd: string;
}

/** The same window for starting and submitting, as every reference window is. */
export const validityWindow = (start: string, end: string): ValidityWindow => ({
  initiateStart: start,
  initiateEnd: end,
  submitStart: start,
  submitEnd: end,
});

/** What configuration does to the windows the definitions declare. */
export interface ValidityWindowSettings {
  /** WORKFLOW_VALIDITY_WINDOWS: each replaces its type's own window. */
  overrides: Partial<Record<RequestType, ValidityWindow>>;
  /** With demo data and no WORKFLOW_VALIDITY_WINDOWS: every window becomes this one, open around today. */
  openForDemo?: ValidityWindow;
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
const overridesSchema = z.partialRecord(
  z.enum(requestTypes),
  z.strictObject({ initiateStart: isoDate, initiateEnd: isoDate, submitStart: isoDate, submitEnd: isoDate }),
);

// Made once: building a formatter costs about a millisecond, and the dashboards format a date per item.
const ukDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

/** The date in the service's time zone (UK), which is what the windows' dates mean. */
export function ukDate(now: Date): string {
  return ukDateFormat.format(now);
}

/** The ISO date after the given one (none for none). */
export function dayAfter(date: string | undefined): string | undefined {
  if (!date) return undefined;
  return new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);
}

const yearsFrom = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

/**
 * WORKFLOW_VALIDITY_WINDOWS as JSON ({"ACTION_PLAN_P3": {initiateStart, initiateEnd, submitStart,
 * submitEnd}}). Without it, a service with demo data opens every window from a year before to a year
 * after `demoToday`, so each workflow can be tried on any day; production keeps the reference's.
 */
export function parseValidityWindowSettings(
  json: string | undefined,
  options: { demoToday?: Date } = {},
): ValidityWindowSettings {
  if (json) return { overrides: overridesSchema.parse(JSON.parse(json)) };
  if (!options.demoToday) return { overrides: {} };
  const today = ukDate(options.demoToday);
  return { overrides: {}, openForDemo: validityWindow(yearsFrom(today, -1), yearsFrom(today, 1)) };
}

/**
 * The window each type runs with: its definition's, replaced by configuration. A configured window for
 * a type that declares none is a mistake (the reference has windows for reports only), refused at boot.
 */
export function effectiveWindows(
  declared: ReadonlyMap<RequestType, ValidityWindow>,
  settings: ValidityWindowSettings,
): Map<RequestType, ValidityWindow> {
  for (const type of Object.keys(settings.overrides) as RequestType[]) {
    if (!declared.has(type)) {
      throw new Error(`WORKFLOW_VALIDITY_WINDOWS: ${type} has no validity window to replace`);
    }
  }
  return new Map(
    [...declared].map(([type, own]) => [type, settings.overrides[type] ?? settings.openForDemo ?? own]),
  );
}

/** Inclusive on both ends; no window is always open. */
export function isWithinWindow(
  window: ValidityWindow | undefined,
  phase: 'initiate' | 'submit',
  now: Date,
): boolean {
  if (!window) return true;
  const today = ukDate(now);
  return phase === 'initiate'
    ? window.initiateStart <= today && today <= window.initiateEnd
    : window.submitStart <= today && today <= window.submitEnd;
}

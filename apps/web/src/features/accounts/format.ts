import { workflowListName, workflowTitle } from '../../shared/workflow';

const DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '1 Jan 2026' in UK time; blank for a missing or invalid value. */
export function formatDate(value: string | undefined | null): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

const LOCATIONS: Record<string, string> = {
  ENGLAND: 'England',
  WALES: 'Wales',
  SCOTLAND: 'Scotland',
  NORTHERN_IRELAND: 'Northern Ireland',
  OPRED: 'Offshore (OPRED)',
};

export function locationName(code: string | undefined): string {
  return code ? (LOCATIONS[code] ?? code) : '';
}

/** 'PHASE_3' → 'Phase 3'. */
export function phaseName(phase: string | undefined): string {
  if (!phase) return 'Other';
  const words = phase.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Phase 3 notification of compliance', 'Account Creation': each workflow names itself. */
export function requestName(type: string, phase?: string): string {
  const name = workflowListName(type);
  return phase ? `${phaseName(phase)} ${name}` : name;
}

const YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' });

/** The workflow page's heading (web-screens §6.3): '2026 Organisation account', '2026 Phase 3 notification of compliance'. */
export function workflowHeading(type: string, creationDate: string, phase?: string): string {
  const name = workflowTitle(type);
  const date = new Date(creationDate);
  const year = Number.isNaN(date.getTime()) ? '' : YEAR.format(date);
  const title = phase ? `${phaseName(phase)} ${name}` : name;
  return [year, title].filter(Boolean).join(' ');
}

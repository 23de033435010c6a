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

const REQUEST_NAMES: Record<string, string> = {
  ORGANISATION_ACCOUNT_OPENING: 'Account Creation',
  ACCOUNT_CLOSURE: 'Account Closure',
  NOTIFICATION_OF_COMPLIANCE_P3: 'notification of compliance',
  ACTION_PLAN_P3: 'action plan',
  PROGRESS_UPDATE_1_P3: 'progress update 1',
  PROGRESS_UPDATE_2_P3: 'progress update 2',
};

/** 'PHASE_3' → 'Phase 3'. */
export function phaseName(phase: string | undefined): string {
  if (!phase) return 'Other';
  const words = phase.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Phase 3 notification of compliance', 'Account Creation'. */
export function requestName(type: string, phase?: string): string {
  const name = REQUEST_NAMES[type] ?? type;
  return phase ? `${phaseName(phase)} ${name}` : name;
}

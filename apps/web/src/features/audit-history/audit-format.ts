import type { AuditEvent } from './audit-api';

const entityNames: Record<string, string> = {
  account: 'Organisation account',
  account_contact: 'Account contact',
  account_note: 'Account note',
  account_onboarding_registry: 'Verified organisation account',
  app_user: 'User',
  user_credential: 'Sign-in credentials',
  user_signature: 'Signature',
  authority: 'User authority',
  authority_permission: 'User permission',
  request: 'Workflow',
  request_task: 'Task',
  request_action: 'Timeline entry',
  request_note: 'Workflow note',
  stored_file: 'File',
  submitted_report: 'Submitted report',
  compliance_reminder: 'Reminder',
};

/**
 * A table this list does not name, as words: "Progress update 1" for the per-report tables whose events
 * were recorded before migration 0023 made them one (ADR 45).
 */
const asWords = (table: string) => table.charAt(0).toUpperCase() + table.slice(1).replaceAll('_', ' ');

/** The per-report tables before migration 0023, named as the history named them then. */
function earlierReportTable(table: string): string | undefined {
  if (table === 'noc') return 'Submitted notification of compliance';
  if (table === 'action_plan') return 'Submitted action plan';
  const update = /^progress_update_(\d)$/.exec(table);
  return update ? `Submitted progress update ${update[1]}` : undefined;
}

/** The report type a submitted-report row holds, from the values the event recorded. */
function reportTypeOf(event: AuditEvent): string | undefined {
  const change = event.changes?.['request_type'];
  const value = change?.new ?? change?.old;
  return typeof value === 'string' ? value : undefined;
}

/** How the history names one kind of report ('notification of compliance'); the workflows' own names. */
export type ReportNames = (requestType: string) => string | undefined;

const actionNames: Record<string, string> = {
  INSERT: 'added',
  UPDATE: 'changed',
  DELETE: 'deleted',
  SIGN_IN: 'signed in',
  SIGN_IN_FAILED: 'sign-in failed',
  SIGN_IN_LOCKED: 'sign-in locked',
  ONE_LOGIN_LINKED: 'linked to GOV.UK One Login',
};

/**
 * "Account note added", "Task changed", "Submitted notification of compliance added". A submitted report is
 * changed only when it is submitted again in its place (the trigger records its kind then too, migration 0030).
 */
export function describeEvent(event: AuditEvent, reportNames?: ReportNames): string {
  if (event.entityType === 'compliance_reminder' && event.action === 'INSERT') {
    // A regulator's reminder (ADR 51): each send is one claim row, so its insert is the sending.
    const chased = reportTypeOf(event);
    const name = chased ? (reportNames?.(chased) ?? chased) : undefined;
    return name ? `Reminder about the ${name} sent` : 'Reminder sent';
  }
  const reportType = event.entityType === 'submitted_report' ? reportTypeOf(event) : undefined;
  const reportName = reportType ? reportNames?.(reportType) : undefined;
  if (reportName && event.action === 'UPDATE') {
    return `${reportName.charAt(0).toUpperCase()}${reportName.slice(1)} submitted again`;
  }
  const entity = reportName
    ? `Submitted ${reportName}`
    : (entityNames[event.entityType] ?? earlierReportTable(event.entityType) ?? asWords(event.entityType));
  return `${entity} ${actionNames[event.action] ?? event.action.toLowerCase()}`;
}

/** Names by user id, for the ids among the changed values (the page's `people`). */
export type PeopleNames = Readonly<Record<string, string>>;

function shown(value: unknown, people: PeopleNames): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string' && people[value]) return people[value];
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/**
 * One line per field: "name: Old → New", "password_hash: changed" for secrets, "request_type: … (unchanged)"
 * for a value recorded to name the row; a person's name where the value is their user id.
 */
export function describeChanges(event: AuditEvent, people: PeopleNames = {}): string[] {
  return Object.entries(event.changes ?? {}).map(([field, change]) => {
    if (change.changed) return `${field}: changed`;
    if (event.action === 'INSERT') return `${field}: ${shown(change.new, people)}`;
    if (event.action === 'DELETE') return `${field}: was ${shown(change.old, people)}`;
    // A column recorded to say what the row is, which the change left alone (migration 0030).
    if (JSON.stringify(change.old) === JSON.stringify(change.new)) {
      return `${field}: ${shown(change.new, people)} (unchanged)`;
    }
    return `${field}: ${shown(change.old, people)} → ${shown(change.new, people)}`;
  });
}

/** Whom an event concerns: "About Olivia Operator" (or their id, if no longer a user). */
export function describeSubject(event: AuditEvent, people: PeopleNames = {}): string {
  const id = event.subjectUserId;
  if (!id) return '';
  return `About ${people[id] ?? id}`;
}

export function describeActor(event: AuditEvent): string {
  if (!event.actorUserId) return 'The service';
  return event.actorName ?? 'Unknown person';
}

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
  noc: 'Submitted notification of compliance',
  action_plan: 'Submitted action plan',
  progress_update_1: 'Submitted progress update 1',
  progress_update_2: 'Submitted progress update 2',
};

const actionNames: Record<string, string> = {
  INSERT: 'added',
  UPDATE: 'changed',
  DELETE: 'deleted',
  SIGN_IN: 'signed in',
  SIGN_IN_FAILED: 'sign-in failed',
  SIGN_IN_LOCKED: 'sign-in locked',
};

/** "Account note added", "Task changed". */
export function describeEvent(event: AuditEvent): string {
  const entity = entityNames[event.entityType] ?? event.entityType;
  return `${entity} ${actionNames[event.action] ?? event.action.toLowerCase()}`;
}

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** One line per field: "name: Old → New", "password_hash: changed" for secrets. */
export function describeChanges(event: AuditEvent): string[] {
  return Object.entries(event.changes ?? {}).map(([field, change]) => {
    if (change.changed) return `${field}: changed`;
    if (event.action === 'INSERT') return `${field}: ${shown(change.new)}`;
    if (event.action === 'DELETE') return `${field}: was ${shown(change.old)}`;
    return `${field}: ${shown(change.old)} → ${shown(change.new)}`;
  });
}

export function describeActor(event: AuditEvent): string {
  if (!event.actorUserId) return 'The service';
  return event.actorName ?? 'Unknown person';
}

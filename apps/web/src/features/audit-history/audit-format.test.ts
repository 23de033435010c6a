import { describe, expect, it } from 'vitest';
import type { AuditEvent } from './audit-api';
import { describeChanges, describeEvent, describeSubject } from './audit-format';

const ASSIGNEE_BEFORE = '5b0c3c1e-8f55-4d0e-9a51-3a9a8d1c2b01';
const ASSIGNEE_AFTER = '9e6f4a2d-1c3b-4e5f-8a7b-6c5d4e3f2a10';

function event(action: string, changes: AuditEvent['changes']): AuditEvent {
  return {
    id: 1,
    occurredAt: '2026-11-25T10:00:00.000Z',
    actorUserId: null,
    actorName: null,
    actorRoleType: null,
    actorAuthority: null,
    operation: 'POST /api/v1.0/tasks/reassign',
    action,
    entityType: 'request_task',
    entityId: '7',
    subjectUserId: null,
    workflowRequestId: 'NOC000001-P3',
    taskId: 7,
    httpRequestId: null,
    clientAddress: null,
    changes,
  };
}

describe('audit changes', () => {
  it('shows the name of a person where a value is their user id, and the id where the name is unknown', () => {
    const people = { [ASSIGNEE_BEFORE]: 'Olivia Operator', [ASSIGNEE_AFTER]: 'Rosa Restricted' };
    expect(
      describeChanges(event('UPDATE', { assignee: { old: ASSIGNEE_BEFORE, new: ASSIGNEE_AFTER } }), people),
    ).toEqual(['assignee: Olivia Operator → Rosa Restricted']);
    expect(describeChanges(event('INSERT', { submitter_id: { new: ASSIGNEE_AFTER } }), {})).toEqual([
      `submitter_id: ${ASSIGNEE_AFTER}`,
    ]);
  });

  it('marks secrets as changed and empties as (empty)', () => {
    expect(
      describeChanges(event('UPDATE', { password_hash: { changed: true }, name: { old: '', new: 'Acme' } })),
    ).toEqual(['password_hash: changed', 'name: (empty) → Acme']);
    expect(describeChanges(event('DELETE', { note: { old: 'Gone' } }))).toEqual(['note: was Gone']);
  });

  it('says whom a change not tied to an account is about, and what happened to them', () => {
    const signIn = {
      ...event('SIGN_IN_FAILED', { step: { new: 'password' } }),
      entityType: 'app_user',
      subjectUserId: ASSIGNEE_BEFORE,
    };
    expect(describeEvent(signIn)).toBe('User sign-in failed');
    expect(describeEvent({ ...signIn, action: 'ONE_LOGIN_LINKED' })).toBe('User linked to GOV.UK One Login');
    expect(describeSubject(signIn, { [ASSIGNEE_BEFORE]: 'Olivia Operator' })).toBe('About Olivia Operator');
    expect(describeSubject(signIn, {})).toBe(`About ${ASSIGNEE_BEFORE}`);
    expect(describeSubject(event('UPDATE', null), {})).toBe('');
  });

  it('names a submitted report by its kind, as the workflows name it, and the tables before migration 0023 as then', () => {
    const report = {
      ...event('INSERT', { request_type: { new: 'ACTION_PLAN_P3' } }),
      entityType: 'submitted_report',
    };
    const names = (type: string) => (type === 'ACTION_PLAN_P3' ? 'action plan' : undefined);
    expect(describeEvent(report, names)).toBe('Submitted action plan added');
    const deleted = {
      ...event('DELETE', { request_type: { old: 'ACTION_PLAN_P3' } }),
      entityType: 'submitted_report',
    };
    expect(describeEvent(deleted, names)).toBe('Submitted action plan deleted');
    // Changed only when submitted again in its place: the trigger keeps the unchanged kind (migration 0030).
    const resubmitted = {
      ...event('UPDATE', {
        request_type: { old: 'ACTION_PLAN_P3', new: 'ACTION_PLAN_P3' },
        submitted_at: { old: '2026-11-01T10:00:00+00:00', new: '2026-11-25T10:00:00+00:00' },
      }),
      entityType: 'submitted_report',
    };
    expect(describeEvent(resubmitted, names)).toBe('Action plan submitted again');
    expect(describeChanges(resubmitted)).toEqual([
      'request_type: ACTION_PLAN_P3 (unchanged)',
      'submitted_at: 2026-11-01T10:00:00+00:00 → 2026-11-25T10:00:00+00:00',
    ]);
    expect(describeEvent(resubmitted)).toBe('Submitted report changed');
    // A kind no workflow names, or a change that does not carry the kind: the table's own name.
    expect(describeEvent(report)).toBe('Submitted report added');
    expect(describeEvent({ ...report, changes: null }, names)).toBe('Submitted report added');
    expect(describeEvent({ ...report, entityType: 'noc' })).toBe(
      'Submitted notification of compliance added',
    );
    expect(describeEvent({ ...report, entityType: 'action_plan' })).toBe('Submitted action plan added');
    expect(describeEvent({ ...report, entityType: 'progress_update_1' })).toBe(
      'Submitted progress update 1 added',
    );
    expect(describeEvent({ ...report, entityType: 'some_table' })).toBe('Some table added');
  });

  it("says a regulator's reminder was sent and about which report (ADR 51)", () => {
    const reminder = {
      ...event('INSERT', { request_type: { new: 'NOTIFICATION_OF_COMPLIANCE_P3' }, recipients: { new: 2 } }),
      entityType: 'compliance_reminder',
    };
    const names = (type: string) =>
      type === 'NOTIFICATION_OF_COMPLIANCE_P3' ? 'notification of compliance' : undefined;
    expect(describeEvent(reminder, names)).toBe('Reminder about the notification of compliance sent');
    expect(describeEvent({ ...reminder, changes: null }, names)).toBe('Reminder sent');
    expect(describeEvent({ ...reminder, action: 'DELETE' }, names)).toBe('Reminder deleted');
  });
});

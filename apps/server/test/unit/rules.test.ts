import { describe, expect, it } from 'vitest';
import { userStatusOf } from '../../src/domain/current-user';
import { requestTypeDefinitions } from '../../src/workflow/registry';
import { deriveWorkflowTables } from '../../src/workflow/tables';
import { daysRemaining } from '../../src/api/items/service';

describe('user status across authorities', () => {
  it.each([
    [[], 0, 'NO_AUTHORITY'],
    [[{ status: 'ACTIVE' }], 1, 'ENABLED'],
    [[{ status: 'ACTIVE' }], 0, 'NO_AUTHORITY'],
    [[{ status: 'ACCEPTED' }, { status: 'DISABLED' }], 0, 'ACCEPTED'],
    [[{ status: 'DISABLED' }], 0, 'DISABLED'],
    [[{ status: 'PENDING' }], 0, 'DISABLED'],
    [[{ status: 'ACTIVE' }, { status: 'DISABLED' }], 1, 'ENABLED'],
  ] as const)('%j with %i active-with-permissions is %s', (rows, active, expected) => {
    expect(userStatusOf([...rows], active)).toBe(expected);
  });
});

describe('viewable task types', () => {
  const { viewableTaskTypes } = deriveWorkflowTables(requestTypeDefinitions);

  it('gives a regulator with review permission the account-opening review', () => {
    expect(
      viewableTaskTypes(
        'REGULATOR',
        new Set(['PERM_ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW_VIEW_TASK']),
      ),
    ).toEqual(['ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW']);
  });

  it('never gives operators regulator tasks, whatever they hold', () => {
    expect(viewableTaskTypes('OPERATOR', new Set(['PERM_ACCOUNT_CLOSURE_SUBMIT']))).toEqual([]);
  });
});

describe('days remaining', () => {
  const now = new Date('2026-11-22T15:00:00Z');
  it('is absent without a due date', () => {
    expect(daysRemaining(null, null, now)).toBeUndefined();
  });
  it('counts whole days to the due date', () => {
    expect(daysRemaining(new Date('2026-11-25T01:00:00Z'), null, now)).toBe(3);
    expect(daysRemaining(new Date('2026-11-22T23:00:00Z'), null, now)).toBe(0);
    expect(daysRemaining(new Date('2026-11-20T00:00:00Z'), null, now)).toBe(-2);
  });
  it('counts UK dates, so a deadline given as a date is due on that day in the UK', () => {
    expect(daysRemaining('2026-11-25', null, now)).toBe(3);
    expect(daysRemaining('2026-11-22', null, now)).toBe(0);
    // 00:30 on 1 July in the UK is still 30 June in UTC.
    expect(daysRemaining('2026-07-02', null, new Date('2026-06-30T23:30:00Z'))).toBe(1);
  });
  it('counts from the pause date while paused', () => {
    expect(daysRemaining(new Date('2026-11-25T00:00:00Z'), new Date('2026-11-20T00:00:00Z'), now)).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';
import { daysRemainingText } from './days-remaining';
import { taskDisplayName, taskHref } from './task-names';
import { timelineHasDetails, timelineLabel } from './timeline';

describe('days remaining', () => {
  it('shows the number above 0, Overdue at or below 0 and nothing when unknown', () => {
    expect(daysRemainingText(5)).toBe('5');
    expect(daysRemainingText(1)).toBe('1');
    expect(daysRemainingText(0)).toBe('Overdue');
    expect(daysRemainingText(-3)).toBe('Overdue');
    expect(daysRemainingText(undefined)).toBe('');
    expect(daysRemainingText(null)).toBe('');
  });
});

describe('task display names', () => {
  it('maps task types to their names', () => {
    expect(taskDisplayName('ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW')).toBe(
      'Review organisation account application',
    );
    expect(taskDisplayName('NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT')).toBe(
      'Awaiting external review of Phase 3 notification',
    );
    expect(taskDisplayName('PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT')).toBe(
      'Submit Phase 3 Progress Update 1',
    );
    expect(taskDisplayName('PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT')).toBe(
      'Submit Phase 3 Progress Update 2',
    );
    expect(taskDisplayName('ACCOUNT_CLOSURE_SUBMIT')).toBe('Close account');
    expect(taskDisplayName('SOMETHING_ELSE')).toBe('SOMETHING_ELSE');
  });

  it('links known task types to the task page', () => {
    expect(taskHref('ACTION_PLAN_P3_APPLICATION_SUBMIT', 7)).toBe('/tasks/7');
    expect(taskHref('SOMETHING_ELSE', 7)).toBeNull();
  });
});

describe('timeline labels and dates', () => {
  it('labels account opening actions and knows which have a details page', () => {
    expect(timelineLabel('ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED')).toBe(
      'Original application submitted',
    );
    expect(timelineLabel('ORGANISATION_ACCOUNT_OPENING_REJECTED')).toBe('Organisation account rejected');
    expect(timelineHasDetails('ORGANISATION_ACCOUNT_OPENING_APPROVED')).toBe(true);
    expect(timelineHasDetails('ACTION_PLAN_APPLICATION_CANCELLED')).toBe(false);
  });

  it('formats date and time in UK time, GOV.UK style', () => {
    expect(formatDateTime('2026-01-01T10:30:00Z')).toBe('1 Jan 2026, 10:30am');
    // British Summer Time: 23:05 UTC is 00:05 the next day in London.
    expect(formatDateTime('2025-07-14T23:05:00Z')).toBe('15 Jul 2025, 12:05am');
    expect(formatDateTime('2025-03-03T12:00:00Z')).toBe('3 Mar 2025, 12:00pm');
    expect(formatDateTime(undefined)).toBe('');
  });
});

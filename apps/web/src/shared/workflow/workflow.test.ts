import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';
import { daysRemainingText } from './days-remaining';
import { buildRegistry } from './build-registry';
import { loadWorkflows } from './registry';
import {
  startCards,
  taskDisplayName,
  timelineHasDetails,
  timelineLabel,
  timelineTitle,
  workflowListName,
  workflowsWorkedOnBy,
  workflowTitle,
} from './lookups';
import { taskHref } from './task-href';
import type { RequestAction, WorkflowDefinition, WorkflowFeature } from './types';

const closure: WorkflowDefinition<'ACCOUNT_CLOSURE'> = {
  requestType: 'ACCOUNT_CLOSURE',
  listedUnder: 'workflows',
  title: 'Close account',
  listName: 'Account Closure',
  tasks: { ACCOUNT_CLOSURE_SUBMIT: { name: 'Close account', roleType: 'REGULATOR' } },
  timeline: {
    ACCOUNT_CLOSURE_APPLICATION_SUBMITTED: { label: 'Account closed', title: () => 'Closed by someone' },
    ACCOUNT_CLOSURE_APPLICATION_CANCELLED: { label: 'Cancelled', details: false },
  },
  start: {
    title: 'Close account',
    about: 'About',
    noun: 'account closure',
    article: 'an',
    create: {
      requestCreateActionType: 'ACCOUNT_CLOSURE',
      requestCreateActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
    },
  },
};
const feature = (definition: WorkflowDefinition): WorkflowFeature => ({
  requestType: definition.requestType,
  load: async () => definition,
});

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

describe('dates', () => {
  it('formats date and time in UK time, GOV.UK style', () => {
    expect(formatDateTime('2026-01-01T10:30:00Z')).toBe('1 Jan 2026, 10:30am');
    // British Summer Time: 23:05 UTC is 00:05 the next day in London.
    expect(formatDateTime('2025-07-14T23:05:00Z')).toBe('15 Jul 2025, 12:05am');
    expect(formatDateTime('2025-03-03T12:00:00Z')).toBe('3 Mar 2025, 12:00pm');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('workflow registry', () => {
  it('names task types, timeline events and workflows from the loaded definitions', async () => {
    await loadWorkflows([feature(closure)]);
    expect(taskDisplayName('ACCOUNT_CLOSURE_SUBMIT')).toBe('Close account');
    expect(taskDisplayName('SOMETHING_ELSE')).toBe('SOMETHING_ELSE');
    expect(taskHref('ACCOUNT_CLOSURE_SUBMIT', 7)).toBe('/tasks/7');
    expect(taskHref('ACTION_PLAN_P3_APPLICATION_SUBMIT', 7)).toBeNull();
    expect(timelineLabel('ACCOUNT_CLOSURE_APPLICATION_CANCELLED')).toBe('Cancelled');
    expect(timelineHasDetails('ACCOUNT_CLOSURE_APPLICATION_CANCELLED')).toBe(false);
    expect(timelineHasDetails('ACCOUNT_CLOSURE_APPLICATION_SUBMITTED')).toBe(true);
    expect(timelineTitle({ type: 'ACCOUNT_CLOSURE_APPLICATION_SUBMITTED' } as RequestAction)).toBe(
      'Closed by someone',
    );
    // The engine's own event belongs to no workflow.
    expect(timelineLabel('REQUEST_TERMINATED')).toBe('Workflow terminated');
    expect(timelineHasDetails('REQUEST_TERMINATED')).toBe(false);
    expect(workflowTitle('ACCOUNT_CLOSURE')).toBe('Close account');
    expect(workflowListName('ACCOUNT_CLOSURE')).toBe('Account Closure');
    expect(workflowTitle('ACTION_PLAN_P3')).toBe('ACTION_PLAN_P3');
    expect(startCards().map((entry) => entry.requestType)).toEqual(['ACCOUNT_CLOSURE']);
    expect(workflowsWorkedOnBy('REGULATOR')).toEqual(['ACCOUNT_CLOSURE']);
    expect(workflowsWorkedOnBy('OPERATOR')).toEqual([]);
  });

  it('refuses two definitions of one request type, task type or timeline type', () => {
    const thief: WorkflowDefinition = {
      ...closure,
      requestType: 'ACTION_PLAN_P3',
      tasks: {},
      timeline: { ACCOUNT_CLOSURE_APPLICATION_CANCELLED: { label: 'Mine' } },
    };
    expect(() => buildRegistry([closure, closure])).toThrow('Request type ACCOUNT_CLOSURE is defined twice');
    expect(() => buildRegistry([closure, thief])).toThrow(
      'Timeline type ACCOUNT_CLOSURE_APPLICATION_CANCELLED is claimed by both ACCOUNT_CLOSURE and ACTION_PLAN_P3',
    );
    const engine: WorkflowDefinition = { ...closure, timeline: { REQUEST_TERMINATED: { label: 'Mine' } } };
    expect(() => buildRegistry([engine])).toThrow('claimed by both the workflow engine and ACCOUNT_CLOSURE');
  });
});

import { describe, expect, it } from 'vitest';
import { taskTypeRules } from '../../src/domain/permissions';
import { assigneePointer, isSupportingTask } from '../../src/workflow/assignment';
import { requestIdFor, requestTaskActionTypes } from '../../src/workflow/catalogue';
import { requestTypeDefinitions } from '../../src/workflow/registry';
import {
  defaultValidityWindows,
  isWithinWindow,
  parseValidityWindows,
} from '../../src/workflow/validity-windows';

describe('request ids', () => {
  it('follow the reference formats', () => {
    expect(requestIdFor('ORGANISATION_ACCOUNT_OPENING', 42)).toBe('ACC000042');
    expect(requestIdFor('NOTIFICATION_OF_COMPLIANCE_P3', 42)).toBe('NOC000042-P3');
    expect(requestIdFor('ACTION_PLAN_P3', 7)).toBe('AP000007-P3');
    expect(requestIdFor('PROGRESS_UPDATE_2_P3', 1234567)).toBe('PU21234567-P3');
    expect(requestIdFor('ACCOUNT_CLOSURE', 42)).toBe('ACL000042');
  });
});

describe('assignment pointers', () => {
  it('remember regulators, operators and supporting operators apart', () => {
    expect(assigneePointer('ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW')).toBe('regulatorAssignee');
    expect(assigneePointer('NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT')).toBe('operatorAssignee');
    expect(assigneePointer('NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT')).toBe('supportingOperator');
    expect(isSupportingTask('NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT')).toBe(true);
    expect(isSupportingTask('ACCOUNT_CLOSURE_SUBMIT')).toBe(false);
  });
});

describe('workflow definitions', () => {
  it('declare only known task types and actions, each with a payload schema', () => {
    for (const definition of requestTypeDefinitions) {
      for (const [taskType, task] of Object.entries(definition.tasks)) {
        expect(taskTypeRules).toHaveProperty(taskType);
        for (const [action, handler] of Object.entries(task?.actions ?? {})) {
          expect(requestTaskActionTypes).toContain(action);
          expect(handler?.payloadSchema).toBeDefined();
        }
      }
    }
  });

  it('register one definition per request type and create action', () => {
    const types = requestTypeDefinitions.map((definition) => definition.type);
    const actions = requestTypeDefinitions.map((definition) => definition.createActionType);
    expect(new Set(types).size).toBe(types.length);
    expect(new Set(actions).size).toBe(actions.length);
  });
});

describe('validity windows', () => {
  it('are inclusive on both ends, in UK dates', () => {
    const windows = defaultValidityWindows;
    expect(isWithinWindow(windows, 'ACTION_PLAN_P3', 'initiate', new Date('2026-12-06T23:30:00Z'))).toBe(
      true,
    );
    expect(isWithinWindow(windows, 'ACTION_PLAN_P3', 'initiate', new Date('2026-12-07T00:30:00Z'))).toBe(
      false,
    );
    // 23:30 UTC on 30 June is already 1 July in British Summer Time.
    expect(isWithinWindow(windows, 'PROGRESS_UPDATE_1_P3', 'submit', new Date('2025-06-30T23:30:00Z'))).toBe(
      true,
    );
    expect(isWithinWindow(windows, 'PROGRESS_UPDATE_1_P3', 'submit', new Date('2025-06-30T22:30:00Z'))).toBe(
      false,
    );
    expect(isWithinWindow(windows, 'ACCOUNT_CLOSURE', 'initiate', new Date('1999-01-01'))).toBe(true);
  });

  it('can be replaced by configuration, which is checked', () => {
    const windows = parseValidityWindows(
      JSON.stringify({
        ACTION_PLAN_P3: {
          initiateStart: '2030-01-01',
          initiateEnd: '2030-12-31',
          submitStart: '2030-01-01',
          submitEnd: '2030-12-31',
        },
      }),
    );
    expect(windows.ACTION_PLAN_P3?.initiateStart).toBe('2030-01-01');
    expect(windows.NOTIFICATION_OF_COMPLIANCE_P3).toEqual(
      defaultValidityWindows.NOTIFICATION_OF_COMPLIANCE_P3,
    );
    expect(() => parseValidityWindows('{"ACTION_PLAN_P3":{"initiateStart":"soon"}}')).toThrow();
  });
});

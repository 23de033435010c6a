import { describe, expect, it } from 'vitest';
import { assigneePointer } from '../../src/workflow/engine/assignment';
import { requestTypeDefinitions } from '../../src/workflow/registry';
import { deriveWorkflowTables } from '../../src/workflow/tables';
import {
  dayAfter,
  effectiveWindows,
  isWithinWindow,
  parseValidityWindowSettings,
  validityWindow,
} from '../../src/workflow/validity-windows';

const tables = deriveWorkflowTables(requestTypeDefinitions);

describe('request ids', () => {
  it('follow the reference formats', () => {
    expect(tables.requestIdFor('ORGANISATION_ACCOUNT_OPENING', 42)).toBe('ACC000042');
    expect(tables.requestIdFor('NOTIFICATION_OF_COMPLIANCE_P3', 42)).toBe('NOC000042-P3');
    expect(tables.requestIdFor('ACTION_PLAN_P3', 7)).toBe('AP000007-P3');
    expect(tables.requestIdFor('PROGRESS_UPDATE_2_P3', 1234567)).toBe('PU21234567-P3');
    expect(tables.requestIdFor('ACCOUNT_CLOSURE', 42)).toBe('ACL000042');
  });
});

describe('assignment pointers', () => {
  it('remember regulators, operators and supporting operators apart', () => {
    const pointer = (type: Parameters<typeof assigneePointer>[1]) => assigneePointer(tables, type);
    expect(pointer('ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW')).toBe('regulatorAssignee');
    expect(pointer('NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT')).toBe('operatorAssignee');
    expect(pointer('NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT')).toBe('supportingOperator');
    expect(tables.isSupportingTask('NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT')).toBe(true);
    expect(tables.isSupportingTask('ACCOUNT_CLOSURE_SUBMIT')).toBe(false);
  });
});

describe('derived tables', () => {
  it('keep the reference task rules', () => {
    expect(tables.task('NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT')).toMatchObject({
      roleType: 'OPERATOR',
      viewPermission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_VIEW_TASK',
      executePermission: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_SUBMIT_EXECUTE_TASK',
    });
    expect(tables.task('ACCOUNT_CLOSURE_SUBMIT')).toMatchObject({
      roleType: 'REGULATOR',
      viewPermission: 'PERM_ACCOUNT_CLOSURE_SUBMIT',
      executePermission: 'PERM_ACCOUNT_CLOSURE_SUBMIT',
      displayName: 'Close account',
    });
    expect(tables.taskTypesOf('REGULATOR').sort()).toEqual([
      'ACCOUNT_CLOSURE_SUBMIT',
      'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW',
    ]);
  });

  it('list each category, the timeline types with attachments and what verifiers see', () => {
    expect(tables.requestTypesIn('PERMIT')).toEqual(['ORGANISATION_ACCOUNT_OPENING', 'ACCOUNT_CLOSURE']);
    expect(tables.requestTypesIn('REPORTING')).toEqual([
      'NOTIFICATION_OF_COMPLIANCE_P3',
      'ACTION_PLAN_P3',
      'PROGRESS_UPDATE_1_P3',
      'PROGRESS_UPDATE_2_P3',
    ]);
    expect(tables.requestTypesIn('CA')).toEqual([]);
    expect(tables.requestActionHasAttachments('ACTION_PLAN_P3_APPLICATION_SUBMITTED')).toBe(true);
    expect(tables.requestActionHasAttachments('ACTION_PLAN_APPLICATION_CANCELLED')).toBe(false);
    expect(tables.requestActionTypesVisibleTo('VERIFIER')).toEqual(['REQUEST_TERMINATED']);
    expect(tables.requestActionTypesVisibleTo('OPERATOR')).toHaveLength(20);
  });

  it('find start actions: creations and re-initiations with their handlers', () => {
    expect(tables.startAction('ACCOUNT_CLOSURE')).toMatchObject({ reInitiation: false });
    expect(tables.startAction('ACCOUNT_CLOSURE')?.rule.start).toBeTypeOf('function');
    const reInitiation = tables.startAction('RE_INITIATE_ACTION_PLAN_P3');
    expect(reInitiation).toMatchObject({ reInitiation: true, rule: { roleType: 'REGULATOR' } });
    expect(reInitiation?.definition.type).toBe('ACTION_PLAN_P3');
    expect(reInitiation?.rule.start).toBeTypeOf('function');
    // The notification is started and re-initiated by its own handlers.
    const returnNotification = tables.startAction('RE_INITIATE_NOTIFICATION_OF_COMPLIANCE_P3');
    expect(returnNotification).toMatchObject({ reInitiation: true, rule: { roleType: 'REGULATOR' } });
    expect(returnNotification?.rule.start).toBeTypeOf('function');
    expect(tables.startAction('NOTIFICATION_OF_COMPLIANCE_P3')?.rule.start).toBeTypeOf('function');
  });
});

describe('validity windows', () => {
  const reference = tables.declaredWindows;

  it("make a report's tasks due the day after the last submission day", () => {
    expect(dayAfter(reference.get('NOTIFICATION_OF_COMPLIANCE_P3')?.submitEnd)).toBe('2026-12-07');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter(undefined)).toBeUndefined();
  });

  it('are inclusive on both ends, in UK dates', () => {
    const actionPlan = reference.get('ACTION_PLAN_P3');
    expect(isWithinWindow(actionPlan, 'initiate', new Date('2026-12-06T23:30:00Z'))).toBe(true);
    expect(isWithinWindow(actionPlan, 'initiate', new Date('2026-12-07T00:30:00Z'))).toBe(false);
    // 23:30 UTC on 30 June is already 1 July in British Summer Time.
    const progressUpdate1 = reference.get('PROGRESS_UPDATE_1_P3');
    expect(isWithinWindow(progressUpdate1, 'submit', new Date('2025-06-30T23:30:00Z'))).toBe(true);
    expect(isWithinWindow(progressUpdate1, 'submit', new Date('2025-06-30T22:30:00Z'))).toBe(false);
    // Account closure has none: always open.
    expect(reference.has('ACCOUNT_CLOSURE')).toBe(false);
    expect(isWithinWindow(reference.get('ACCOUNT_CLOSURE'), 'initiate', new Date('1999-01-01'))).toBe(true);
  });

  it("belong to the reports' definitions, as the reference seeds them", () => {
    expect(Object.fromEntries(reference)).toEqual({
      NOTIFICATION_OF_COMPLIANCE_P3: validityWindow('2022-12-06', '2026-12-06'),
      ACTION_PLAN_P3: validityWindow('2023-12-06', '2026-12-06'),
      PROGRESS_UPDATE_1_P3: validityWindow('2025-07-01', '2026-12-06'),
      PROGRESS_UPDATE_2_P3: validityWindow('2025-12-06', '2027-03-06'),
    });
  });

  it('can be replaced by configuration, which is checked', () => {
    const settings = parseValidityWindowSettings(
      JSON.stringify({ ACTION_PLAN_P3: validityWindow('2030-01-01', '2030-12-31') }),
    );
    const windows = effectiveWindows(reference, settings);
    expect(windows.get('ACTION_PLAN_P3')?.initiateStart).toBe('2030-01-01');
    expect(windows.get('NOTIFICATION_OF_COMPLIANCE_P3')).toEqual(
      reference.get('NOTIFICATION_OF_COMPLIANCE_P3'),
    );
    expect(() => parseValidityWindowSettings('{"ACTION_PLAN_P3":{"initiateStart":"soon"}}')).toThrow();
    expect(() => parseValidityWindowSettings('{"NOT_A_TYPE":{}}')).toThrow();
    // Only a type with a window of its own can have it replaced.
    const closure = parseValidityWindowSettings(
      JSON.stringify({ ACCOUNT_CLOSURE: validityWindow('2030-01-01', '2030-12-31') }),
    );
    expect(() => effectiveWindows(reference, closure)).toThrow(/ACCOUNT_CLOSURE has no validity window/);
  });

  it('are open around today with demo data, unless configuration names windows', () => {
    const today = new Date('2026-11-24T12:00:00Z');
    const demo = effectiveWindows(reference, parseValidityWindowSettings(undefined, { demoToday: today }));
    for (const type of reference.keys()) {
      expect(demo.get(type)).toEqual(validityWindow('2025-11-24', '2027-11-24'));
    }
    // After the reference's windows have closed, each report can still be tried.
    expect(isWithinWindow(demo.get('ACTION_PLAN_P3'), 'initiate', new Date('2027-06-01T12:00:00Z'))).toBe(
      true,
    );
    const configured = parseValidityWindowSettings(
      JSON.stringify({ ACTION_PLAN_P3: validityWindow('2030-01-01', '2030-12-31') }),
      { demoToday: today },
    );
    const windows = effectiveWindows(reference, configured);
    expect(windows.get('ACTION_PLAN_P3')?.initiateStart).toBe('2030-01-01');
    expect(windows.get('PROGRESS_UPDATE_2_P3')).toEqual(reference.get('PROGRESS_UPDATE_2_P3'));
    expect(effectiveWindows(reference, parseValidityWindowSettings(undefined))).toEqual(new Map(reference));
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysRemaining } from '../../src/api/items/service';
import { actionPlanFor } from '../../src/workflow/action-plan-p3/definition';
import { requests } from '../../src/platform/db/schema';
import { submittedReports } from '../../src/workflow/reports/records';
import { notificationOfComplianceFor } from '../../src/workflow/notification-of-compliance-p3/definition';
import { readyNotification } from '../../src/workflow/notification-of-compliance-p3/examples/partial-notifications';
import { nocSectionKeys } from '../../src/workflow/notification-of-compliance-p3/payload';
import { progressUpdate1For } from '../../src/workflow/progress-update-1-p3/definition';
import { phase3, type CompliancePhase } from '../../src/workflow/reports/phases';
import { requestTypeDefinitions } from '../../src/workflow/registry';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  OPERATOR,
  accountNamed,
  actionBody,
  openTaskOf,
  startBody,
  startProgressUpdate,
} from '../support/reporting-fixtures';
import { caller } from './workflow-helpers';

const centuries = (submitEnd: string) => ({
  initiateStart: '2001-01-01',
  initiateEnd: '2998-12-31',
  submitStart: '2001-01-01',
  submitEnd,
});

/**
 * A phase of the test's own: nothing of it ships (ADR 0045). Its windows are open for centuries and
 * its notification has no second compliance period section.
 */
const phase9: CompliancePhase = {
  code: 'PHASE_9',
  label: 'Phase 9',
  idSuffix: '-P9',
  qualificationDate: '2046-12-31',
  period: { start: '2043-12-06', end: '2047-12-05' },
  windows: {
    notification: centuries('2999-03-31'),
    actionPlan: phase3.windows.actionPlan,
    progressUpdates: [centuries('2999-06-30'), phase3.windows.progressUpdates[1]],
  },
  notificationSections: nocSectionKeys.filter((key) => key !== 'secondCompliancePeriod'),
};

describe('a report made for another phase', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const progressUpdate1 = progressUpdate1For(phase9);
  const notification = notificationOfComplianceFor(phase9);
  const replaced = new Map([progressUpdate1.definition, notification].map((made) => [made.type, made]));
  const post = (body: unknown) => call(OPERATOR, 'POST', '/tasks/actions', body);
  const daysToDue = async (taskId: number) =>
    (await call(OPERATOR, 'GET', `/tasks/${taskId}`)).json<{ requestTask: { daysRemaining: number } }>()
      .requestTask.daysRemaining;

  beforeAll(async () => {
    // The declared windows, not the demo data's open ones.
    t = await createTestApp({ WORKFLOW_VALIDITY_WINDOWS: '{}' }, undefined, {
      workflows: requestTypeDefinitions.map((definition) => replaced.get(definition.type) ?? definition),
    });
    call = caller(t);
  });
  afterAll(async () => t.close());

  it('documents the same schemas as Phase 3 (one id, one schema, in any test run after this one)', () => {
    expect(progressUpdate1.schemas.task).toBe(progressUpdate1For(phase3).schemas.task);
    expect(() => t.app.swagger()).not.toThrow();
  });

  it('takes its windows and task labels from the phase', () => {
    expect(notification.validityWindow).toEqual(phase9.windows.notification);
    expect(notification.tasks.NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT?.displayName).toBe(
      'Submit Phase 9 notification',
    );
    expect(progressUpdate1.definition.validityWindow).toEqual(phase9.windows.progressUpdates[0]);
    const actionPlan = actionPlanFor(phase9);
    expect(actionPlan.idFormat).toEqual({ prefix: 'AP', suffix: '-P9' });
    expect(actionPlan.tasks.ACTION_PLAN_P3_APPLICATION_SUBMIT?.displayName).toBe(
      'Submit Phase 9 Action Plan',
    );
    const [task] = Object.values(progressUpdate1.definition.tasks);
    expect(task?.displayName).toBe('Submit Phase 9 Progress Update 1');
  });

  it('runs a notification end to end: one of its own beside Phase 3’s, without the section it lacks', async () => {
    // Every demo account has a Phase 3 notification; the phase's own is another.
    const accountId = await accountNamed(t, 'Demo Subsidiary 13 Ltd');
    const started = await call(
      OPERATOR,
      'POST',
      `/requests?accountId=${accountId}`,
      startBody('NOTIFICATION_OF_COMPLIANCE_P3'),
    );
    expect(started.statusCode).toBe(200);
    const { requestId } = started.json<{ requestId: string }>();
    expect(requestId).toBe(`NOC${String(accountId).padStart(6, '0')}-P9`);
    const task = await openTaskOf(t, requestId);
    expect(await daysToDue(task.id)).toBe(daysRemaining('2999-04-01', null));

    // A complete Phase 3 notification: its second compliance period is no section of this phase.
    const ready = readyNotification('ESOS_ENERGY_ASSESSMENTS_95_TO_100');
    expect(ready.noc.secondCompliancePeriod).toBeDefined();
    const saved = await post(
      actionBody(task.id, 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT', {
        payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
        ...ready,
      }),
    );
    // The save dropped a section the phase has not: it answers what it kept, unasked (issue 37).
    expect(saved.statusCode).toBe(200);
    const kept = saved.json<{
      requestTask: { payload: { noc: Record<string, unknown> } };
    }>().requestTask.payload.noc;
    expect(kept).toEqual(
      (await call(OPERATOR, 'GET', `/tasks/${task.id}`)).json<{
        requestTask: { payload: { noc: Record<string, unknown> } };
      }>().requestTask.payload.noc,
    );
    expect(Object.keys(kept)).not.toContain('secondCompliancePeriod');
    expect(Object.keys(kept).length).toBe(Object.keys(ready.noc).length - 1);

    const submitted = await post(actionBody(task.id, 'NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION'));
    expect(submitted.statusCode).toBe(204);
    const [stored] = await t.database.db
      .select()
      .from(submittedReports)
      .where(eq(submittedReports.id, requestId));
    expect(stored?.phase).toBe('PHASE_9');
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    expect(request).toMatchObject({
      status: 'COMPLETED',
      metadata: { type: 'NOTIFICATION_OF_COMPLIANCE_P3', phase: 'PHASE_9' },
    });
  });

  it('runs a progress update end to end: started, saved and submitted under the phase', async () => {
    // No action plan on this account: a disaggregated undertaking starts empty.
    const accountId = await accountNamed(t, 'Demo Subsidiary 08 Ltd');
    const started = await call(
      OPERATOR,
      'POST',
      `/requests?accountId=${accountId}`,
      startProgressUpdate(1, true),
    );
    expect(started.statusCode).toBe(200);
    const { requestId } = started.json<{ requestId: string }>();
    expect(requestId).toBe(`PU1${String(accountId).padStart(6, '0')}-P9`);
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    expect(request?.metadata).toEqual({ type: 'PROGRESS_UPDATE_1_P3', phase: 'PHASE_9' });

    const task = await openTaskOf(t, requestId);
    // Due the day after the phase's submission window closes (ADR 22).
    expect(await daysToDue(task.id)).toBe(daysRemaining('2999-07-01', null));
    const saved = await post(
      actionBody(task.id, 'PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT', {
        payloadType: 'PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
        progressUpdate1P3: {
          progressUpdate1P3MeasuresUpdate: {
            progressUpdate1P3Measures: [],
            progressUpdate1P3AddedMeasure: [],
          },
          responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE'],
        },
        progressUpdate1P3SectionsCompleted: {
          progressUpdate1P3MeasuresUpdate: 'COMPLETED',
          responsibleOfficerConfirmation: 'COMPLETED',
        },
      }),
    );
    expect(saved.statusCode).toBe(204);
    const submitted = await post(actionBody(task.id, 'PROGRESS_UPDATE_1_P3_SUBMIT_APPLICATION'));
    expect(submitted.statusCode).toBe(204);

    const [stored] = await t.database.db
      .select()
      .from(submittedReports)
      .where(eq(submittedReports.id, requestId));
    expect(stored?.phase).toBe('PHASE_9');
    expect(stored?.data).toMatchObject({ phase: 'PHASE_9' });
  });
});

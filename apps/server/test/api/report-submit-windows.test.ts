import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  OPERATOR,
  accountNamed,
  actionBody,
  completeActionPlan,
  openTaskOf,
  saveActionPlanBody,
  startBody,
  startProgressUpdate,
} from '../support/reporting-fixtures';
import { caller } from './workflow-helpers';

/** Open to start, closed to submit: the submit window is checked before anything else. */
const startOnly = {
  initiateStart: '2000-01-01',
  initiateEnd: '2099-12-31',
  submitStart: '2000-01-01',
  submitEnd: '2000-12-31',
};

describe('submitting a report outside its submit window', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let accountId: number;

  beforeAll(async () => {
    t = await createTestApp({
      WORKFLOW_VALIDITY_WINDOWS: JSON.stringify({
        ACTION_PLAN_P3: startOnly,
        PROGRESS_UPDATE_1_P3: startOnly,
        PROGRESS_UPDATE_2_P3: startOnly,
      }),
    });
    call = caller(t);
    accountId = await accountNamed(t, 'Demo Subsidiary 05 Ltd');
  });
  afterAll(async () => t.close());

  const started = async (body: unknown) => {
    const response = await call(OPERATOR, 'POST', `/requests?accountId=${accountId}`, body);
    expect(response.statusCode).toBe(200);
    return openTaskOf(t, response.json<{ requestId: string }>().requestId);
  };
  const refusedWith = async (task: { id: number; requestId: string }, type: string, code: string) => {
    const response = await call(OPERATOR, 'POST', '/tasks/actions', actionBody(task.id, type));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, message: 'Invalid Submission Date', data: [[]] });
    expect((await openTaskOf(t, task.requestId)).id).toBe(task.id);
  };

  it('refuses the action plan with AP1001, even a complete one, and keeps the task', async () => {
    const task = await started(startBody('ACTION_PLAN_P3'));
    await call(OPERATOR, 'POST', '/tasks/actions', saveActionPlanBody(task.id, completeActionPlan()));
    await refusedWith(task, 'ACTION_PLAN_P3_SUBMIT_APPLICATION', 'AP1001');
    // Cancelling needs no window.
    const cancelled = await call(
      OPERATOR,
      'POST',
      '/tasks/actions',
      actionBody(task.id, 'ACTION_PLAN_CANCEL_APPLICATION'),
    );
    expect(cancelled.statusCode).toBe(204);
  });

  it('refuses either progress update with PU11002 before looking at its content', async () => {
    const pu1 = await started(startProgressUpdate(1, true));
    await refusedWith(pu1, 'PROGRESS_UPDATE_1_P3_SUBMIT_APPLICATION', 'PU11002');
    await call(
      OPERATOR,
      'POST',
      '/tasks/actions',
      actionBody(pu1.id, 'PROGRESS_UPDATE_1_CANCEL_APPLICATION'),
    );
    const pu2 = await started(startProgressUpdate(2, true));
    await refusedWith(pu2, 'PROGRESS_UPDATE_2_P3_SUBMIT_APPLICATION', 'PU11002');
  });
});

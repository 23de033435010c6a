import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysRemaining } from '../../src/api/items/service';
import { progressUpdates1, requests } from '../../src/platform/db/schema';
import { progressUpdate1For } from '../../src/workflow/progress-update-1-p3/definition';
import { phase3, type CompliancePhase } from '../../src/workflow/reports/phases';
import { requestTypeDefinitions } from '../../src/workflow/registry';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  OPERATOR,
  accountNamed,
  actionBody,
  openTaskOf,
  startProgressUpdate,
} from '../support/reporting-fixtures';
import { caller } from './workflow-helpers';

/** A phase of the test's own: nothing of it ships (ADR 0045). Its progress update 1 is open for centuries. */
const phase9: CompliancePhase = {
  code: 'PHASE_9',
  label: 'Phase 9',
  idSuffix: '-P9',
  qualificationDate: '2046-12-31',
  period: { start: '2043-12-06', end: '2047-12-05' },
  windows: {
    ...phase3.windows,
    progressUpdate1: {
      initiateStart: '2001-01-01',
      initiateEnd: '2998-12-31',
      submitStart: '2001-01-01',
      submitEnd: '2999-06-30',
    },
  },
};

describe('a report made for another phase', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const progressUpdate1 = progressUpdate1For(phase9);

  beforeAll(async () => {
    // The declared windows, not the demo data's open ones.
    t = await createTestApp({ WORKFLOW_VALIDITY_WINDOWS: '{}' }, undefined, {
      workflows: requestTypeDefinitions.map((definition) =>
        definition.type === progressUpdate1.definition.type ? progressUpdate1.definition : definition,
      ),
    });
    call = caller(t);
  });
  afterAll(async () => t.close());

  it('takes its window and task label from the phase', () => {
    expect(progressUpdate1.definition.validityWindow).toEqual(phase9.windows.progressUpdate1);
    const [task] = Object.values(progressUpdate1.definition.tasks);
    expect(task?.displayName).toBe('Submit Phase 9 Progress Update 1');
  });

  it('runs end to end: started, saved and submitted under the phase', async () => {
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
    const shown = (await call(OPERATOR, 'GET', `/tasks/${task.id}`)).json<{
      requestTask: { daysRemaining: number };
    }>();
    expect(shown.requestTask.daysRemaining).toBe(daysRemaining('2999-07-01', null));
    const saved = await call(
      OPERATOR,
      'POST',
      '/tasks/actions',
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
    const submitted = await call(
      OPERATOR,
      'POST',
      '/tasks/actions',
      actionBody(task.id, 'PROGRESS_UPDATE_1_P3_SUBMIT_APPLICATION'),
    );
    expect(submitted.statusCode).toBe(204);

    const [stored] = await t.database.db
      .select()
      .from(progressUpdates1)
      .where(eq(progressUpdates1.id, requestId));
    expect(stored?.phase).toBe('PHASE_9');
    expect(stored?.data).toMatchObject({ phase: 'PHASE_9' });
  });
});

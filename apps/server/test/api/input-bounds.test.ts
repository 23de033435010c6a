import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PLAN_MEASURES } from '@esos/reporting-rules';
import { LISTED_PROBLEMS_MAX } from '../../src/platform/http/input-bounds';
import { createTestApp, type TestApp } from '../support/test-app';
import { accountNamed, openTaskOf, saveActionPlanBody, startBody } from '../support/reporting-fixtures';
import { APPLICANT, OPERATOR, OTHER_OPERATOR, REGULATOR } from './workflow-helpers';

/** Issue 35 (3): a huge body costs no one without access, and a validation answer stays small (ADR 40). */
describe('input bounds', () => {
  let t: TestApp;
  let taskId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const accountId = await accountNamed(t, 'Demo Subsidiary 05 Ltd');
    const started = await post(OPERATOR, `/requests?accountId=${accountId}`, startBody('ACTION_PLAN_P3'));
    expect(started.statusCode).toBe(200);
    taskId = (await openTaskOf(t, (started.json() as { requestId: string }).requestId)).id;
  });
  afterAll(async () => t.close());

  async function post(email: string, url: string, payload: unknown) {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1.0${url}`,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}`, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    return Object.assign(response, { took: performance.now() - started });
  }

  /** 100,000 measures, each of the wrong type: 100,000 problems if the payload were read in depth. */
  const hugeSave = () =>
    saveActionPlanBody(taskId, {
      energyEfficiencyMeasure: { energyEfficiencyMeasures: Array(100_000).fill(1) },
    });

  it('answers a caller with no access to the task before reading its payload: 403, quickly and briefly', async () => {
    for (const email of [APPLICANT, OTHER_OPERATOR]) {
      const response = await post(email, '/tasks/actions', hugeSave());
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(response.body.length).toBeLessThan(1_000);
      expect(response.took).toBeLessThan(1_000);
    }
  });

  it('refuses an over-long list with one problem, not one per item', async () => {
    const response = await post(OPERATOR, '/tasks/actions', hugeSave());
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; data: { fieldName: string }[] };
    expect(body.code).toBe('FORM1001');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.fieldName).toBe(
      'requestTaskActionPayload.actionPlanP3.energyEfficiencyMeasure.energyEfficiencyMeasures',
    );
    expect(response.took).toBeLessThan(1_000);
  });

  it('lists the first hundred problems of a task action payload and counts the rest', async () => {
    // 1,000 measures (a plan's most, ADR 52), each with nine fields of the wrong type: 9,000 problems.
    const wrong = Object.fromEntries(
      [
        'measureName',
        'isEnergySavingsOpportunityReportedInAudit',
        'measureScheme',
        'otherMeasureSchemeName',
        'totalEnergySavingsExpected',
        'implementationDateForMeasure',
        'energySavingsEstimateCalculatedType',
        'estimationMethodDescription',
        'measureContext',
      ].map((field) => [field, { wrong: true }]),
    );
    const response = await post(
      OPERATOR,
      '/tasks/actions',
      saveActionPlanBody(taskId, {
        energyEfficiencyMeasure: { energyEfficiencyMeasures: Array(MAX_PLAN_MEASURES).fill(wrong) },
      }),
    );
    expect(response.statusCode).toBe(400);
    const { code, data } = response.json() as { code: string; data: { fieldName: string; more?: number }[] };
    expect(code).toBe('FORM1001');
    expect(data).toHaveLength(LISTED_PROBLEMS_MAX + 1);
    expect(data.at(-1)).toEqual({ fieldName: '', message: '8900 more problems not listed', more: 8_900 });
  });

  it('lists the first hundred problems of a body checked at the edge and counts the rest', async () => {
    const response = await post(REGULATOR, '/regulator-authorities', Array(500).fill({}));
    expect(response.statusCode).toBe(400);
    const { code, data } = response.json() as { code: string; data: { more?: number }[] };
    expect(code).toBe('FORM1001');
    expect(data).toHaveLength(LISTED_PROBLEMS_MAX + 1);
    expect(data.at(-1)?.more).toBeGreaterThan(0);
  });
});

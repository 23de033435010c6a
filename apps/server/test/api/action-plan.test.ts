import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestActions, requests, requestTaskHistory } from '../../src/platform/db/schema';
import { submittedReports } from '../../src/workflow/reports/records';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  COLLEAGUE,
  OPERATOR,
  accountNamed,
  actionBody,
  completeActionPlan,
  earlyMeasure,
  lateMeasure,
  openTaskOf,
  reInitiateBody,
  saveActionPlanBody,
  startBody,
  startProgressUpdate,
} from '../support/reporting-fixtures';
import { caller, REGULATOR, RESTRICTED_OPERATOR } from './workflow-helpers';

const SECTION = 'uk.gov.esos.api.reporting.actionplan.phase3.domain.ActionPlanP3';
const measuresPath = 'actionPlan.energyEfficiencyMeasure.energyEfficiencyMeasures';

describe('action plan (Phase 3)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  /** Olivia's accounts with a notification in progress and no plan yet. */
  let accountId: number;
  let spareAccountId: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    accountId = await accountNamed(t, 'Demo Subsidiary 05 Ltd');
    spareAccountId = await accountNamed(t, 'Demo Subsidiary 06 Ltd');
  });
  afterAll(async () => t.close());

  const start = async (account = accountId) => {
    const response = await call(
      OPERATOR,
      'POST',
      `/requests?accountId=${account}`,
      startBody('ACTION_PLAN_P3'),
    );
    expect(response.statusCode).toBe(200);
    const { requestId } = response.json<{ requestId: string }>();
    return { requestId, task: await openTaskOf(t, requestId) };
  };
  const act = (taskId: number, type: string, payload?: Record<string, unknown>) =>
    call(OPERATOR, 'POST', '/tasks/actions', actionBody(taskId, type, payload));
  const save = (taskId: number, plan: unknown, sections: Record<string, string> = {}) =>
    call(OPERATOR, 'POST', '/tasks/actions', saveActionPlanBody(taskId, plan, sections));
  const submit = (taskId: number) => act(taskId, 'ACTION_PLAN_P3_SUBMIT_APPLICATION');
  const taskPayload = async (taskId: number) =>
    (await call(OPERATOR, 'GET', `/tasks/${taskId}`)).json<{
      requestTask: { payload: Record<string, unknown> };
    }>().requestTask.payload;

  /**
   * The task a save answered without being asked (no Prefer header): a save that did not keep all it
   * was sent says what it kept (issue 37); the same as GET shows.
   */
  const savedTask = async (response: Awaited<ReturnType<typeof save>>, taskId: number) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['preference-applied']).toBeUndefined();
    const payload = response.json<{ requestTask: { payload: Record<string, unknown> } }>().requestTask
      .payload;
    expect(payload).toEqual(await taskPayload(taskId));
    return payload;
  };

  /** AP1002's details for a plan saved as given (the save may answer what it kept, or 204). */
  const violationsOf = async (taskId: number, plan: unknown) => {
    expect([200, 204]).toContain((await save(taskId, plan)).statusCode);
    const response = await submit(taskId);
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      code: string;
      data: [{ sectionName: string; message: string; data: [string[]] }[]];
    }>();
    expect(body.code).toBe('AP1002');
    expect(body.data[0]).toHaveLength(1);
    expect(body.data[0][0]).toMatchObject({ sectionName: SECTION, message: 'Invalid section data' });
    return body.data[0][0]?.data[0] ?? [];
  };

  let requestId: string;
  let taskId: number;

  it('is offered to the Advanced user on a LIVE account and started with an empty task for its creator', async () => {
    const offered = await call(OPERATOR, 'GET', `/requests/available-workflows/permit/${accountId}`);
    expect(offered.json()).toMatchObject({ ACTION_PLAN_P3: { valid: true } });
    expect(
      (
        await call(
          RESTRICTED_OPERATOR,
          'POST',
          `/requests?accountId=${accountId}`,
          startBody('ACTION_PLAN_P3'),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(REGULATOR, 'POST', `/requests?accountId=${accountId}`, startBody('ACTION_PLAN_P3')))
        .statusCode,
    ).toBe(403);
    const started = await start();
    requestId = started.requestId;
    taskId = started.task.id;
    expect(requestId).toBe(`AP${String(accountId).padStart(6, '0')}-P3`);
    expect(started.task.assignee).toBe(await t.userId(OPERATOR));
    const view = await call(OPERATOR, 'GET', `/tasks/${taskId}`);
    expect(view.json()).toMatchObject({
      requestTask: {
        type: 'ACTION_PLAN_P3_APPLICATION_SUBMIT',
        assignable: true,
        payload: {
          payloadType: 'ACTION_PLAN_P3_APPLICATION_SUBMIT_PAYLOAD',
          actionPlanSectionsCompleted: {},
          actionPlanAttachments: {},
        },
      },
      allowedRequestTaskActions: [
        'ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT',
        'ACTION_PLAN_P3_SUBMIT_APPLICATION',
        'ACTION_PLAN_CANCEL_APPLICATION',
      ],
      requestInfo: { id: requestId, requestMetadata: { type: 'ACTION_PLAN_P3', phase: 'PHASE_3' } },
    });
    expect(view.json<{ requestTask: { payload: object } }>().requestTask.payload).not.toHaveProperty(
      'actionPlanP3',
    );
    // One plan at a time, and its id names it.
    const again = await call(
      OPERATOR,
      'POST',
      `/requests?accountId=${accountId}`,
      startBody('ACTION_PLAN_P3'),
    );
    expect(again.json()).toMatchObject({
      code: 'REQUEST_CREATE_ACTION1000',
      data: [{ valid: false, requests: ['ACTION_PLAN_P3'] }],
    });
  });

  it('refuses a malformed save with the path and keeps what was saved', async () => {
    expect(
      (await save(taskId, { energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true } })).statusCode,
    ).toBe(204);
    const bad = await save(taskId, {
      energyEfficiencyMeasure: {
        haveEnergyEfficiencyMeasures: true,
        energyEfficiencyMeasures: [{ ...earlyMeasure, measureName: 'x'.repeat(256) }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'FORM1001',
      data: expect.arrayContaining([
        {
          fieldName: expect.stringMatching(
            /actionPlanP3\.energyEfficiencyMeasure\.energyEfficiencyMeasures\.0\.measureName$/,
          ),
          message: 'size must be between 0 and 255',
        },
      ]),
    });
    const unknown = await save(taskId, {
      energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true, extra: 1 },
    });
    expect(unknown.json()).toMatchObject({ code: 'FORM1001' });
    expect(await taskPayload(taskId)).toMatchObject({
      actionPlanP3: { energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true } },
    });
  });

  it('keeps a date outside the window and a 16-digit figure as typed, for the submit to refuse (ADR 20)', async () => {
    const typed = {
      ...earlyMeasure,
      implementationDateForMeasure: '2023-11-01',
      totalEnergySavingsExpected: { buildings: 1_000_000_000_000_000, total: 1_000_000_000_000_000 },
    };
    const plan = {
      energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true, energyEfficiencyMeasures: [typed] },
    };
    expect((await save(taskId, plan)).statusCode).toBe(204);
    expect(await taskPayload(taskId)).toMatchObject({ actionPlanP3: plan });
  });

  it('keeps the confirmation in step with the measures on every save', async () => {
    const both = ['ESOS_ASSESSMENT_NOTIFICATION', 'ESTIMATION_METHOD_DESCRIPTION'];
    // Only the audit-estimated measure: the second statement goes, the first stays, the status stays.
    const unticked = await save(
      taskId,
      {
        energyEfficiencyMeasure: {
          haveEnergyEfficiencyMeasures: true,
          energyEfficiencyMeasures: [earlyMeasure],
        },
        responsibleOfficerConfirmation: both,
      },
      { energyEfficiencyMeasure: 'COMPLETED', responsibleOfficerConfirmation: 'COMPLETED' },
    );
    expect(await savedTask(unticked, taskId)).toMatchObject({
      actionPlanP3: { responsibleOfficerConfirmation: ['ESOS_ASSESSMENT_NOTIFICATION'] },
      actionPlanSectionsCompleted: { responsibleOfficerConfirmation: 'COMPLETED' },
    });
    // A measure estimated another way: the second statement is needed again, so back to IN_PROGRESS.
    const demoted = await save(
      taskId,
      {
        energyEfficiencyMeasure: {
          haveEnergyEfficiencyMeasures: true,
          energyEfficiencyMeasures: [earlyMeasure, lateMeasure],
        },
        responsibleOfficerConfirmation: ['ESOS_ASSESSMENT_NOTIFICATION'],
      },
      { energyEfficiencyMeasure: 'COMPLETED', responsibleOfficerConfirmation: 'COMPLETED' },
    );
    expect(await savedTask(demoted, taskId)).toMatchObject({
      actionPlanSectionsCompleted: {
        energyEfficiencyMeasure: 'COMPLETED',
        responsibleOfficerConfirmation: 'IN_PROGRESS',
      },
    });
    // Nothing ticked: the confirmation is reset (not started).
    const reset = await save(
      taskId,
      {
        energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: false, noMeasureContext: 'None proposed.' },
      },
      { energyEfficiencyMeasure: 'COMPLETED', responsibleOfficerConfirmation: 'COMPLETED' },
    );
    const payload = await savedTask(reset, taskId);
    expect(payload.actionPlanP3).toEqual({
      energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: false, noMeasureContext: 'None proposed.' },
    });
    expect(payload.actionPlanSectionsCompleted).toEqual({ energyEfficiencyMeasure: 'COMPLETED' });
    // Saved again as it was kept, nothing is cleaned: 204, as the reference answers.
    const again = await save(taskId, payload.actionPlanP3, { energyEfficiencyMeasure: 'COMPLETED' });
    expect(again.statusCode).toBe(204);
  });

  it('lists every violation of a plan at submit (AP1002), each from one change to a valid plan', async () => {
    const plan = completeActionPlan();
    const withMeasure = (change: Record<string, unknown>, index = 0) => {
      const measures = plan.energyEfficiencyMeasure.energyEfficiencyMeasures.map((measure, at) =>
        at === index ? { ...measure, ...change } : measure,
      );
      return {
        ...plan,
        energyEfficiencyMeasure: { ...plan.energyEfficiencyMeasure, energyEfficiencyMeasures: measures },
      };
    };
    const cases: [unknown, string[]][] = [
      [
        {},
        [
          'actionPlan.energyEfficiencyMeasure - must not be null',
          'actionPlan - Not valid ResponsibleOfficerConfirmationType.',
        ],
      ],
      [
        {
          ...plan,
          energyEfficiencyMeasure: {
            energyEfficiencyMeasures: plan.energyEfficiencyMeasure.energyEfficiencyMeasures,
          },
        },
        ['actionPlan.energyEfficiencyMeasure.haveEnergyEfficiencyMeasures - must not be null'],
      ],
      [
        {
          ...plan,
          energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true },
          responsibleOfficerConfirmation: ['ESOS_ASSESSMENT_NOTIFICATION'],
        },
        ['actionPlan.energyEfficiencyMeasure - Should be have one or more energy efficiency measures'],
      ],
      [withMeasure({ measureName: ' ' }), [`${measuresPath}[0].measureName - must not be blank`]],
      [
        withMeasure({ isEnergySavingsOpportunityReportedInAudit: null }),
        [`${measuresPath}[0].isEnergySavingsOpportunityReportedInAudit - must not be null`],
      ],
      [
        withMeasure({ implementationDateForMeasure: null }),
        [`${measuresPath}[0].implementationDateForMeasure - must not be null`],
      ],
      [
        withMeasure({ energySavingsEstimateCalculatedType: null }, 0),
        [`${measuresPath}[0].energySavingsEstimateCalculatedType - must not be null`],
      ],
      [
        withMeasure({ implementationDateForMeasure: '2023-11-30' }),
        [`${measuresPath}[0] - The deadline cannot be earlier than December 2023`],
      ],
      [
        withMeasure({ implementationDateForMeasure: '2027-12-06' }),
        [`${measuresPath}[0] - The deadline cannot be later than December 2027`],
      ],
      [
        withMeasure({
          totalEnergySavingsExpected: { buildings: 1_000_000_000_000_000, total: 1_000_000_000_000_000 },
        }),
        [
          `${measuresPath}[0].totalEnergySavingsExpected.buildings - numeric value out of bounds (<15 digits>.<0 digits> expected)`,
        ],
      ],
      // OTHER without a name is valid, as in the reference: only the wrong confirmation is listed.
      [
        { ...withMeasure({ otherMeasureSchemeName: null }), responsibleOfficerConfirmation: [] },
        ['actionPlan - Not valid ResponsibleOfficerConfirmationType.'],
      ],
      [
        withMeasure({ estimationMethodDescription: null }, 1),
        [`${measuresPath}[1] - Can not be empty when OTHER_REASONABLE_ESTIMATION_METHOD is selected`],
      ],
      [
        withMeasure({ totalEnergySavingsExpected: null }),
        [`${measuresPath}[0].totalEnergySavingsExpected - must not be null`],
      ],
      [
        withMeasure({ totalEnergySavingsExpected: { buildings: 120_000, transport: 1, total: 120_000 } }),
        [
          `${measuresPath}[0].totalEnergySavingsExpected - Sum of energy consumption values should equal the total value`,
        ],
      ],
      [
        withMeasure({ totalEnergySavingsExpected: { buildings: 0, total: 0 } }),
        [`${measuresPath}[0].totalEnergySavingsExpected.total - must be greater than 0`],
      ],
      [
        withMeasure({ totalEnergySavingsExpected: {} }),
        [`${measuresPath}[0].totalEnergySavingsExpected.total - must not be null`],
      ],
      [
        { ...plan, responsibleOfficerConfirmation: ['ESTIMATION_METHOD_DESCRIPTION'] },
        ['actionPlan - Not valid ResponsibleOfficerConfirmationType.'],
      ],
    ];
    for (const [invalid, expected] of cases) {
      expect(await violationsOf(taskId, invalid)).toEqual(expected);
    }
  });

  it('submits a complete plan: stored, the request completed, the timeline given the plan', async () => {
    expect(
      (
        await save(taskId, completeActionPlan(), {
          energyEfficiencyMeasure: 'COMPLETED',
          responsibleOfficerConfirmation: 'COMPLETED',
        })
      ).statusCode,
    ).toBe(204);
    expect((await submit(taskId)).statusCode).toBe(204);
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    expect(request).toMatchObject({ status: 'COMPLETED' });
    expect(request?.submissionDate).not.toBeNull();
    const [stored] = await t.database.db
      .select()
      .from(submittedReports)
      .where(eq(submittedReports.id, requestId));
    expect(stored).toMatchObject({
      accountId,
      phase: 'PHASE_3',
      data: { phase: 'PHASE_3', actionPlan: completeActionPlan(), actionPlanAttachments: {} },
    });
    const history = await t.database.db
      .select()
      .from(requestTaskHistory)
      .where(eq(requestTaskHistory.id, taskId));
    expect(history).toHaveLength(1);
    const [entry] = await t.database.db
      .select()
      .from(requestActions)
      .where(eq(requestActions.requestId, requestId))
      .orderBy(desc(requestActions.id));
    expect(entry).toMatchObject({
      type: 'ACTION_PLAN_P3_APPLICATION_SUBMITTED',
      submitter: 'Olivia Operator',
    });
    const shown = await call(REGULATOR, 'GET', `/request-actions/${entry?.id}`);
    expect(shown.json()).toMatchObject({
      type: 'ACTION_PLAN_P3_APPLICATION_SUBMITTED',
      payload: {
        payloadType: 'ACTION_PLAN_P3_APPLICATION_SUBMITTED_PAYLOAD',
        actionPlan: completeActionPlan(),
        actionPlanAttachments: {},
      },
    });
    // Done: not offered again.
    const offered = await call(OPERATOR, 'GET', `/requests/available-workflows/permit/${accountId}`);
    expect(offered.json()).toMatchObject({ ACTION_PLAN_P3: { valid: false, requests: ['ACTION_PLAN_P3'] } });
  });

  it('is re-initiated by a regulator into the same request, pre-filled, and submitted again', async () => {
    const related = await call(
      REGULATOR,
      'GET',
      `/requests/available-workflows/reporting/related-actions/${requestId}`,
    );
    expect(related.json()).toMatchObject({ RE_INITIATE_ACTION_PLAN_P3: { valid: true } });
    expect(
      (
        await call(
          OPERATOR,
          'POST',
          `/requests?accountId=${accountId}`,
          reInitiateBody('ACTION_PLAN_P3', requestId),
        )
      ).statusCode,
    ).toBe(403);
    const reopened = await call(
      REGULATOR,
      'POST',
      `/requests?accountId=${accountId}`,
      reInitiateBody('ACTION_PLAN_P3', requestId),
    );
    expect(reopened.json()).toEqual({ requestId });
    const task = await openTaskOf(t, requestId);
    expect(task.assignee).toBe(await t.userId(OPERATOR));
    expect(task.payload).toEqual({
      payloadType: 'ACTION_PLAN_P3_APPLICATION_SUBMIT_PAYLOAD',
      actionPlanP3: completeActionPlan(),
      actionPlanSectionsCompleted: {
        energyEfficiencyMeasure: 'COMPLETED',
        responsibleOfficerConfirmation: 'COMPLETED',
      },
      actionPlanAttachments: {},
    });
    const timeline = await t.database.db
      .select()
      .from(requestActions)
      .where(eq(requestActions.requestId, requestId));
    expect(timeline.at(-1)).toMatchObject({
      type: 'ACTION_PLAN_P3_APPLICATION_RE_INITIATED',
      payload: null,
      submitter: 'Rita Regulator',
    });
    const changed = completeActionPlan();
    changed.energyEfficiencyMeasure.energyEfficiencyMeasures = [earlyMeasure];
    changed.responsibleOfficerConfirmation = ['ESOS_ASSESSMENT_NOTIFICATION'];
    expect((await save(task.id, changed)).statusCode).toBe(204);
    expect((await submit(task.id)).statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(submittedReports)
      .where(
        and(eq(submittedReports.accountId, accountId), eq(submittedReports.requestType, 'ACTION_PLAN_P3')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data).toMatchObject({ actionPlan: changed });
  });

  it('can be cancelled, after which another plan may be started on the account', async () => {
    const first = await start(spareAccountId);
    // The colleague is a candidate: the task can be reassigned, and then only the assignee acts.
    expect(
      (
        await call(OPERATOR, 'POST', '/tasks-assignment/assign', {
          taskId: first.task.id,
          userId: await t.userId(COLLEAGUE),
        })
      ).statusCode,
    ).toBe(204);
    expect((await act(first.task.id, 'ACTION_PLAN_CANCEL_APPLICATION')).json()).toMatchObject({
      code: 'REQUEST_TASK_ACTION1001',
    });
    expect(
      (
        await call(
          COLLEAGUE,
          'POST',
          '/tasks/actions',
          actionBody(first.task.id, 'ACTION_PLAN_CANCEL_APPLICATION'),
        )
      ).statusCode,
    ).toBe(204);
    const [cancelled] = await t.database.db.select().from(requests).where(eq(requests.id, first.requestId));
    expect(cancelled).toMatchObject({ status: 'CANCELLED' });
    const [entry] = await t.database.db
      .select()
      .from(requestActions)
      .where(
        and(
          eq(requestActions.requestId, first.requestId),
          eq(requestActions.type, 'ACTION_PLAN_APPLICATION_CANCELLED'),
        ),
      );
    expect(entry).toMatchObject({ payload: null, submitter: 'Colin Colleague' });
    const second = await start(spareAccountId);
    expect(second.requestId).toBe(`${first.requestId}-2`);
  });

  it('cannot be re-initiated, nor started again, once a progress update 1 exists', async () => {
    const pu1 = await call(OPERATOR, 'POST', `/requests?accountId=${accountId}`, startProgressUpdate(1));
    expect(pu1.statusCode).toBe(200);
    const related = await call(
      REGULATOR,
      'GET',
      `/requests/available-workflows/reporting/related-actions/${requestId}`,
    );
    expect(related.json()).toMatchObject({ RE_INITIATE_ACTION_PLAN_P3: { valid: false } });
    const refused = await call(
      REGULATOR,
      'POST',
      `/requests?accountId=${accountId}`,
      reInitiateBody('ACTION_PLAN_P3', requestId),
    );
    expect(refused.json()).toMatchObject({ code: 'REQUEST_CREATE_ACTION1000' });
  });
});

import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestActions, requests, requestTasks } from '../../src/platform/db/schema';
import { submittedReports } from '../../src/workflow/reports/records';
import { validateActionPlan } from '../../src/workflow/action-plan-p3/rules';
import { validateProgressUpdate1 } from '../../src/workflow/progress-update-1-p3/rules';
import { validateProgressUpdate2 } from '../../src/workflow/progress-update-2-p3/rules';
import { createTestApp, type TestApp } from '../support/test-app';
import {
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

const PU1_SECTION =
  'uk.gov.esos.api.reporting.progressupdate.progressupdate1.phase3.domain.ProgressUpdate1P3';
const PU2_SECTION =
  'uk.gov.esos.api.reporting.progressupdate.progressupdate2.phase3.domain.ProgressUpdate2P3';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Violation = { sectionName: string; message: string; data: [string[]] };
type Measure1 = { uuId: string; measureImplType: string; actionPlanEnergyEfficiencyMeasure: object };
type Measure2 = { uuId: string; progressUpdate1P3EnergyEfficiencyMeasure?: object };
type AddedMeasure2 = { uuId: string; progressUpdate1P3AddedMeasure: object };

/** Progress update 1's answers: the early (BEFORE) measure reports a reduction, the late (AFTER) one is not done. */
const earlyPart1 = {
  reportReduction2024To2025: true,
  reductionEnergyConsumption2024To2025: 40_000,
  reportReduction2023To2024: false,
  estimationMethodType: 'ENERGY_AUDIT',
};
const latePart1 = { measureIsImplemented: false, providedContext: 'Delayed by the supplier.' };
const addedMeasure1 = {
  measureName: 'Solar panels on the warehouse roof',
  measureScheme: ['OTHER'],
  otherMeasureSchemeName: 'Local authority grant',
  reductionEnergyConsumption2024To2025: 3_000,
  estimationMethodType: 'OTHER_METHOD',
  estimationMethodDescription: 'Inverter readings.',
};
const bothStatements = ['ESOS_ACTION_PLAN_COMPLIANCE', 'ESTIMATION_METHOD_DOCUMENTED'];

const save1 = (taskId: number, progressUpdate1P3: unknown, sections: Record<string, string> = {}) =>
  actionBody(taskId, 'PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT', {
    payloadType: 'PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
    progressUpdate1P3,
    progressUpdate1P3SectionsCompleted: sections,
  });
const save2 = (taskId: number, progressUpdate2P3: unknown, sections: Record<string, string> = {}) =>
  actionBody(taskId, 'PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT', {
    payloadType: 'PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
    progressUpdate2P3,
    progressUpdate2P3SectionsCompleted: sections,
  });

describe('progress updates 1 and 2 (Phase 3)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  /** Gets an action plan, then both updates against it. */
  let accountId: number;
  /** Has no action plan: only a disaggregated undertaking may report progress. */
  let disaggregatedAccountId: number;
  /** For cancelling. */
  let spareAccountId: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    accountId = await accountNamed(t, 'Demo Subsidiary 07 Ltd');
    disaggregatedAccountId = await accountNamed(t, 'Demo Subsidiary 08 Ltd');
    spareAccountId = await accountNamed(t, 'Demo Subsidiary 09 Ltd');
  });
  afterAll(async () => t.close());

  const post = (body: unknown) => call(OPERATOR, 'POST', '/tasks/actions', body);
  const start = (account: number, n: 1 | 2, disaggregated = false) =>
    call(OPERATOR, 'POST', `/requests?accountId=${account}`, startProgressUpdate(n, disaggregated));
  const started = async (account: number, n: 1 | 2, disaggregated = false) => {
    const response = await start(account, n, disaggregated);
    expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
    const { requestId } = response.json<{ requestId: string }>();
    return { requestId, task: await openTaskOf(t, requestId) };
  };
  const submit = (taskId: number, n: 1 | 2) =>
    post(actionBody(taskId, `PROGRESS_UPDATE_${n}_P3_SUBMIT_APPLICATION`));
  const taskPayload = async <T = Record<string, unknown>>(taskId: number) =>
    (await call(OPERATOR, 'GET', `/tasks/${taskId}`)).json<{ requestTask: { payload: T } }>().requestTask
      .payload;
  /**
   * The task a save answered without being asked (no Prefer header): a save that did not keep all it
   * was sent says what it kept (issue 37), as GET shows it.
   */
  const keptPayload = async <T>(response: Awaited<ReturnType<typeof post>>, taskId: number) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['preference-applied']).toBeUndefined();
    const payload = response.json<{ requestTask: { payload: T } }>().requestTask.payload;
    expect(payload).toEqual(await taskPayload(taskId));
    return payload;
  };
  /** The violations of a refused submit. */
  const refusal = async (taskId: number, n: 1 | 2) => {
    const response = await submit(taskId, n);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; data: [Violation[]] }>();
    expect(body.code).toBe(n === 1 ? 'PU11003' : 'PU21004');
    return body.data[0];
  };
  const available = async (account: number) =>
    (await call(OPERATOR, 'GET', `/requests/available-workflows/permit/${account}`)).json<
      Record<string, { valid: boolean; requests?: string[] }>
    >();

  let pu1RequestId: string;
  let pu1TaskId: number;
  let early: Measure1;
  let late: Measure1;

  it('refuses a progress update 1 without a submitted action plan (PU11001) unless disaggregated', async () => {
    // Valid, but naming the plan: the web then offers only the disaggregated start.
    expect((await available(disaggregatedAccountId)).PROGRESS_UPDATE_1_P3).toEqual(
      expect.objectContaining({ valid: true, requests: ['ACTION_PLAN_P3'] }),
    );
    const refused = await start(disaggregatedAccountId, 1);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      code: 'PU11001',
      message: 'Action plan submission date does not exist',
    });
    const none = await t.database.db
      .select()
      .from(requests)
      .where(and(eq(requests.accountId, disaggregatedAccountId), eq(requests.type, 'PROGRESS_UPDATE_1_P3')));
    expect(none).toEqual([]);
    // Not for the Restricted user, nor a regulator; a malformed start says where.
    expect(
      (await call(RESTRICTED_OPERATOR, 'POST', `/requests?accountId=${accountId}`, startProgressUpdate(1)))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(REGULATOR, 'POST', `/requests?accountId=${accountId}`, startProgressUpdate(1))).statusCode,
    ).toBe(403);
    const malformed = await call(
      OPERATOR,
      'POST',
      `/requests?accountId=${accountId}`,
      startBody('PROGRESS_UPDATE_1_P3', { payloadType: 'PROGRESS_UPDATE_1_CREATE_ACTION_PAYLOAD' }),
    );
    expect(malformed.statusCode).toBe(400);
  });

  it('is not offered while the action plan runs, and starts from the submitted plan, one update per measure', async () => {
    const plan = await call(
      OPERATOR,
      'POST',
      `/requests?accountId=${accountId}`,
      startBody('ACTION_PLAN_P3'),
    );
    const planId = plan.json<{ requestId: string }>().requestId;
    const planTask = await openTaskOf(t, planId);
    expect((await available(accountId)).PROGRESS_UPDATE_1_P3).toMatchObject({
      valid: false,
      requests: ['ACTION_PLAN_P3'],
    });
    expect((await post(saveActionPlanBody(planTask.id, completeActionPlan()))).statusCode).toBe(204);
    expect((await post(actionBody(planTask.id, 'ACTION_PLAN_P3_SUBMIT_APPLICATION'))).statusCode).toBe(204);
    // The account's status is given only when it is the reason (as the reference).
    expect((await available(accountId)).PROGRESS_UPDATE_1_P3).toEqual({ valid: true });

    const pu1 = await started(accountId, 1);
    pu1RequestId = pu1.requestId;
    // The plan cannot be re-initiated now: the refusal names the progress update made against it.
    const planAgain = await call(
      REGULATOR,
      'POST',
      `/requests?accountId=${accountId}`,
      reInitiateBody('ACTION_PLAN_P3', planId),
    );
    expect(planAgain.json()).toEqual({
      code: 'REQUEST_CREATE_ACTION1000',
      message: 'Request create action not allowed',
      security: true,
      data: [{ valid: false, requests: ['PROGRESS_UPDATE_1_P3'] }],
    });
    pu1TaskId = pu1.task.id;
    expect(pu1RequestId).toBe(`PU1${String(accountId).padStart(6, '0')}-P3`);
    const payload = await taskPayload<{
      isDisaggregateUndertaking: boolean;
      progressUpdate1P3: {
        progressUpdate1P3MeasuresUpdate: {
          progressUpdate1P3Measures: Measure1[];
          progressUpdate1P3AddedMeasure: unknown[];
        };
      };
    }>(pu1TaskId);
    expect(payload).toMatchObject({
      payloadType: 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT_PAYLOAD',
      isDisaggregateUndertaking: false,
      progressUpdate1P3SectionsCompleted: {},
      progressUpdate1P3Attachments: {},
    });
    const measures = payload.progressUpdate1P3.progressUpdate1P3MeasuresUpdate;
    expect(measures.progressUpdate1P3AddedMeasure).toEqual([]);
    expect(measures.progressUpdate1P3Measures).toHaveLength(2);
    [early, late] = measures.progressUpdate1P3Measures as [Measure1, Measure1];
    expect(early).toEqual({
      uuId: expect.stringMatching(UUID),
      measureImplType: 'MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN',
      actionPlanEnergyEfficiencyMeasure: earlyMeasure,
    });
    expect(late).toMatchObject({
      measureImplType: 'MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN',
      actionPlanEnergyEfficiencyMeasure: lateMeasure,
    });
    expect(early.uuId).not.toBe(late.uuId);
    // One at a time; and progress update 2 must wait for it.
    expect((await start(accountId, 1)).json()).toMatchObject({
      code: 'REQUEST_CREATE_ACTION1000',
      data: [{ valid: false, requests: ['PROGRESS_UPDATE_1_P3'] }],
    });
    expect((await available(accountId)).PROGRESS_UPDATE_2_P3).toMatchObject({
      valid: false,
      requests: ['PROGRESS_UPDATE_1_P3'],
    });
  });

  it('merges a save by uuId, refusing one that names no measure of the update, and cleans up', async () => {
    const unknown = await post(
      save1(pu1TaskId, {
        progressUpdate1P3MeasuresUpdate: {
          progressUpdate1P3Measures: [
            {
              uuId: '00000000-0000-4000-8000-000000000000',
              progressUpdate1P3EnergyEfficiencyMeasure: earlyPart1,
            },
          ],
        },
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'FORM1001',
      data: [
        {
          fieldName: 'progressUpdate1P3.progressUpdate1P3MeasuresUpdate.progressUpdate1P3Measures.0.uuId',
          message: 'does not match a measure of this progress update',
        },
      ],
    });
    const twice = await post(
      save1(pu1TaskId, {
        progressUpdate1P3MeasuresUpdate: {
          progressUpdate1P3Measures: [
            { uuId: early.uuId, progressUpdate1P3EnergyEfficiencyMeasure: earlyPart1 },
            { uuId: early.uuId, progressUpdate1P3EnergyEfficiencyMeasure: earlyPart1 },
          ],
        },
      }),
    );
    expect(twice.json()).toMatchObject({ code: 'FORM1001' });
    const negative = await post(
      save1(pu1TaskId, {
        progressUpdate1P3MeasuresUpdate: {
          progressUpdate1P3Measures: [
            {
              uuId: early.uuId,
              progressUpdate1P3EnergyEfficiencyMeasure: {
                ...earlyPart1,
                reductionEnergyConsumption2024To2025: 0,
              },
            },
          ],
        },
      }),
    );
    expect(negative.json()).toMatchObject({
      code: 'FORM1001',
      data: [expect.objectContaining({ message: 'must be greater than 0' })],
    });

    // The early measure answered, with a description its method does not take; blank group-change fields.
    // Each save drops or changes some of what it was sent, so it answers the task it kept, unasked.
    const first = await keptPayload<{
      progressUpdate1P3: Record<string, unknown>;
      progressUpdate1P3SectionsCompleted: object;
    }>(
      await post(
        save1(
          pu1TaskId,
          {
            groupChange: { otherResponsibleUndertakingName: '', otherResponsibleUndertakingCrn: ' ' },
            progressUpdate1P3MeasuresUpdate: {
              progressUpdate1P3Measures: [
                {
                  uuId: early.uuId,
                  progressUpdate1P3EnergyEfficiencyMeasure: {
                    ...earlyPart1,
                    estimationMethodDescription: 'x',
                  },
                },
              ],
            },
            responsibleOfficerConfirmation: bothStatements,
          },
          { progressUpdate1P3MeasuresUpdate: 'IN_PROGRESS', responsibleOfficerConfirmation: 'COMPLETED' },
        ),
      ),
      pu1TaskId,
    );
    expect(first.progressUpdate1P3).toEqual({
      progressUpdate1P3MeasuresUpdate: {
        progressUpdate1P3Measures: [{ ...early, progressUpdate1P3EnergyEfficiencyMeasure: earlyPart1 }, late],
        progressUpdate1P3AddedMeasure: [],
      },
      // No measure used another method: the second statement goes, the first stays, as does the status.
      responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE'],
    });
    expect(first.progressUpdate1P3SectionsCompleted).toEqual({
      progressUpdate1P3MeasuresUpdate: 'IN_PROGRESS',
      responsibleOfficerConfirmation: 'COMPLETED',
    });

    // The late measure and an added one (another method): the early answers stay, the statement is needed again.
    const second = await keptPayload<{
      progressUpdate1P3: { progressUpdate1P3MeasuresUpdate: { progressUpdate1P3Measures: object[] } };
      progressUpdate1P3SectionsCompleted: object;
    }>(
      await post(
        save1(
          pu1TaskId,
          {
            progressUpdate1P3MeasuresUpdate: {
              progressUpdate1P3Measures: [
                { uuId: late.uuId, progressUpdate1P3EnergyEfficiencyMeasure: latePart1 },
              ],
              progressUpdate1P3AddedMeasure: [addedMeasure1],
            },
            responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE'],
          },
          { progressUpdate1P3MeasuresUpdate: 'COMPLETED', responsibleOfficerConfirmation: 'COMPLETED' },
        ),
      ),
      pu1TaskId,
    );
    expect(second.progressUpdate1P3.progressUpdate1P3MeasuresUpdate.progressUpdate1P3Measures).toEqual([
      { ...early, progressUpdate1P3EnergyEfficiencyMeasure: earlyPart1 },
      { ...late, progressUpdate1P3EnergyEfficiencyMeasure: latePart1 },
    ]);
    expect(second.progressUpdate1P3SectionsCompleted).toEqual({
      progressUpdate1P3MeasuresUpdate: 'COMPLETED',
      responsibleOfficerConfirmation: 'IN_PROGRESS',
    });
  });

  it('lists every failing rule at submit (PU11003), the group change of an undertaking that is not disaggregated first', async () => {
    const wrongLate = {
      // AFTER and not implemented: no "by the date" answer, no reductions, no report flags (a method
      // without a reduction is not refused, as in the reference).
      measureIsImplemented: false,
      measureImplementedByTheDateInActionPlan: true,
      reductionEnergyConsumption2024To2025: 5,
      reductionEnergyConsumption2023To2024: 5,
      reportReduction2024To2025: true,
      reportReduction2023To2024: false,
      estimationMethodType: 'OTHER_METHOD',
    };
    const wrongEarly = {
      // BEFORE: no "implemented" answer; the report flags are needed; a reduction only when reported.
      // The added measure's OTHER scheme needs no name, as in the reference.
      measureIsImplemented: true,
      reductionEnergyConsumption2023To2024: 10,
      estimationMethodType: 'ENERGY_AUDIT',
    };
    await post(
      save1(pu1TaskId, {
        groupChange: { otherResponsibleUndertakingName: 'Parent Group plc' },
        progressUpdate1P3MeasuresUpdate: {
          progressUpdate1P3Measures: [
            { uuId: early.uuId, progressUpdate1P3EnergyEfficiencyMeasure: wrongEarly },
            { uuId: late.uuId, progressUpdate1P3EnergyEfficiencyMeasure: wrongLate },
          ],
          progressUpdate1P3AddedMeasure: [
            { measureName: '', measureScheme: ['OTHER'], estimationMethodType: 'OTHER_METHOD' },
          ],
        },
        responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE'],
      }),
    );
    const violations = await refusal(pu1TaskId, 1);
    const measures = 'progressUpdate1P3.progressUpdate1P3MeasuresUpdate.progressUpdate1P3Measures';
    const added = 'progressUpdate1P3.progressUpdate1P3MeasuresUpdate.progressUpdate1P3AddedMeasure[0]';
    expect(violations).toEqual([
      {
        sectionName: PU1_SECTION,
        message: 'Invalid Progress Update group change data',
        data: [['progressUpdate1P3.groupChange - must be empty when the undertaking is not disaggregated']],
      },
      {
        sectionName: PU1_SECTION,
        message: 'Invalid section data',
        data: [
          [
            `${measures}[0] - Invalid value for measureIsImplemented`,
            `${measures}[0] - ReductionEnergyConsumption2023To2024 cannot be null`,
            `${measures}[0] - ReportReduction2024To2025 can not be null if measureImplType is MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN`,
            `${measures}[0] - ReportReduction2023To2024 can not be null if measureImplType is MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN`,
            `${measures}[1] - Invalid value for measureImplementedByTheDateInActionPlan`,
            `${measures}[1] - ReductionEnergyConsumption2024To2025 cannot be null`,
            `${measures}[1] - ReductionEnergyConsumption2023To2024 cannot be null`,
            `${measures}[1] - ReportReduction2024To2025 can not be null if measureImplType is MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN`,
            `${measures}[1] - ReportReduction2023To2024 can not be null if measureImplType is MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN`,
            `${measures}[1].progressUpdate1P3EnergyEfficiencyMeasure - Invalid estimation method description: If the estimation method type is 'OTHER_METHOD', a description is required. Otherwise, the description must be omitted.`,
            `${added}.measureName - must not be empty`,
            `${added} - Invalid estimation method description: If the estimation method type is 'OTHER_METHOD', a description is required. Otherwise, the description must be omitted.`,
            `${added}.reductionEnergyConsumption2024To2025 - must not be null`,
            'progressUpdate1P3 - Not valid ResponsibleOfficerConfirmationType.',
          ],
        ],
      },
    ]);
    // A measure left unanswered (a save's null clears its answers) is named too.
    await post(
      save1(pu1TaskId, {
        progressUpdate1P3MeasuresUpdate: {
          progressUpdate1P3Measures: [
            { uuId: early.uuId, progressUpdate1P3EnergyEfficiencyMeasure: null },
            { uuId: late.uuId, progressUpdate1P3EnergyEfficiencyMeasure: null },
          ],
        },
        responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE'],
      }),
    );
    const unanswered = await refusal(pu1TaskId, 1);
    expect(unanswered).toEqual([
      expect.objectContaining({
        data: [
          [
            `${measures}[0].progressUpdate1P3EnergyEfficiencyMeasure - must not be null`,
            `${measures}[1].progressUpdate1P3EnergyEfficiencyMeasure - must not be null`,
          ],
        ],
      }),
    ]);
    // As in the reference: a reported reduction needs no estimation method and may have 16 digits (a
    // Long without @Digits), and an added measure's OTHER scheme needs no name; only the confirmation is
    // wrong here (its one statement is not needed, so the save unticks it and none is left).
    const { estimationMethodType: _method, ...withoutMethod } = earlyPart1;
    const reportedWithoutMethod = {
      ...withoutMethod,
      reductionEnergyConsumption2024To2025: 1_000_000_000_000_000,
    };
    await post(
      save1(pu1TaskId, {
        progressUpdate1P3MeasuresUpdate: {
          progressUpdate1P3Measures: [
            { uuId: early.uuId, progressUpdate1P3EnergyEfficiencyMeasure: reportedWithoutMethod },
            { uuId: late.uuId, progressUpdate1P3EnergyEfficiencyMeasure: latePart1 },
          ],
          progressUpdate1P3AddedMeasure: [
            { ...addedMeasure1, otherMeasureSchemeName: null, estimationMethodType: 'ENERGY_AUDIT' },
          ],
        },
        responsibleOfficerConfirmation: ['ESTIMATION_METHOD_DOCUMENTED'],
      }),
    );
    expect(await refusal(pu1TaskId, 1)).toEqual([
      {
        sectionName: PU1_SECTION,
        message: 'Invalid section data',
        data: [['progressUpdate1P3 - Not valid ResponsibleOfficerConfirmationType.']],
      },
    ]);
  });

  it('submits a complete update: stored, the request completed, the timeline given the update', async () => {
    const update = {
      progressUpdate1P3MeasuresUpdate: {
        progressUpdate1P3Measures: [
          { uuId: early.uuId, progressUpdate1P3EnergyEfficiencyMeasure: earlyPart1 },
          { uuId: late.uuId, progressUpdate1P3EnergyEfficiencyMeasure: latePart1 },
        ],
        progressUpdate1P3AddedMeasure: [addedMeasure1],
      },
      responsibleOfficerConfirmation: bothStatements,
    };
    expect((await post(save1(pu1TaskId, update))).statusCode).toBe(204);
    expect((await submit(pu1TaskId, 1)).statusCode).toBe(204);
    const expected = {
      progressUpdate1P3MeasuresUpdate: {
        progressUpdate1P3Measures: [
          { ...early, progressUpdate1P3EnergyEfficiencyMeasure: earlyPart1 },
          { ...late, progressUpdate1P3EnergyEfficiencyMeasure: latePart1 },
        ],
        progressUpdate1P3AddedMeasure: [addedMeasure1],
      },
      responsibleOfficerConfirmation: bothStatements,
    };
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, pu1RequestId));
    expect(request).toMatchObject({ status: 'COMPLETED' });
    expect(request?.submissionDate).not.toBeNull();
    const [stored] = await t.database.db
      .select()
      .from(submittedReports)
      .where(eq(submittedReports.id, pu1RequestId));
    expect(stored).toMatchObject({
      accountId,
      phase: 'PHASE_3',
      isDisaggregateUndertaking: false,
      data: { phase: 'PHASE_3', progressUpdate1P3: expected, progressUpdate1Attachments: {} },
    });
    const [entry] = await t.database.db
      .select()
      .from(requestActions)
      .where(eq(requestActions.requestId, pu1RequestId))
      .orderBy(desc(requestActions.id));
    expect(entry).toMatchObject({
      type: 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMITTED',
      submitter: 'Olivia Operator',
    });
    const shown = await call(REGULATOR, 'GET', `/request-actions/${entry?.id}`);
    expect(shown.json()).toMatchObject({
      payload: {
        payloadType: 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMITTED_PAYLOAD',
        isDisaggregateUndertaking: false,
        progressUpdate1P3: expected,
        progressUpdate1Attachments: {},
      },
    });
  });

  let pu2RequestId: string;
  let pu2TaskId: number;

  it('starts progress update 2 from progress update 1: the plan measures with its answers, then the measures it added', async () => {
    const pu2 = await started(accountId, 2);
    pu2RequestId = pu2.requestId;
    pu2TaskId = pu2.task.id;
    expect(pu2RequestId).toBe(`PU2${String(accountId).padStart(6, '0')}-P3`);
    const payload = await taskPayload<{
      progressUpdate2P3: {
        progressUpdate2P3MeasuresUpdate: {
          progressUpdate2P3Measures: Measure2[];
          progressUpdate2P3UpdatedAddedMeasures: AddedMeasure2[];
          progressUpdate2P3AddedMeasure: unknown[];
        };
      };
    }>(pu2TaskId);
    expect(payload).toMatchObject({
      payloadType: 'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT_PAYLOAD',
      isDisaggregateUndertaking: false,
    });
    const lists = payload.progressUpdate2P3.progressUpdate2P3MeasuresUpdate;
    expect(lists.progressUpdate2P3Measures).toEqual([
      {
        uuId: expect.stringMatching(UUID),
        actionPlanEnergyEfficiencyMeasure: earlyMeasure,
        progressUpdate1P3EnergyEfficiencyMeasure: earlyPart1,
      },
      {
        uuId: expect.stringMatching(UUID),
        actionPlanEnergyEfficiencyMeasure: lateMeasure,
        progressUpdate1P3EnergyEfficiencyMeasure: latePart1,
      },
    ]);
    expect(lists.progressUpdate2P3UpdatedAddedMeasures).toEqual([
      { uuId: expect.stringMatching(UUID), progressUpdate1P3AddedMeasure: addedMeasure1 },
    ]);
    expect(lists.progressUpdate2P3AddedMeasure).toEqual([]);
    // New identities: not progress update 1's.
    expect(lists.progressUpdate2P3Measures.map((measure) => measure.uuId)).not.toContain(early.uuId);

    const [a, b] = lists.progressUpdate2P3Measures as [Measure2, Measure2];
    const [c] = lists.progressUpdate2P3UpdatedAddedMeasures as [AddedMeasure2];
    // Wrong answers first: the early measure was never asked "implemented" in PU1, the late one was (false).
    await post(
      save2(pu2TaskId, {
        progressUpdate2P3MeasuresUpdate: {
          progressUpdate2P3Measures: [
            {
              uuId: a.uuId,
              progressUpdate2P3EnergyEfficiencyMeasure: {
                measureIsImplemented: true,
                reductionEnergyConsumption2025To2026: 1,
                estimationMethodType: 'ENERGY_AUDIT',
                measureImplementedByTheDateInActionPlan: true,
              },
            },
            { uuId: b.uuId, progressUpdate2P3EnergyEfficiencyMeasure: { reportReduction2025To2026: true } },
            {
              uuId: c.uuId,
              progressUpdate2P3EnergyEfficiencyMeasure: {
                reportReduction2025To2026: true,
                reductionEnergyConsumption2025To2026: 5,
                estimationMethodType: 'ACTION_PLAN_ESTIMATE',
              },
            },
          ],
          progressUpdate2P3AddedMeasure: [
            { measureName: 'Voltage optimisation', estimationMethodType: 'ENERGY_AUDIT' },
          ],
        },
        responsibleOfficerConfirmation: bothStatements,
      }),
    );
    // The save kept only the first statement (no measure uses another method).
    const measures = 'progressUpdate2P3.progressUpdate2P3MeasuresUpdate';
    expect(await refusal(pu2TaskId, 2)).toEqual([
      {
        sectionName: PU2_SECTION,
        message: 'Invalid section data',
        data: [
          [
            `${measures}.progressUpdate2P3Measures[0] - Invalid value for measureIsImplemented`,
            `${measures}.progressUpdate2P3Measures[1] - Invalid value for measureIsImplemented`,
            `${measures}.progressUpdate2P3Measures[1].progressUpdate2P3EnergyEfficiencyMeasure - Invalid value for reductionEnergyConsumption2025To2026`,
            `${measures}.progressUpdate2P3Measures[1].progressUpdate2P3EnergyEfficiencyMeasure - Invalid data for estimationMethodType`,
            `${measures}.progressUpdate2P3UpdatedAddedMeasures[0] - Invalid estimation method description: Can not be ACTION_PLAN_ESTIMATE`,
            `${measures}.progressUpdate2P3AddedMeasure[0].reductionEnergyConsumption2025To2026 - must not be null`,
          ],
        ],
      },
    ]);
  });

  it('submits progress update 2, after which neither update can be re-initiated but the last', async () => {
    const payload = await taskPayload<{
      progressUpdate2P3: {
        progressUpdate2P3MeasuresUpdate: {
          progressUpdate2P3Measures: Measure2[];
          progressUpdate2P3UpdatedAddedMeasures: AddedMeasure2[];
        };
      };
    }>(pu2TaskId);
    const lists = payload.progressUpdate2P3.progressUpdate2P3MeasuresUpdate;
    const [a, b] = lists.progressUpdate2P3Measures as [Measure2, Measure2];
    const [c] = lists.progressUpdate2P3UpdatedAddedMeasures as [AddedMeasure2];
    const added2 = {
      measureName: 'Voltage optimisation',
      reductionEnergyConsumption2025To2026: 2_000,
      estimationMethodType: 'ENERGY_AUDIT',
    };
    const answers = {
      [a.uuId]: {
        reportReduction2025To2026: true,
        reductionEnergyConsumption2025To2026: 900,
        estimationMethodType: 'ACTION_PLAN_ESTIMATE',
      },
      [b.uuId]: {
        measureIsImplemented: true,
        measureImplementedByTheDateInActionPlan: false,
        reductionEnergyConsumption2025To2026: 700,
        estimationMethodType: 'ENERGY_AUDIT',
      },
      [c.uuId]: { reportReduction2025To2026: false, providedContext: 'Nothing to add.' },
    };
    expect(
      (
        await post(
          save2(pu2TaskId, {
            progressUpdate2P3MeasuresUpdate: {
              progressUpdate2P3Measures: Object.entries(answers).map(([uuId, part]) => ({
                uuId,
                progressUpdate2P3EnergyEfficiencyMeasure: part,
              })),
              progressUpdate2P3AddedMeasure: [added2],
            },
            responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE'],
          }),
        )
      ).statusCode,
    ).toBe(204);
    const submitted = await submit(pu2TaskId, 2);
    expect(submitted.statusCode).toBe(204);
    const [stored] = await t.database.db
      .select()
      .from(submittedReports)
      .where(eq(submittedReports.id, pu2RequestId));
    expect(stored?.data).toEqual({
      phase: 'PHASE_3',
      progressUpdate2Attachments: {},
      progressUpdate2P3: {
        progressUpdate2P3MeasuresUpdate: {
          progressUpdate2P3Measures: [
            { ...a, progressUpdate2P3EnergyEfficiencyMeasure: answers[a.uuId] },
            { ...b, progressUpdate2P3EnergyEfficiencyMeasure: answers[b.uuId] },
          ],
          progressUpdate2P3UpdatedAddedMeasures: [
            { ...c, progressUpdate2P3EnergyEfficiencyMeasure: answers[c.uuId] },
          ],
          progressUpdate2P3AddedMeasure: [added2],
        },
        responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE'],
      },
    });
    const related = (requestId: string) =>
      call(REGULATOR, 'GET', `/requests/available-workflows/reporting/related-actions/${requestId}`);
    // Progress update 1 is refused, naming the progress update 2 built from it.
    expect((await related(pu1RequestId)).json()).toEqual({
      RE_INITIATE_PROGRESS_UPDATE_1_P3: { valid: false, requests: ['PROGRESS_UPDATE_2_P3'] },
    });
    const refused = await call(
      REGULATOR,
      'POST',
      `/requests?accountId=${accountId}`,
      reInitiateBody('PROGRESS_UPDATE_1_P3', pu1RequestId),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'REQUEST_CREATE_ACTION1000',
      message: 'Request create action not allowed',
      security: true,
      data: [{ valid: false, requests: ['PROGRESS_UPDATE_2_P3'] }],
    });
    expect((await related(pu2RequestId)).json()).toEqual({
      RE_INITIATE_PROGRESS_UPDATE_2_P3: { valid: true },
    });
    expect((await available(accountId)).PROGRESS_UPDATE_2_P3).toMatchObject({
      valid: false,
      requests: ['PROGRESS_UPDATE_2_P3'],
    });

    // Re-initiated: the same request runs again with the submitted update, and is submitted again.
    const reopened = await call(
      REGULATOR,
      'POST',
      `/requests?accountId=${accountId}`,
      reInitiateBody('PROGRESS_UPDATE_2_P3', pu2RequestId),
    );
    expect(reopened.json()).toEqual({ requestId: pu2RequestId });
    // While it runs again, another re-initiation is refused naming it.
    const twice = await call(
      REGULATOR,
      'POST',
      `/requests?accountId=${accountId}`,
      reInitiateBody('PROGRESS_UPDATE_2_P3', pu2RequestId),
    );
    expect(twice.json()).toEqual({
      code: 'REQUEST_CREATE_ACTION1000',
      message: 'Request create action not allowed',
      security: true,
      data: [{ valid: false, requests: ['PROGRESS_UPDATE_2_P3'] }],
    });
    const task = await openTaskOf(t, pu2RequestId);
    expect(task.payload).toMatchObject({
      isDisaggregateUndertaking: false,
      progressUpdate2P3: stored?.data && (stored.data as { progressUpdate2P3: object }).progressUpdate2P3,
    });
    const [entry] = await t.database.db
      .select()
      .from(requestActions)
      .where(eq(requestActions.requestId, pu2RequestId))
      .orderBy(desc(requestActions.id));
    expect(entry).toMatchObject({
      type: 'PROGRESS_UPDATE_2_P3_APPLICATION_RE_INITIATED',
      payload: null,
      submitter: 'Rita Regulator',
    });
    expect((await submit(task.id, 2)).statusCode).toBe(204);
  });

  let disaggregatedPu2TaskId: number;

  it('lets a disaggregated undertaking report without a plan, naming another responsible undertaking but never itself', async () => {
    const pu1 = await started(disaggregatedAccountId, 1, true);
    expect(pu1.task.payload).toMatchObject({
      isDisaggregateUndertaking: true,
      progressUpdate1P3: {
        progressUpdate1P3MeasuresUpdate: { progressUpdate1P3Measures: [], progressUpdate1P3AddedMeasure: [] },
      },
    });
    const own = await t.database.db.select().from(requests).where(eq(requests.id, pu1.requestId));
    expect(own[0]?.payload).toMatchObject({ isDisaggregateUndertaking: true });
    // The account is "Demo Subsidiary 08 Ltd", 10000008: compared without case or extra spaces.
    await post(
      save1(pu1.task.id, {
        groupChange: {
          otherResponsibleUndertakingName: ' demo  subsidiary 08 LTD',
          otherResponsibleUndertakingCrn: '10000008',
        },
        responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE'],
      }),
    );
    expect(await refusal(pu1.task.id, 1)).toEqual([
      {
        sectionName: PU1_SECTION,
        message:
          'Invalid Progress Update, CRN can not be the same of the current account crn, same with the name',
        data: [
          [
            'progressUpdate1P3.groupChange.otherResponsibleUndertakingName - The name must be different from the current account',
            'progressUpdate1P3.groupChange.otherResponsibleUndertakingCrn - Company registration number must be different from the current account',
          ],
        ],
      },
    ]);
    const groupChange = {
      otherResponsibleUndertakingName: 'Former Parent plc',
      otherResponsibleUndertakingCrn: '01234567',
    };
    await post(
      save1(pu1.task.id, { groupChange, responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE'] }),
    );
    expect((await submit(pu1.task.id, 1)).statusCode).toBe(204);
    const [stored] = await t.database.db
      .select()
      .from(submittedReports)
      .where(eq(submittedReports.id, pu1.requestId));
    expect(stored).toMatchObject({
      isDisaggregateUndertaking: true,
      data: { progressUpdate1P3: { groupChange } },
    });

    // Progress update 2 from it: the disaggregated start is empty again.
    const pu2 = await started(disaggregatedAccountId, 2, true);
    disaggregatedPu2TaskId = pu2.task.id;
    expect(pu2.task.payload).toMatchObject({
      isDisaggregateUndertaking: true,
      progressUpdate2P3: {
        progressUpdate2P3MeasuresUpdate: {
          progressUpdate2P3Measures: [],
          progressUpdate2P3UpdatedAddedMeasures: [],
          progressUpdate2P3AddedMeasure: [],
        },
      },
    });
  });

  it('refuses progress update 2 without a progress update 1 unless disaggregated', async () => {
    expect((await available(spareAccountId)).PROGRESS_UPDATE_2_P3).toMatchObject({
      valid: true,
      requests: ['PROGRESS_UPDATE_1_P3'],
    });
    const refused = await start(spareAccountId, 2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'REQUEST_CREATE_ACTION1000' });
  });

  it('can be cancelled by its assignee, after which another may be started', async () => {
    const first = await started(spareAccountId, 1, true);
    expect((await post(actionBody(first.task.id, 'PROGRESS_UPDATE_1_CANCEL_APPLICATION'))).statusCode).toBe(
      204,
    );
    const [cancelled] = await t.database.db.select().from(requests).where(eq(requests.id, first.requestId));
    expect(cancelled).toMatchObject({ status: 'CANCELLED' });
    const [entry] = await t.database.db
      .select()
      .from(requestActions)
      .where(
        and(
          eq(requestActions.requestId, first.requestId),
          eq(requestActions.type, 'PROGRESS_UPDATE_1_APPLICATION_CANCELLED'),
        ),
      );
    expect(entry).toMatchObject({ payload: null, submitter: 'Olivia Operator' });
    const second = await started(spareAccountId, 1, true);
    expect(second.requestId).toBe(`${first.requestId}-2`);
    // Progress update 2 too.
    expect(
      (await post(actionBody(disaggregatedPu2TaskId, 'PROGRESS_UPDATE_2_CANCEL_APPLICATION'))).statusCode,
    ).toBe(204);
    const [pu2] = await t.database.db
      .select()
      .from(requestActions)
      .where(eq(requestActions.type, 'PROGRESS_UPDATE_2_APPLICATION_CANCELLED'));
    expect(pu2).toMatchObject({ payload: null });
  });

  it('re-initiates a progress update 1 once its progress update 2 is cancelled, keeping the group change', async () => {
    const [pu1] = await t.database.db
      .select()
      .from(requests)
      .where(
        and(
          eq(requests.accountId, disaggregatedAccountId),
          eq(requests.type, 'PROGRESS_UPDATE_1_P3'),
          eq(requests.status, 'COMPLETED'),
        ),
      );
    if (!pu1) throw new Error('no submitted progress update 1');
    const reopened = await call(
      REGULATOR,
      'POST',
      `/requests?accountId=${disaggregatedAccountId}`,
      reInitiateBody('PROGRESS_UPDATE_1_P3', pu1.id),
    );
    expect(reopened.json()).toEqual({ requestId: pu1.id });
    const task = await openTaskOf(t, pu1.id);
    expect(task.payload).toMatchObject({
      isDisaggregateUndertaking: true,
      progressUpdate1P3: { groupChange: { otherResponsibleUndertakingName: 'Former Parent plc' } },
      progressUpdate1P3Attachments: {},
    });
    expect((await submit(task.id, 1)).statusCode).toBe(204);
  });

  it('has demo reports that pass their own submit checks, and open tasks with real payloads', async () => {
    const db = t.database.db;
    const account = { name: 'Demo', registrationNumber: null };
    const plans = await db
      .select()
      .from(submittedReports)
      .where(eq(submittedReports.requestType, 'ACTION_PLAN_P3'));
    const updates1 = await db
      .select()
      .from(submittedReports)
      .where(eq(submittedReports.requestType, 'PROGRESS_UPDATE_1_P3'));
    const updates2 = await db
      .select()
      .from(submittedReports)
      .where(eq(submittedReports.requestType, 'PROGRESS_UPDATE_2_P3'));
    // The demo's, plus what the tests above submitted.
    expect(plans.length).toBeGreaterThanOrEqual(4);
    expect(updates2.length).toBeGreaterThanOrEqual(1);
    for (const plan of plans) {
      expect(validateActionPlan((plan.data as { actionPlan: unknown }).actionPlan)).toEqual([]);
    }
    for (const update of updates1) {
      const data = update.data as { progressUpdate1P3: never };
      expect(
        validateProgressUpdate1(
          {
            isDisaggregateUndertaking: update.isDisaggregateUndertaking === true,
            progressUpdate1P3: data.progressUpdate1P3,
          },
          account,
        ),
      ).toEqual([]);
    }
    for (const update of updates2) {
      const data = update.data as { progressUpdate2P3: never };
      expect(
        validateProgressUpdate2(
          {
            isDisaggregateUndertaking: update.isDisaggregateUndertaking === true,
            progressUpdate2P3: data.progressUpdate2P3,
          },
          account,
        ),
      ).toEqual([]);
    }
    // Progress update 1 can be started on account 10, progress update 2 on account 3.
    expect(
      (await available(await accountNamed(t, 'Demo Subsidiary 10 Ltd'))).PROGRESS_UPDATE_1_P3,
    ).toMatchObject({ valid: true });
    expect((await available(await accountNamed(t, 'Demo Subsidiary 03 Ltd'))).PROGRESS_UPDATE_2_P3).toEqual({
      valid: true,
    });
    // The open demo tasks show payloads their schemas accept.
    const openTasks = await db
      .select({ id: requestTasks.id, type: requestTasks.type })
      .from(requestTasks)
      .where(
        inArray(requestTasks.type, [
          'ACTION_PLAN_P3_APPLICATION_SUBMIT',
          'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT',
        ]),
      );
    expect(openTasks.length).toBeGreaterThanOrEqual(6);
    for (const task of openTasks) {
      const shown = await call(OPERATOR, 'GET', `/tasks/${task.id}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json<{ requestTask: { payload: object | null } }>().requestTask.payload).not.toBeNull();
    }
  });
});

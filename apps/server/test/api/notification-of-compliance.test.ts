import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorities,
  mailOutbox,
  requestActions,
  requests,
  requestTasks,
  users,
} from '../../src/platform/db/schema';
import { submittedReports } from '../../src/workflow/reports/records';
import type { TaskRow } from '../../src/workflow/definition';
import {
  categoryPaths,
  completeNotification,
} from '../../src/workflow/notification-of-compliance-p3/examples/complete-notifications';
import { readyNotification } from '../../src/workflow/notification-of-compliance-p3/examples/partial-notifications';
import { nocSectionKeys, type NocP3 } from '../../src/workflow/notification-of-compliance-p3/payload';
import {
  cleanUpNotification,
  obligationRefusal,
  validateSubmission,
} from '../../src/workflow/notification-of-compliance-p3/rules';
import { ukDate } from '../../src/workflow/validity-windows';
import { invalidNotifications } from '../support/noc-violation-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  caller,
  OPERATOR,
  OTHER_OPERATOR,
  READ_ONLY_REGULATOR,
  REGULATOR,
  RESTRICTED_OPERATOR,
} from './workflow-helpers';

const NOC = 'NOTIFICATION_OF_COMPLIANCE_P3';
const SUBMIT = 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT';
const EDIT = 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT';
const WAIT = 'NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT';
const SAVE_SUBMIT = 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD';
const empty = { payloadType: 'EMPTY_PAYLOAD' };
const windows = (start: string, end: string, submitEnd = end) =>
  JSON.stringify({
    [NOC]: { initiateStart: start, initiateEnd: end, submitStart: start, submitEnd },
  });
const startNotification = {
  requestCreateActionType: NOC,
  requestCreateActionPayload: empty,
};

interface TaskInfo {
  requestTask: {
    id: number;
    type: string;
    payload: { noc?: NocP3; nocSectionsCompleted?: Record<string, string>; accountOriginatedData?: unknown };
  };
  allowedRequestTaskActions: string[];
}

describe('notification of compliance, Phase 3, over the API', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  /** Olivia's open SUBMIT tasks from the demo data: each test takes its own. */
  let submitTasks: TaskRow[];
  /** The notifications the category test submitted, by path. */
  const submittedByPath = new Map<string, TaskRow>();
  const submitTask = () => {
    const task = submitTasks.shift();
    if (!task) throw new Error('no demo notification task left');
    return task;
  };

  /** POST /tasks/actions with an optional If-Match; answers the status, body and ETag. */
  const act = async (
    email: string,
    taskId: number,
    type: string,
    payload: unknown,
    ifMatch?: string,
  ): Promise<{ statusCode: number; body: Record<string, unknown>; etag?: string }> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/tasks/actions',
      headers: {
        authorization: `Bearer ${await t.tokenFor(email)}`,
        ...(ifMatch ? { 'if-match': ifMatch } : {}),
      },
      payload: { requestTaskId: taskId, requestTaskActionType: type, requestTaskActionPayload: payload },
    });
    const etag = response.headers.etag;
    return {
      statusCode: response.statusCode,
      body: response.body ? (response.json() as Record<string, unknown>) : {},
      ...(typeof etag === 'string' ? { etag } : {}),
    };
  };
  const save = (taskId: number, noc: unknown, statuses: unknown = {}, email = OPERATOR, ifMatch?: string) =>
    act(
      email,
      taskId,
      'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT',
      { payloadType: SAVE_SUBMIT, noc, nocSectionsCompleted: statuses },
      ifMatch,
    );
  const submit = (taskId: number, email = OPERATOR) =>
    act(email, taskId, 'NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION', empty);
  const taskInfo = async (email: string, taskId: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1.0/tasks/${taskId}`,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
    });
    return { statusCode: response.statusCode, info: response.json<TaskInfo>(), etag: response.headers.etag };
  };
  const requestOf = async (id: string) => {
    const [row] = await t.database.db.select().from(requests).where(eq(requests.id, id));
    return row;
  };
  const openTasksOf = (requestId: string) =>
    t.database.db
      .select()
      .from(requestTasks)
      .where(eq(requestTasks.requestId, requestId))
      .orderBy(asc(requestTasks.id));
  const timelineOf = (requestId: string) =>
    t.database.db
      .select()
      .from(requestActions)
      .where(eq(requestActions.requestId, requestId))
      .orderBy(asc(requestActions.id));
  const submittedRow = async (id: string) => {
    const [row] = await t.database.db.select().from(submittedReports).where(eq(submittedReports.id, id));
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp({ WORKFLOW_VALIDITY_WINDOWS: windows('2000-01-01', '2099-12-31') });
    call = caller(t);
    submitTasks = await t.database.db
      .select()
      .from(requestTasks)
      .where(and(eq(requestTasks.type, SUBMIT), eq(requestTasks.assignee, await t.userId(OPERATOR))))
      .orderBy(asc(requestTasks.id));
  });
  afterAll(async () => t.close());

  it('starts once per account for its Advanced user, pre-filled from the account', async () => {
    const withNotification = t.database.db
      .select({ accountId: requests.accountId })
      .from(requests)
      .where(eq(requests.type, NOC));
    const [free] = await t.database.db
      .select({ accountId: authorities.accountId })
      .from(authorities)
      .where(
        and(
          eq(authorities.userId, await t.userId(OPERATOR)),
          eq(authorities.code, 'operator_admin'),
          notInArray(authorities.accountId, withNotification),
        ),
      )
      .limit(1);
    const accountId = free?.accountId;
    if (!accountId) throw new Error('no demo account without a notification');
    const url = `/requests?accountId=${accountId}`;
    expect(
      (await call(OPERATOR, 'GET', `/requests/available-workflows/permit/${accountId}`)).json(),
    ).toMatchObject({ [NOC]: { valid: true } });
    expect(
      (await call(OPERATOR, 'GET', `/requests/available-workflows/permit/${accountId}`)).json()[NOC],
    ).not.toHaveProperty('accountStatus');
    expect((await call(RESTRICTED_OPERATOR, 'POST', url, startNotification)).statusCode).toBe(403);
    expect((await call(REGULATOR, 'POST', url, startNotification)).statusCode).toBe(403);

    const started = await call(OPERATOR, 'POST', url, startNotification);
    expect(started.statusCode, JSON.stringify(started.json())).toBe(200);
    const requestId = `NOC${String(accountId).padStart(6, '0')}-P3`;
    expect(started.json()).toEqual({ requestId });
    expect(await requestOf(requestId)).toMatchObject({
      status: 'IN_PROGRESS',
      metadata: { type: NOC, phase: 'PHASE_3' },
      payload: { operatorAssignee: await t.userId(OPERATOR) },
    });
    const [task] = await openTasksOf(requestId);
    expect(task).toMatchObject({ type: SUBMIT, assignee: await t.userId(OPERATOR) });
    if (task) submitTasks.push(task);
    const { info, etag } = await taskInfo(OPERATOR, task?.id ?? 0);
    expect(etag).toBe(`"${task?.version}"`);
    expect(info.requestTask.payload.accountOriginatedData).toMatchObject({
      organisationDetails: { name: expect.any(String) },
      primaryContact: { email: OPERATOR },
    });
    expect(info.allowedRequestTaskActions.sort()).toEqual([
      'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT',
      'NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT',
      'NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION',
      'NOTIFICATION_OF_COMPLIANCE_P3_UPLOAD_ATTACHMENT',
    ]);

    const again = await call(OPERATOR, 'POST', url, startNotification);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'REQUEST_CREATE_ACTION1000',
      data: [{ valid: false, requests: [NOC] }],
    });
  });

  it('fills in every category path section by section, then submits it: completed, on the timeline and in the MI report', async () => {
    const submitted: string[] = [];
    for (const path of categoryPaths) {
      const task = submitTask();
      const ready = readyNotification(path);
      // As the pages do: one section more at each save, in the task list's order, each saved as in progress
      // and then completed, at the version the last save returned.
      let noc: Record<string, unknown> = {};
      let statuses: Record<string, string> = {};
      let version: string | undefined;
      for (const key of nocSectionKeys.filter((section) => section in ready.noc)) {
        for (const status of ['IN_PROGRESS', 'COMPLETED']) {
          noc = { ...noc, [key]: (ready.noc as Record<string, unknown>)[key] };
          statuses = { ...statuses, [key]: status };
          const saved = await save(task.id, noc, statuses, OPERATOR, version);
          expect(saved.statusCode, `${path} ${key}: ${JSON.stringify(saved.body)}`).toBe(204);
          version = saved.etag;
        }
      }
      const { info } = await taskInfo(OPERATOR, task.id);
      expect(info.requestTask.payload.noc, path).toEqual(ready.noc);
      expect(info.requestTask.payload.nocSectionsCompleted, path).toEqual(ready.nocSectionsCompleted);
      const done = await submit(task.id);
      expect(done.statusCode, `${path}: ${JSON.stringify(done.body)}`).toBe(204);
      expect(done.etag, 'a closed task has no version').toBeUndefined();

      const request = await requestOf(task.requestId);
      expect(request, path).toMatchObject({ status: 'COMPLETED', submissionDate: expect.any(Date) });
      expect(await openTasksOf(task.requestId)).toEqual([]);
      const entry = (await timelineOf(task.requestId)).at(-1);
      expect(entry, path).toMatchObject({
        type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED',
        submitter: 'Olivia Operator',
        payload: {
          payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED_PAYLOAD',
          noc: ready.noc,
          nocAttachments: {},
          accountOriginatedData: expect.any(Object),
        },
      });
      expect((await submittedRow(task.requestId))?.data, path).toEqual(ready.noc);
      // The timeline entry over the API, with its frozen snapshot.
      const own = await call(OPERATOR, 'GET', `/request-actions/${entry?.id}`);
      expect(own.json()).toMatchObject({ payload: { noc: ready.noc } });
      submitted.push(task.requestId);
      submittedByPath.set(path, task);
    }

    const report = await call(REGULATOR, 'GET', '/ORGANISATION/mireports/noc/phase-3?page=0&size=1000');
    expect(report.statusCode).toBe(200);
    const { results } = report.json<{ results: Record<string, { noc: NocP3; status: string }> }>();
    for (const id of submitted) expect(results[id]).toMatchObject({ id, status: 'LIVE' });
  });

  it('refuses an invalid notification at submit with the violation list, and changes nothing', async () => {
    const task = submitTask();
    const today = ukDate(new Date());
    let checked = 0;
    for (const invalid of invalidNotifications) {
      const saved = await save(task.id, invalid.noc);
      // What the save's clean-up leaves is what is checked (a hidden section's data is gone).
      const kept = cleanUpNotification({ noc: invalid.noc, nocSectionsCompleted: {} }).noc as NocP3;
      const unchanged = JSON.stringify(kept) === JSON.stringify(invalid.noc);
      // A save that dropped answers says what it kept, unasked (issue 37); one that kept all, 204.
      if (unchanged) expect(saved.statusCode, `${invalid.name}: ${JSON.stringify(saved.body)}`).toBe(204);
      else if (saved.statusCode === 200) {
        const answered = saved.body as { requestTask: { payload: { noc: NocP3 } } };
        expect(answered.requestTask.payload.noc, invalid.name).toEqual(kept);
      } else expect(saved.statusCode, `${invalid.name}: ${JSON.stringify(saved.body)}`).toBe(204);
      const expected = unchanged
        ? invalid.violations
        : await validateSubmission(kept, { companyInformation: t.app.companyInformation, today });
      if (expected.length === 0) continue;
      const refused = await submit(task.id);
      expect(refused.statusCode, invalid.name).toBe(400);
      // A bad reporting obligation is answered as the reference's validated service does (ADR 14).
      const obligation = obligationRefusal(expected);
      if (obligation) {
        expect(refused.body, invalid.name).toMatchObject({
          code: obligation.code,
          data: obligation.problems,
        });
        checked++;
        continue;
      }
      expect(refused.body, invalid.name).toMatchObject({ code: 'NOC1001', message: 'Invalid NOC' });
      if (unchanged) expect(refused.body.data, invalid.name).toEqual([expected]);
      checked++;
    }
    expect(checked).toBeGreaterThan(invalidNotifications.length / 2);
    expect(await requestOf(task.requestId)).toMatchObject({ status: 'IN_PROGRESS', submissionDate: null });
    expect((await openTasksOf(task.requestId)).map((open) => open.id)).toEqual([task.id]);
    expect(await submittedRow(task.requestId)).toBeUndefined();
    expect((await timelineOf(task.requestId)).filter((entry) => entry.type.endsWith('_SUBMITTED'))).toEqual(
      [],
    );
  });

  it('validates every save against the schema: malformed answers 400 FORM1001 with the field and stores nothing', async () => {
    const task = submitTask();
    const before = task.payload;
    const noc = completeNotification('ESOS_ENERGY_ASSESSMENTS_95_TO_100');
    const tooLong = { ...noc, responsibleUndertaking: { ...noc.responsibleUndertaking } };
    (tooLong.responsibleUndertaking as { organisationDetails: { name: string } }).organisationDetails = {
      ...noc.responsibleUndertaking?.organisationDetails,
      name: 'x'.repeat(256),
    } as never;
    for (const [name, payload] of [
      ['a name beyond its size', { payloadType: SAVE_SUBMIT, noc: tooLong, nocSectionsCompleted: {} }],
      [
        'an unknown section status',
        { payloadType: SAVE_SUBMIT, noc: {}, nocSectionsCompleted: { x: 'DONE' } },
      ],
      [
        'the edit task’s payload type',
        {
          payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_EDIT_PAYLOAD',
          noc: {},
          nocSectionsCompleted: {},
        },
      ],
      ['no notification', { payloadType: SAVE_SUBMIT }],
    ] as const) {
      const response = await act(
        OPERATOR,
        task.id,
        'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT',
        payload,
      );
      expect(response.statusCode, name).toBe(400);
      expect(response.body, name).toMatchObject({
        code: 'FORM1001',
        data: expect.arrayContaining([
          expect.objectContaining({ fieldName: expect.stringMatching(/^requestTaskActionPayload\./) }),
        ]),
      });
    }
    const [after] = await t.database.db.select().from(requestTasks).where(eq(requestTasks.id, task.id));
    expect(after?.payload).toEqual(before);
    expect(after?.version).toBe(task.version);
    // Not the assignee, or not a member: refused before anything is read.
    expect((await save(task.id, {}, {}, RESTRICTED_OPERATOR)).statusCode).toBe(403);
    expect((await save(task.id, {}, {}, OTHER_OPERATOR)).statusCode).toBe(403);
    expect((await save(task.id, {}, {}, REGULATOR)).statusCode).toBe(403);
  });

  it('saves against the version the form was opened on: a stale or concurrent save gets 409 and changes nothing', async () => {
    const task = submitTask();
    const { etag } = await taskInfo(OPERATOR, task.id);
    expect(etag).toBe(`"${task.version}"`);
    const first = readyNotification('ZERO_ENERGY');
    const saved = await save(task.id, first.noc, first.nocSectionsCompleted, OPERATOR, etag);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(204);
    expect(saved.etag).toBe(`"${task.version + 1}"`);

    const stale = await save(task.id, {}, {}, OPERATOR, etag);
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toMatchObject({ code: 'REQUEST_TASK_ACTION1002' });
    expect((await taskInfo(OPERATOR, task.id)).info.requestTask.payload.noc).toEqual(first.noc);

    // Two tabs saving the same version at once: one wins, the other is refused, nothing half-written.
    const both = await Promise.all([
      save(task.id, { ...first.noc, confirmations: undefined }, {}, OPERATOR, saved.etag),
      save(task.id, first.noc, first.nocSectionsCompleted, OPERATOR, saved.etag),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([204, 409]);
    const [after] = await t.database.db.select().from(requestTasks).where(eq(requestTasks.id, task.id));
    expect(after?.version).toBe(task.version + 2);
    const malformed = await save(task.id, {}, {}, OPERATOR, '"not-a-version"');
    expect(malformed.statusCode).toBe(400);
  });

  it('goes to a colleague for review and comes back, each step on the timeline, and only to a candidate', async () => {
    const oliviaId = await t.userId(OPERATOR);
    const rosaId = await t.userId(RESTRICTED_OPERATOR);
    // The demo notification Rosa is reviewing.
    const [edit] = await t.database.db.select().from(requestTasks).where(eq(requestTasks.type, EDIT));
    if (!edit) throw new Error('no demo notification in review');
    const requestId = edit.requestId;
    const editInfo = await taskInfo(RESTRICTED_OPERATOR, edit.id);
    expect(editInfo.info.allowedRequestTaskActions.sort()).toEqual([
      'NOTIFICATION_OF_COMPLIANCE_P3_RETURN_TO_SUBMIT',
      'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_EDIT',
      'NOTIFICATION_OF_COMPLIANCE_P3_UPLOAD_ATTACHMENT',
    ]);
    const [wait] = (await openTasksOf(requestId)).filter((task) => task.type === WAIT);
    expect(wait?.assignee).toBe(oliviaId);
    expect((await taskInfo(OPERATOR, wait?.id ?? 0)).info.allowedRequestTaskActions).toEqual([]);

    const reviewed = readyNotification('ESOS_ENERGY_ASSESSMENTS_95_TO_100');
    const edited = await act(
      RESTRICTED_OPERATOR,
      edit.id,
      'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_EDIT',
      {
        payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_EDIT_PAYLOAD',
        noc: reviewed.noc,
        nocSectionsCompleted: reviewed.nocSectionsCompleted,
      },
    );
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(204);
    // Olivia cannot act on Rosa's task.
    expect(
      (await act(OPERATOR, edit.id, 'NOTIFICATION_OF_COMPLIANCE_P3_RETURN_TO_SUBMIT', empty)).statusCode,
    ).toBe(403);
    const back = await act(
      RESTRICTED_OPERATOR,
      edit.id,
      'NOTIFICATION_OF_COMPLIANCE_P3_RETURN_TO_SUBMIT',
      empty,
    );
    expect(back.statusCode, JSON.stringify(back.body)).toBe(204);
    const afterReturn = await openTasksOf(requestId);
    expect(afterReturn.map((task) => [task.type, task.assignee])).toEqual([[SUBMIT, oliviaId]]);
    const resubmit = afterReturn[0];
    if (!resubmit) throw new Error('no submit task after the review');
    expect((await taskInfo(OPERATOR, resubmit.id)).info.requestTask.payload.noc).toEqual(reviewed.noc);
    expect((await timelineOf(requestId)).at(-1)).toMatchObject({
      type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RETURNED_TO_SUBMIT',
      submitterId: rosaId,
      payload: { noc: reviewed.noc },
    });

    // Sending it again: the candidates are the account's operators who may review, never the sender.
    const candidates = await call(
      OPERATOR,
      'GET',
      `/tasks-assignment/${resubmit.id}/candidate-assignees/${EDIT}`,
    );
    expect(candidates.statusCode).toBe(200);
    expect(candidates.json<{ id: string }[]>().map((candidate) => candidate.id)).toEqual([rosaId]);
    const sendTo = (supportingOperator: string) =>
      act(OPERATOR, resubmit.id, 'NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT', {
        payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT_PAYLOAD',
        supportingOperator,
      });
    for (const other of [oliviaId, await t.userId(OTHER_OPERATOR), await t.userId(REGULATOR)]) {
      const refused = await sendTo(other);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toMatchObject({ code: 'ITEM1000' });
    }
    expect((await sendTo('not-a-user')).body).toMatchObject({ code: 'FORM1001' });
    const mailsBefore = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, RESTRICTED_OPERATOR));
    const sent = await sendTo(rosaId);
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(204);
    const afterSend = await openTasksOf(requestId);
    expect(afterSend.map((task) => [task.type, task.assignee]).sort()).toEqual(
      [
        [EDIT, rosaId],
        [WAIT, oliviaId],
      ].sort(),
    );
    expect(await requestOf(requestId)).toMatchObject({ payload: { supportingOperator: rosaId } });
    expect((await timelineOf(requestId)).at(-1)).toMatchObject({
      type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SENT_TO_EDIT',
      submitterId: oliviaId,
      payload: { noc: reviewed.noc },
    });
    // Rosa is told a task is waiting for her.
    const mailsAfter = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, RESTRICTED_OPERATOR));
    expect(mailsAfter.length).toBe(mailsBefore.length + 1);
  });

  it('is returned to the operator by a regulator once submitted, and submitted again over its row', async () => {
    // One the category test submitted.
    const task = submittedByPath.get('PARTIAL_ENERGY_ASSESSMENTS');
    if (!task) throw new Error('the partial energy assessments notification was not submitted');
    const first = readyNotification('PARTIAL_ENERGY_ASSESSMENTS');
    const requestId = task.requestId;
    const related = `/requests/available-workflows/reporting/related-actions/${requestId}`;
    expect((await call(REGULATOR, 'GET', related)).json()).toMatchObject({
      RE_INITIATE_NOTIFICATION_OF_COMPLIANCE_P3: { valid: true },
    });
    const reInitiate = {
      requestCreateActionType: 'RE_INITIATE_NOTIFICATION_OF_COMPLIANCE_P3',
      requestCreateActionPayload: { payloadType: 'REPORT_RELATED_REQUEST_CREATE_ACTION_PAYLOAD', requestId },
    };
    const url = `/requests?accountId=${task.accountId}`;
    for (const email of [OPERATOR, READ_ONLY_REGULATOR]) {
      expect((await call(email, 'POST', url, reInitiate)).statusCode, email).toBe(403);
    }
    // The reason is optional for the reference's clients, but bounded and not blank when given.
    const withReason = (reason: string) => ({
      ...reInitiate,
      requestCreateActionPayload: { ...reInitiate.requestCreateActionPayload, reason },
    });
    for (const reason of ['   ', 'x'.repeat(10_001)]) {
      const refused = await call(REGULATOR, 'POST', url, withReason(reason));
      expect(refused.statusCode, reason.slice(0, 5)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'FORM1001' });
    }
    expect(await requestOf(requestId)).toMatchObject({ status: 'COMPLETED' });
    const returned = await call(REGULATOR, 'POST', url, withReason(' Check the energy figures.\n '));
    expect(returned.statusCode, JSON.stringify(returned.json())).toBe(200);
    expect(returned.json()).toEqual({ requestId });
    expect(await requestOf(requestId)).toMatchObject({ status: 'IN_PROGRESS' });
    const event = (await timelineOf(requestId)).at(-1);
    expect(event).toMatchObject({
      type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RE_INITIATED',
      payload: { payloadType: 'RE_INITIATED_PAYLOAD', reason: 'Check the energy figures.' },
    });
    // The operator reads it on the timeline.
    const shown = await call(OPERATOR, 'GET', `/request-actions/${event?.id ?? 0}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      payload: { payloadType: 'RE_INITIATED_PAYLOAD', reason: 'Check the energy figures.' },
    });
    const [again] = await openTasksOf(requestId);
    expect(again).toMatchObject({ type: SUBMIT, assignee: await t.userId(OPERATOR) });
    // The regulator's workflow page can say who has it now; an operator is not told this way.
    const [holder] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, await t.userId(OPERATOR)));
    expect((await call(REGULATOR, 'GET', `/requests/${requestId}`)).json()).toMatchObject({
      requestStatus: 'IN_PROGRESS',
      operatorTasks: [{ taskType: SUBMIT, assigneeFullName: `${holder?.firstName} ${holder?.lastName}` }],
    });
    expect((await call(OPERATOR, 'GET', `/requests/${requestId}`)).json()).not.toHaveProperty(
      'operatorTasks',
    );
    expect((await taskInfo(OPERATOR, again?.id ?? 0)).info.requestTask.payload.noc).toEqual(first.noc);
    // The MI report keeps the earlier submission until the next one.
    expect((await submittedRow(requestId))?.data).toEqual(first.noc);
    // Running again, it cannot be re-initiated: the refusal names it, and not the (LIVE) account's status.
    const twice = await call(REGULATOR, 'POST', url, reInitiate);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      code: 'REQUEST_CREATE_ACTION1000',
      message: 'Request create action not allowed',
      security: true,
      data: [{ valid: false, requests: ['NOTIFICATION_OF_COMPLIANCE_P3'] }],
    });

    const second = readyNotification('ZERO_ENERGY');
    expect((await save(again?.id ?? 0, second.noc, second.nocSectionsCompleted)).statusCode).toBe(204);
    expect((await submit(again?.id ?? 0)).statusCode).toBe(204);
    expect((await submittedRow(requestId))?.data).toEqual(second.noc);
    const rows = await t.database.db
      .select()
      .from(submittedReports)
      .where(inArray(submittedReports.id, [requestId]));
    expect(rows).toHaveLength(1);
  });
});

describe('notification of compliance outside its windows', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    // Started long ago; the submit window closed yesterday in this configuration.
    t = await createTestApp({ WORKFLOW_VALIDITY_WINDOWS: windows('2000-01-01', '2000-12-31', '2000-12-31') });
    call = caller(t);
  });
  afterAll(async () => t.close());

  it('refuses a valid notification at submit with NOC1002, before any other check, and changes nothing', async () => {
    const [task] = await t.database.db
      .select()
      .from(requestTasks)
      .where(and(eq(requestTasks.type, SUBMIT), eq(requestTasks.assignee, await t.userId(OPERATOR))))
      .limit(1);
    if (!task) throw new Error('no demo notification task');
    const ready = readyNotification('ISO_50001_COVERING_ENERGY_USAGE');
    const saved = await call(OPERATOR, 'POST', '/tasks/actions', {
      requestTaskId: task.id,
      requestTaskActionType: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT',
      requestTaskActionPayload: { payloadType: SAVE_SUBMIT, ...ready },
    });
    expect(saved.statusCode).toBe(204);
    const refused = await call(OPERATOR, 'POST', '/tasks/actions', {
      requestTaskId: task.id,
      requestTaskActionType: 'NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION',
      requestTaskActionPayload: empty,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'NOC1002', message: 'Invalid Submission Date' });
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, task.requestId));
    expect(request?.status).toBe('IN_PROGRESS');
    // Nor can a new one be started: the available workflows say so.
    const [free] = await t.database.db
      .select({ accountId: authorities.accountId })
      .from(authorities)
      .where(
        and(
          eq(authorities.userId, await t.userId(OPERATOR)),
          eq(authorities.code, 'operator_admin'),
          notInArray(
            authorities.accountId,
            t.database.db
              .select({ accountId: requests.accountId })
              .from(requests)
              .where(eq(requests.type, NOC)),
          ),
        ),
      )
      .limit(1);
    const available = await call(OPERATOR, 'GET', `/requests/available-workflows/permit/${free?.accountId}`);
    expect(available.json()).toMatchObject({ [NOC]: { valid: false } });
    const start = await call(OPERATOR, 'POST', `/requests?accountId=${free?.accountId}`, startNotification);
    expect(start.json()).toMatchObject({ code: 'REQUEST_CREATE_ACTION1000' });
  });
});

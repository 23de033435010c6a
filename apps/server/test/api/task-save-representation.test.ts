import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTasks, requestTaskVisits } from '../../src/platform/db/schema';
import type { TaskRow } from '../../src/workflow/definition';
import { completeNotification } from '../../src/workflow/notification-of-compliance-p3/examples/complete-notifications';
import { readyNotification } from '../../src/workflow/notification-of-compliance-p3/examples/partial-notifications';
import { cleanUpNotification } from '../../src/workflow/notification-of-compliance-p3/rules';
import { createTestApp, type TestApp } from '../support/test-app';
import { OPERATOR, OTHER_OPERATOR, REGULATOR, RESTRICTED_OPERATOR } from './workflow-helpers';

const NOC = 'NOTIFICATION_OF_COMPLIANCE_P3';
const SAVE = 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT';
const SAVE_PAYLOAD = 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD';
const PREFER = { prefer: 'return=representation' };

// A save that asks for it answers the saved task (one round trip per Continue, issue 36 point 5).
describe('POST /tasks/actions with Prefer: return=representation', () => {
  let t: TestApp;
  let tasks: TaskRow[];
  const nextTask = () => {
    const task = tasks.shift();
    if (!task) throw new Error('no demo notification task left');
    return task;
  };

  const post = async (email: string, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1.0/tasks/actions',
      headers: { authorization: `Bearer ${await t.tokenFor(email)}`, ...headers },
      payload: body,
    });
  const save = (taskId: number, noc: unknown, completed: unknown = {}) => ({
    requestTaskId: taskId,
    requestTaskActionType: SAVE,
    requestTaskActionPayload: { payloadType: SAVE_PAYLOAD, noc, nocSectionsCompleted: completed },
  });
  const get = async (taskId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1.0/tasks/${taskId}`,
      headers: { authorization: `Bearer ${await t.tokenFor(OPERATOR)}` },
    });

  beforeAll(async () => {
    t = await createTestApp({
      WORKFLOW_VALIDITY_WINDOWS: JSON.stringify({
        [NOC]: {
          initiateStart: '2000-01-01',
          initiateEnd: '2099-12-31',
          submitStart: '2000-01-01',
          submitEnd: '2099-12-31',
        },
      }),
    });
    tasks = await t.database.db
      .select()
      .from(requestTasks)
      .where(
        and(
          eq(requestTasks.type, 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT'),
          eq(requestTasks.assignee, await t.userId(OPERATOR)),
        ),
      )
      .orderBy(asc(requestTasks.id));
  });
  afterAll(async () => t.close());

  it('answers 200 with the task as a following GET shows it, answers cleaned up, and its ETag', async () => {
    const task = nextTask();
    // An ISO 50001 notification holding a lead assessor, which its category rules out: the save drops it.
    const sent = { ...completeNotification('ISO_50001_COVERING_ENERGY_USAGE') };
    sent.leadAssessor = completeNotification('ESOS_ENERGY_ASSESSMENTS_95_TO_100').leadAssessor;
    const cleaned = cleanUpNotification({ noc: sent, nocSectionsCompleted: {} }).noc;
    expect(cleaned).not.toEqual(sent);

    const saved = await post(OPERATOR, save(task.id, sent), { ...PREFER, 'if-match': `"${task.version}"` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['preference-applied']).toBe('return=representation');
    expect(saved.headers.etag).toBe(`"${task.version + 1}"`);
    const after = await get(task.id);
    expect(saved.json()).toEqual(after.json());
    expect(saved.headers.etag).toBe(after.headers.etag);
    expect(saved.json<{ requestTask: { payload: { noc: unknown } } }>().requestTask.payload.noc).toEqual(
      cleaned,
    );

    // Among other preferences, in any case; the tag it answered is the one the next save sends.
    const again = await post(OPERATOR, save(task.id, cleaned), {
      prefer: 'respond-async, RETURN=Representation; x=1',
      'if-match': String(saved.headers.etag),
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(`"${task.version + 2}"`);
  });

  it('answers the task unasked when the save did not keep every answer it was sent (issue 37)', async () => {
    const task = nextTask();
    const sent = { ...completeNotification('ISO_50001_COVERING_ENERGY_USAGE') };
    sent.leadAssessor = completeNotification('ESOS_ENERGY_ASSESSMENTS_95_TO_100').leadAssessor;
    const cleaned = cleanUpNotification({ noc: sent, nocSectionsCompleted: {} }).noc;

    const saved = await post(OPERATOR, save(task.id, sent), { 'if-match': `"${task.version}"` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['preference-applied']).toBeUndefined();
    expect(saved.headers.etag).toBe(`"${task.version + 1}"`);
    expect(saved.json()).toEqual((await get(task.id)).json());
    expect(saved.json<{ requestTask: { payload: { noc: unknown } } }>().requestTask.payload.noc).toEqual(
      cleaned,
    );
    // What was kept, sent again with answers left empty (null, an empty list), loses nothing: 204.
    const again = await post(
      OPERATOR,
      save(task.id, { ...cleaned, leadAssessor: null, confirmations: null }),
    );
    expect(again.statusCode, again.body).toBe(204);
  });

  // The answer is built from the save's own transaction (issue 36: no read after it), and still visits the
  // task as GET /tasks/{id} does, clearing the dashboard's "New"; a save answered 204 does not.
  it('records the assignee’s visit when it answers the task, as GET does, and not when it answers 204', async () => {
    const task = nextTask();
    const operatorId = await t.userId(OPERATOR);
    const visits = async () =>
      t.database.db
        .select()
        .from(requestTaskVisits)
        .where(and(eq(requestTaskVisits.taskId, task.id), eq(requestTaskVisits.userId, operatorId)));
    await t.database.db.delete(requestTaskVisits).where(eq(requestTaskVisits.taskId, task.id));
    const ready = readyNotification('ZERO_ENERGY');
    const body = save(task.id, ready.noc, ready.nocSectionsCompleted);
    expect((await post(OPERATOR, body)).statusCode).toBe(204);
    expect(await visits()).toHaveLength(0);
    const saved = await post(OPERATOR, body, PREFER);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await visits()).toHaveLength(1);
    expect(saved.headers.etag).toBe(`"${task.version + 2}"`);
  });

  it('answers 204 as the reference does without it, for another preference, and for an action that closes the task', async () => {
    const task = nextTask();
    const ready = readyNotification('ZERO_ENERGY');
    const variants: Record<string, string>[] = [{}, { prefer: 'return=minimal' }];
    for (const headers of variants) {
      const saved = await post(OPERATOR, save(task.id, ready.noc, ready.nocSectionsCompleted), headers);
      expect(saved.statusCode).toBe(204);
      expect(saved.body).toBe('');
      expect(saved.headers['preference-applied']).toBeUndefined();
      expect(saved.headers.etag).toEqual(expect.stringMatching(/^"\d+"$/));
    }
    const submitted = await post(
      OPERATOR,
      {
        requestTaskId: task.id,
        requestTaskActionType: 'NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION',
        requestTaskActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
      },
      PREFER,
    );
    expect(submitted.statusCode, submitted.body).toBe(204);
    expect(submitted.headers['preference-applied']).toBeUndefined();
  });

  it('checks access, then the version, before anything: no task is shown to whoever may not save it', async () => {
    const task = nextTask();
    const [before] = await t.database.db.select().from(requestTasks).where(eq(requestTasks.id, task.id));
    for (const outsider of [RESTRICTED_OPERATOR, OTHER_OPERATOR, REGULATOR]) {
      // Malformed answers too: refused for access before the payload is read.
      for (const noc of [{}, { responsibleUndertaking: 'not an object' }]) {
        const refused = await post(outsider, save(task.id, noc), PREFER);
        expect(refused.statusCode, outsider).toBe(403);
        expect(refused.json(), outsider).not.toHaveProperty('requestTask');
        expect(refused.headers.etag).toBeUndefined();
      }
    }
    const stale = await post(OPERATOR, save(task.id, {}), { ...PREFER, 'if-match': '"999999"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'REQUEST_TASK_ACTION1002' });
    const [after] = await t.database.db.select().from(requestTasks).where(eq(requestTasks.id, task.id));
    expect(after).toEqual(before);
  });

  it('bounds the header', async () => {
    const task = nextTask();
    const long = await post(OPERATOR, save(task.id, {}), { prefer: `${'x'.repeat(300)}` });
    expect(long.statusCode).toBe(400);
  });
});

import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests, requestTasks } from '../../src/platform/db/schema';
import { submittedReports } from '../../src/workflow/reports/records';
import { formatProblems } from '../../src/workflow/reports/checked-at-submit';
import type { TaskRow } from '../../src/workflow/definition';
import {
  categoryPaths,
  completeNotification,
} from '../../src/workflow/notification-of-compliance-p3/examples/complete-notifications';
import {
  nocP3Schema,
  nocSectionKeys,
  nocSectionsCompletedSchema,
  nocSubmitTaskPayloadSchema,
  type NocP3,
} from '../../src/workflow/notification-of-compliance-p3/payload';
import { arbitraryOf } from '../support/json-schema-arbitrary';
import { createTestApp, type TestApp } from '../support/test-app';
import { OPERATOR, REGULATOR } from './workflow-helpers';

const SAVE = 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT';
const SAVE_PAYLOAD = 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD';
// A fixed seed (PROPERTY_SEED to try others): the share of accepted saves asserted below is a property of the
// generated sample, so an unseeded run could fall on the threshold by chance.
const seed = Number(process.env.PROPERTY_SEED ?? 20261124);
const runs = { numRuns: 60, seed };

const drafts = arbitraryOf(nocP3Schema);
const statuses = arbitraryOf(nocSectionsCompletedSchema);
/** A finished notification with one section replaced by a random draft of it, or by anything. */
const nearlyComplete = fc
  .tuple(
    fc.constantFrom(...categoryPaths),
    fc.oneof(drafts, fc.dictionary(fc.constantFrom(...nocSectionKeys), fc.jsonValue())),
    fc.constantFrom(...nocSectionKeys),
  )
  .map(([path, draft, key]) => ({ ...completeNotification(path), [key]: (draft as NocP3)[key] }));
const junk = fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...nocSectionKeys), fc.jsonValue()));

/**
 * Random notifications through the API: a save or a submit never answers 5xx, a refused save stores
 * nothing, and whatever a task holds afterwards is a payload its schema accepts.
 */
describe('notification of compliance: random payloads over the API', () => {
  let t: TestApp;
  let task: TaskRow;
  let token: string;

  const act = async (type: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1.0/tasks/actions',
      headers: { authorization: `Bearer ${token}` },
      payload: { requestTaskId: task.id, requestTaskActionType: type, requestTaskActionPayload: payload },
    });
  /** A regulator returns the submitted notification, so the next run has a task again. */
  const reopen = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1.0/requests?accountId=${task.accountId}`,
      headers: { authorization: `Bearer ${await t.tokenFor(REGULATOR)}` },
      payload: {
        requestCreateActionType: 'RE_INITIATE_NOTIFICATION_OF_COMPLIANCE_P3',
        requestCreateActionPayload: {
          payloadType: 'REPORT_RELATED_REQUEST_CREATE_ACTION_PAYLOAD',
          requestId: task.requestId,
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [next] = await t.database.db
      .select()
      .from(requestTasks)
      .where(eq(requestTasks.requestId, task.requestId));
    if (!next) throw new Error('no task after the re-initiation');
    task = next;
  };
  const stored = async () => {
    const [row] = await t.database.db.select().from(requestTasks).where(eq(requestTasks.id, task.id));
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp({
      WORKFLOW_VALIDITY_WINDOWS: JSON.stringify({
        NOTIFICATION_OF_COMPLIANCE_P3: {
          initiateStart: '2000-01-01',
          initiateEnd: '2099-12-31',
          submitStart: '2000-01-01',
          submitEnd: '2099-12-31',
        },
      }),
    });
    token = await t.tokenFor(OPERATOR);
    const [first] = await t.database.db
      .select()
      .from(requestTasks)
      .where(
        and(
          eq(requestTasks.type, 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT'),
          eq(requestTasks.assignee, await t.userId(OPERATOR)),
        ),
      )
      .orderBy(asc(requestTasks.id))
      .limit(1);
    if (!first) throw new Error('no demo notification task');
    task = first;
  });
  afterAll(async () => t.close());

  it('saves: never a 5xx, a refusal changes nothing, and the task always holds a valid payload', async () => {
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(drafts, nearlyComplete, junk),
        fc.oneof(statuses, fc.jsonValue()),
        async (noc, sectionStatuses) => {
          const before = await stored();
          const response = await act(SAVE, {
            payloadType: SAVE_PAYLOAD,
            noc,
            nocSectionsCompleted: sectionStatuses,
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          const after = await stored();
          if (response.statusCode === 204 || response.statusCode === 200) {
            saved += 1;
            expect(after?.version).toBe((before?.version ?? 0) + 1);
            // A save that cleaned answers away says what it kept: the task as stored (issue 37).
            if (response.statusCode === 200) {
              const answer = response.json<{ requestTask: { payload: { noc: unknown } } }>();
              expect(answer.requestTask.payload.noc).toEqual((after?.payload as { noc: unknown }).noc);
            }
          } else {
            expect(response.json()).toMatchObject({ code: 'FORM1001' });
            expect(after?.payload).toEqual(before?.payload);
            expect(after?.version).toBe(before?.version);
          }
          expect(nocSubmitTaskPayloadSchema.safeParse(after?.payload).error).toBeUndefined();
        },
      ),
      runs,
    );
    // The generators reach the accepting side as well as the refusing one.
    expect(saved).toBeGreaterThan(runs.numRuns / 4);
  });

  it('submits: never a 5xx; a refusal is NOC1001 (FORM1001/FORM1002 for the reporting obligation) and stores nothing; an acceptance is stored valid', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(drafts, nearlyComplete), async (noc) => {
        const saved = await act(SAVE, { payloadType: SAVE_PAYLOAD, noc, nocSectionsCompleted: {} });
        fc.pre(saved.statusCode === 204 || saved.statusCode === 200);
        const [request] = await t.database.db.select().from(requests).where(eq(requests.id, task.requestId));
        expect(request?.status).toBe('IN_PROGRESS');
        const submitted = () =>
          t.database.db.select().from(submittedReports).where(eq(submittedReports.id, task.requestId));
        const before = await submitted();
        const response = await act('NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION', {
          payloadType: 'EMPTY_PAYLOAD',
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        const rows = await submitted();
        if (response.statusCode === 204) {
          // A random notification that passes every check: it is kept as the schema says.
          expect(rows).toHaveLength(1);
          expect(nocP3Schema.safeParse(rows[0]?.data).error).toBeUndefined();
          // Nothing a save kept for the submit to judge (digits, decimal places, formats) got through.
          expect(formatProblems(nocP3Schema, rows[0]?.data)).toEqual([]);
          await reopen();
          return;
        }
        expect(['NOC1001', 'FORM1001', 'FORM1002']).toContain(response.json<{ code: string }>().code);
        // Nothing stored: an earlier submission (before a re-initiation) stays as it was.
        expect(rows).toEqual(before);
      }),
      { numRuns: 40, seed },
    );
  });
});

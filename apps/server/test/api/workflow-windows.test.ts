import { and, eq, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, authorities, requests, requestTasks } from '../../src/platform/db/schema';
import { actionPlanP3 } from '../../src/workflow/action-plan-p3/definition';
import { defineAction, defineRequestType, type StartDefinition } from '../../src/workflow/definition';
import { requestTypeDefinitions } from '../../src/workflow/registry';
import { requestIdOf } from '../../src/workflow/request-ids';
import { emptyTaskActionPayloadSchema } from '../../src/workflow/shared-payloads';
import { createTestApp, type TestApp } from '../support/test-app';
import { caller, OPERATOR, REGULATOR, RESTRICTED_OPERATOR } from './workflow-helpers';

const SUBMIT = 'ACTION_PLAN_P3_APPLICATION_SUBMIT';
const reInitiation = actionPlanP3.reInitiate as StartDefinition;

/**
 * The engine's window and re-initiation rules, run on the registered action plan given small handlers
 * (its own submit needs a complete plan, tested in action-plan.test.ts): starting creates the submit
 * task for its creator, submitting completes the request, re-initiating reopens it.
 */
const startableActionPlan = defineRequestType({
  ...actionPlanP3,
  create: {
    ...actionPlanP3.create,
    async start(step, { account }) {
      if (!account) throw new Error('an action plan needs an account');
      const request = await step.createRequest({
        id: requestIdOf(actionPlanP3.idFormat, account.id),
        type: 'ACTION_PLAN_P3',
        accountId: account.id,
        competentAuthority: account.competentAuthority,
        payload: { operatorAssignee: step.actor.userId },
      });
      await step.createTask(request, SUBMIT, {});
      return request.id;
    },
  },
  reInitiate: {
    ...reInitiation,
    async start(step, { request }) {
      if (!request) throw new Error('a re-initiation has a target');
      await step.reopenRequest(request);
      await step.recordAction(request, 'ACTION_PLAN_P3_APPLICATION_RE_INITIATED', null);
      await step.createTask(request, SUBMIT, {});
      return request.id;
    },
  },
  tasks: {
    [SUBMIT]: {
      ...actionPlanP3.tasks[SUBMIT]!,
      actions: {
        ACTION_PLAN_P3_SUBMIT_APPLICATION: defineAction({
          payloadSchema: emptyTaskActionPayloadSchema,
          async handle(step, { request, task }) {
            await step.completeTask(task);
            await step.endRequest(request, 'COMPLETED');
          },
        }),
      },
    },
  },
});
const workflows = requestTypeDefinitions.map((definition) =>
  definition.type === 'ACTION_PLAN_P3' ? startableActionPlan : definition,
);

const windowOf = (start: string, end: string) =>
  JSON.stringify({
    ACTION_PLAN_P3: { initiateStart: start, initiateEnd: end, submitStart: start, submitEnd: end },
  });
const startActionPlan = {
  requestCreateActionType: 'ACTION_PLAN_P3',
  requestCreateActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
};

/** One of Olivia's demo accounts with no action plan yet (the first three have one). */
async function accountWithoutActionPlan(t: TestApp): Promise<number> {
  const withPlan = t.database.db
    .select({ accountId: requests.accountId })
    .from(requests)
    .where(eq(requests.type, 'ACTION_PLAN_P3'));
  const [row] = await t.database.db
    .select({ accountId: authorities.accountId })
    .from(authorities)
    .where(
      and(
        eq(authorities.userId, await t.userId(OPERATOR)),
        eq(authorities.code, 'operator_admin'),
        notInArray(authorities.accountId, withPlan),
      ),
    )
    .orderBy(authorities.accountId)
    .limit(1);
  if (!row?.accountId) throw new Error('no demo account without an action plan');
  return row.accountId;
}

describe('validity windows and re-initiation', () => {
  describe('with the initiate window closed by configuration', () => {
    let t: TestApp;
    let call: ReturnType<typeof caller>;
    let accountId: number;

    beforeAll(async () => {
      t = await createTestApp(
        { WORKFLOW_VALIDITY_WINDOWS: windowOf('2020-01-01', '2020-12-31') },
        undefined,
        {
          workflows,
        },
      );
      call = caller(t);
      accountId = await accountWithoutActionPlan(t);
    });
    afterAll(async () => t.close());

    it('says the report cannot be started, and refuses to start it', async () => {
      const available = await call(OPERATOR, 'GET', `/requests/available-workflows/permit/${accountId}`);
      expect(available.statusCode).toBe(200);
      // The account is LIVE: its status is not the reason, so it is not given (as the reference).
      const closed = { valid: false };
      expect(available.json<Record<string, unknown>>().ACTION_PLAN_P3).toEqual(closed);
      // The account's notification is started already: that one is refused for its own reason.
      expect(available.json<Record<string, unknown>>().NOTIFICATION_OF_COMPLIANCE_P3).toEqual({
        ...closed,
        requests: ['NOTIFICATION_OF_COMPLIANCE_P3'],
      });

      const refused = await call(OPERATOR, 'POST', `/requests?accountId=${accountId}`, startActionPlan);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'REQUEST_CREATE_ACTION1000', data: [closed] });
      const created = await t.database.db
        .select()
        .from(requests)
        .where(and(eq(requests.accountId, accountId), eq(requests.type, 'ACTION_PLAN_P3')));
      expect(created).toEqual([]);
    });
  });

  describe('with the initiate window open', () => {
    let t: TestApp;
    let call: ReturnType<typeof caller>;
    let accountId: number;

    beforeAll(async () => {
      t = await createTestApp(
        { WORKFLOW_VALIDITY_WINDOWS: windowOf('2000-01-01', '2099-12-31') },
        undefined,
        {
          workflows,
        },
      );
      call = caller(t);
      accountId = await accountWithoutActionPlan(t);
    });
    afterAll(async () => t.close());

    it('starts the report for a holder of its create permission, and re-initiates only a completed one', async () => {
      const available = await call(OPERATOR, 'GET', `/requests/available-workflows/permit/${accountId}`);
      expect(available.json()).toMatchObject({ ACTION_PLAN_P3: { valid: true } });
      const restricted = await call(
        RESTRICTED_OPERATOR,
        'POST',
        `/requests?accountId=${accountId}`,
        startActionPlan,
      );
      expect(restricted.statusCode).toBe(403);

      const started = await call(OPERATOR, 'POST', `/requests?accountId=${accountId}`, startActionPlan);
      expect(started.statusCode, JSON.stringify(started.json())).toBe(200);
      const { requestId } = started.json<{ requestId: string }>();
      expect(requestId).toBe(`AP${String(accountId).padStart(6, '0')}-P3`);

      // While it runs, the regulator may not re-initiate it.
      const related = `/requests/available-workflows/reporting/related-actions/${requestId}`;
      expect((await call(REGULATOR, 'GET', related)).json()).toEqual({
        RE_INITIATE_ACTION_PLAN_P3: { valid: false, requests: ['ACTION_PLAN_P3'] },
      });
      const reInitiate = {
        requestCreateActionType: 'RE_INITIATE_ACTION_PLAN_P3',
        requestCreateActionPayload: {
          payloadType: 'REPORT_RELATED_REQUEST_CREATE_ACTION_PAYLOAD',
          requestId,
        },
      };
      const early = await call(REGULATOR, 'POST', `/requests?accountId=${accountId}`, reInitiate);
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({
        code: 'REQUEST_CREATE_ACTION1000',
        message: 'Request create action not allowed',
        security: true,
        data: [{ valid: false, requests: ['ACTION_PLAN_P3'] }],
      });

      const [task] = await t.database.db
        .select()
        .from(requestTasks)
        .where(eq(requestTasks.requestId, requestId));
      const submitted = await call(OPERATOR, 'POST', '/tasks/actions', {
        requestTaskId: task?.id,
        requestTaskActionType: 'ACTION_PLAN_P3_SUBMIT_APPLICATION',
        requestTaskActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
      });
      expect(submitted.statusCode).toBe(204);

      expect((await call(REGULATOR, 'GET', related)).json()).toEqual({
        RE_INITIATE_ACTION_PLAN_P3: { valid: true },
      });
      // Operators may not re-initiate; the target must be on the account the call names.
      expect((await call(OPERATOR, 'POST', `/requests?accountId=${accountId}`, reInitiate)).statusCode).toBe(
        403,
      );
      const [elsewhere] = await t.database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.status, 'LIVE'),
            eq(accounts.competentAuthority, 'ENGLAND'),
            ne(accounts.id, accountId),
          ),
        )
        .limit(1);
      const wrongAccount = await call(REGULATOR, 'POST', `/requests?accountId=${elsewhere?.id}`, reInitiate);
      expect(wrongAccount.json()).toMatchObject({ code: 'REQUEST_CREATE_ACTION1000' });

      const again = await call(REGULATOR, 'POST', `/requests?accountId=${accountId}`, reInitiate);
      expect(again.statusCode, JSON.stringify(again.json())).toBe(200);
      expect(again.json()).toEqual({ requestId });
      const [reopened] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
      expect(reopened).toMatchObject({ status: 'IN_PROGRESS', endDate: null });
      expect(
        await t.database.db.select().from(requestTasks).where(eq(requestTasks.requestId, requestId)),
      ).toHaveLength(1);
    });

    it('still refuses the reports whose workflows are not built', async () => {
      const notBuilt = await call(OPERATOR, 'POST', `/requests?accountId=${accountId}`, {
        requestCreateActionType: 'NOTIFICATION_OF_COMPLIANCE_P3',
        requestCreateActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
      });
      expect(notBuilt.statusCode).toBe(400);
      expect(notBuilt.json()).toMatchObject({ code: 'REQUEST_CREATE_ACTION1000', data: [{ valid: false }] });
    });
  });
});

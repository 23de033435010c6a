import { and, eq, inArray, like, ne } from 'drizzle-orm';
import { accounts, authorities, requests, requestTasks, users } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import {
  defineAction,
  defineRequestType,
  type AccountRow,
  type RequestRow,
  type WorkflowStep,
} from '../definition';
import { requestIdOf } from '../request-ids';
import { emptyCreatePayloadSchema, emptyTaskActionPayloadSchema } from '../shared-payloads';
import { accountClosedMail } from './emails';
import {
  accountClosureSubmittedPayloadSchema,
  accountClosureTaskPayloadSchema,
  saveClosurePayloadSchema,
  type ClosureTaskPayload,
} from './payloads';

const SUBMIT = 'ACCOUNT_CLOSURE_SUBMIT';
const idFormat = { prefix: 'ACL', suffix: '' };

/** ACL000042; a later closure of the same account (after a cancelled one) gets ACL000042-2, -3, ... */
async function nextClosureId(step: WorkflowStep, accountId: number): Promise<string> {
  const base = requestIdOf(idFormat, accountId);
  const taken = await step.tx
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.accountId, accountId), like(requests.id, `${base}%`)));
  return taken.length === 0 ? base : `${base}-${taken.length + 1}`;
}

/** Every other request still running on the account ends as TERMINATED, its tasks removed. */
async function terminateOtherRequests(step: WorkflowStep, closure: RequestRow): Promise<void> {
  if (closure.accountId === null) return;
  const running = await step.tx
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.accountId, closure.accountId),
        eq(requests.status, 'IN_PROGRESS'),
        ne(requests.id, closure.id),
      ),
    );
  for (const request of running) {
    const tasks = await step.tx
      .select({ id: requestTasks.id })
      .from(requestTasks)
      .where(eq(requestTasks.requestId, request.id));
    for (const task of tasks) await step.deleteTask(task);
    await step.recordAction(request, 'REQUEST_TERMINATED', null, { bySystem: true });
    await step.endRequest(request, 'TERMINATED');
  }
}

/** Every operator user of the account is told it is closed, and why. */
async function mailOperators(step: WorkflowStep, account: AccountRow, reason: string): Promise<void> {
  const people = await step.tx
    .selectDistinct({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(authorities)
    .innerJoin(users, eq(users.id, authorities.userId))
    .where(
      and(
        eq(authorities.accountId, account.id),
        inArray(authorities.status, ['ACTIVE', 'ACCEPTED', 'DISABLED']),
      ),
    );
  for (const person of people) await step.mail(accountClosedMail(person, account, reason));
}

/**
 * Closing an account (regulators): one task with the reason; submitting closes the account, ends every
 * other running workflow on it and tells its operators.
 */
export const accountClosure = defineRequestType({
  type: 'ACCOUNT_CLOSURE',
  category: 'PERMIT',
  idFormat,
  holdHistory: true,
  needsAccount: true,
  permissions: {
    regulatorGroup: { name: 'ACCOUNT_CLOSURE', levels: { EXECUTE: ['PERM_ACCOUNT_CLOSURE_SUBMIT'] } },
  },
  create: {
    actionType: 'ACCOUNT_CLOSURE',
    roleType: 'REGULATOR',
    permission: 'PERM_ACCOUNT_CLOSURE_SUBMIT',
    accountStatuses: ['LIVE'],
    payloadSchema: emptyCreatePayloadSchema,

    /** One closure at a time. */
    async checkOtherRequests(executor, { account }) {
      const [running] = await executor
        .select({ id: requests.id })
        .from(requests)
        .where(
          and(
            eq(requests.accountId, account.id),
            eq(requests.type, 'ACCOUNT_CLOSURE'),
            eq(requests.status, 'IN_PROGRESS'),
          ),
        );
      return running ? { valid: false, requests: ['ACCOUNT_CLOSURE'] } : { valid: true };
    },

    async start(step, { account }) {
      if (!account) throw new Error('account closure needs an account');
      const request = await step.createRequest({
        id: await nextClosureId(step, account.id),
        type: 'ACCOUNT_CLOSURE',
        accountId: account.id,
        competentAuthority: account.competentAuthority,
        payload: { regulatorAssignee: step.actor.userId },
      });
      await step.createTask(request, SUBMIT, { payloadType: 'ACCOUNT_CLOSURE_APPLICATION_SUBMIT_PAYLOAD' });
      return request.id;
    },
  },

  tasks: {
    [SUBMIT]: {
      displayName: 'Close account',
      roleType: 'REGULATOR',
      viewPermission: 'PERM_ACCOUNT_CLOSURE_SUBMIT',
      executePermission: 'PERM_ACCOUNT_CLOSURE_SUBMIT',
      assignable: true,
      payloadSchema: accountClosureTaskPayloadSchema,
      actions: {
        ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT: defineAction({
          payloadSchema: saveClosurePayloadSchema,
          savesTaskPayloadOnly: true,
          async handle(step, { task, payload }) {
            const saved: ClosureTaskPayload = {
              payloadType: 'ACCOUNT_CLOSURE_APPLICATION_SUBMIT_PAYLOAD',
              accountClosure: { reason: payload.accountClosure.reason },
            };
            await step.saveTaskPayload(task, { ...saved });
          },
        }),
        ACCOUNT_CLOSURE_SUBMIT_APPLICATION: defineAction({
          payloadSchema: emptyTaskActionPayloadSchema,
          async handle(step, { request, task }) {
            const reason = (task.payload as ClosureTaskPayload | null)?.accountClosure?.reason?.trim();
            if (!reason) throw new ApiError('ACL1001');
            const account = await step.lockAccount(request);
            if (account.status !== 'LIVE') throw new ApiError('ACCOUNT1009');
            await step.tx.update(accounts).set({ status: 'CLOSED' }).where(eq(accounts.id, account.id));
            await step.recordAction(request, 'ACCOUNT_CLOSURE_APPLICATION_SUBMITTED', {
              payloadType: 'ACCOUNT_CLOSURE_APPLICATION_SUBMITTED_PAYLOAD',
              accountClosure: { reason },
              submitDate: step.now.toISOString(),
            });
            await step.completeTask(task);
            await step.endRequest(request, 'COMPLETED');
            await terminateOtherRequests(step, request);
            await mailOperators(step, account, reason);
          },
        }),
        ACCOUNT_CLOSURE_CANCEL_APPLICATION: defineAction({
          payloadSchema: emptyTaskActionPayloadSchema,
          async handle(step, { request, task }) {
            await step.deleteTask(task);
            await step.recordAction(request, 'ACCOUNT_CLOSURE_APPLICATION_CANCELLED', null);
            await step.endRequest(request, 'CANCELLED');
          },
        }),
      },
    },
  },

  requestActions: {
    ACCOUNT_CLOSURE_APPLICATION_SUBMITTED: { payloadSchema: accountClosureSubmittedPayloadSchema },
    ACCOUNT_CLOSURE_APPLICATION_CANCELLED: {},
    // Recorded by the closure on every other request it ends; verifiers see these too.
    REQUEST_TERMINATED: { visibleToVerifiers: true },
  },
});

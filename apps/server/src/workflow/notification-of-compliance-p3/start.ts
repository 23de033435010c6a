import { reInitiatedPayload } from '../shared-payloads';
import { and, eq } from 'drizzle-orm';
import { requests } from '../../platform/db/schema';
import type { StartDefinition } from '../definition';
import { requestIdOf } from '../request-ids';
import { nocPayloadTypes } from './payload';
import { accountOriginatedDataOf } from './records';
import { newSubmitTaskPayload } from './rules';
import { NOC_TASKS, submitTaskPayloadFrom } from './working-copies';

export const idFormat = { prefix: 'NOC', suffix: '-P3' };

/** An account has one notification of Phase 3, whatever became of it (reporting-inventory §6). */
export const checkOtherRequests: NonNullable<StartDefinition['checkOtherRequests']> = async (
  executor,
  { account },
) => {
  const [earlier] = await executor
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.accountId, account.id), eq(requests.type, 'NOTIFICATION_OF_COMPLIANCE_P3')))
    .limit(1);
  return earlier ? { valid: false, requests: ['NOTIFICATION_OF_COMPLIANCE_P3'] } : { valid: true };
};

/** The creator's SUBMIT task, starting from the account's organisation and contacts. */
export const startNotification: NonNullable<StartDefinition['start']> = async (step, { account }) => {
  if (!account) throw new Error('a notification of compliance needs an account');
  const accountOriginatedData = await accountOriginatedDataOf(step, account);
  const request = await step.createRequest({
    id: requestIdOf(idFormat, account.id),
    type: 'NOTIFICATION_OF_COMPLIANCE_P3',
    accountId: account.id,
    competentAuthority: account.competentAuthority,
    payload: {
      payloadType: nocPayloadTypes.request,
      operatorAssignee: step.actor.userId,
      accountOriginatedData,
    },
    metadata: { type: 'NOTIFICATION_OF_COMPLIANCE_P3', phase: 'PHASE_3' },
  });
  await step.createTask(request, NOC_TASKS.submit, newSubmitTaskPayload(accountOriginatedData));
  return request.id;
};

/**
 * The regulator returns a submitted notification: the same request runs again and a SUBMIT task holds
 * the notification as it was submitted, every section still as it was, for its last submitter.
 */
export const reInitiateNotification: NonNullable<StartDefinition['start']> = async (
  step,
  { request, payload },
) => {
  if (!request) throw new Error('a re-initiation names its notification');
  await step.reopenRequest(request);
  await step.recordAction(
    request,
    'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RE_INITIATED',
    reInitiatedPayload(payload),
  );
  await step.createTask(request, NOC_TASKS.submit, submitTaskPayloadFrom(request));
  return request.id;
};

import { and, eq, like } from 'drizzle-orm';
import { requests } from '../../platform/db/schema';
import type { StartDefinition } from '../definition';
import { reportIdFormat, reportMetadata, type CompliancePhase } from '../reports/phases';
import { requestIdOf } from '../request-ids';
import { reInitiatedPayload } from '../shared-payloads';
import { nocPayloadTypes } from './payload';
import { accountOriginatedDataOf } from './records';
import { newSubmitTaskPayload } from './rules';
import { NOC_TASKS, submitTaskPayloadFrom } from './working-copies';

/**
 * An account has one notification of a phase, whatever became of it (reporting-inventory §6): one
 * whose request id carries the phase's suffix (NOC000042-P3).
 */
export const checkOtherRequests =
  (phase: CompliancePhase): NonNullable<StartDefinition['checkOtherRequests']> =>
  async (executor, { account }) => {
    const [earlier] = await executor
      .select({ id: requests.id })
      .from(requests)
      .where(
        and(
          eq(requests.accountId, account.id),
          eq(requests.type, 'NOTIFICATION_OF_COMPLIANCE_P3'),
          like(requests.id, `%${phase.idSuffix}`),
        ),
      )
      .limit(1);
    return earlier ? { valid: false, requests: ['NOTIFICATION_OF_COMPLIANCE_P3'] } : { valid: true };
  };

/** The creator's SUBMIT task, starting from the account's organisation and contacts. */
export const startNotification =
  (phase: CompliancePhase): NonNullable<StartDefinition['start']> =>
  async (step, { account }) => {
    if (!account) throw new Error('a notification of compliance needs an account');
    const accountOriginatedData = await accountOriginatedDataOf(step, account);
    const request = await step.createRequest({
      id: requestIdOf(reportIdFormat(phase, 'NOC'), account.id),
      type: 'NOTIFICATION_OF_COMPLIANCE_P3',
      accountId: account.id,
      competentAuthority: account.competentAuthority,
      payload: {
        payloadType: nocPayloadTypes.request,
        operatorAssignee: step.actor.userId,
        accountOriginatedData,
      },
      metadata: reportMetadata(phase, 'NOTIFICATION_OF_COMPLIANCE_P3'),
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

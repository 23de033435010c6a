import { accounts } from '../../platform/db/schema';
import type { WorkflowStep } from '../definition';
import { requestIdOf } from '../request-ids';
import { activateAccount, assertRegistrationNumberFree, isVerifiedPair } from './activation';
import { accountCreatedMail } from './emails';
import type { SubmitApplicationPayload } from './payloads';
import { accountColumns, accountPayload, participantDetails } from './snapshots';

export const REVIEW = 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW';
export const idFormat = { prefix: 'ACC', suffix: '' };

/**
 * The application: the account is created AWAITING_APPROVAL. A pair of email and registration number
 * a regulator uploaded as verified opens it at once; anything else waits for the review task.
 */
export async function startApplication(
  step: WorkflowStep,
  payload: SubmitApplicationPayload,
): Promise<string> {
  await assertRegistrationNumberFree(step, payload.registrationNumber, { pending: 'refuse' });
  const [account] = await step.tx
    .insert(accounts)
    .values({
      ...accountColumns(payload),
      registrationNumber: payload.registrationNumber ?? null,
      status: 'AWAITING_APPROVAL',
      // The nation chosen decides the regulator (see ADR 8).
      competentAuthority: payload.competentAuthority,
      location: payload.competentAuthority,
    })
    .returning();
  if (!account) throw new Error('account insert returned nothing');
  const participant = await participantDetails(step, step.actor.userId);
  const verified = await isVerifiedPair(step, step.actor.email, payload.registrationNumber);
  const request = await step.createRequest({
    id: requestIdOf(idFormat, account.id),
    type: 'ORGANISATION_ACCOUNT_OPENING',
    accountId: account.id,
    competentAuthority: account.competentAuthority,
    payload: {
      account: accountPayload(account),
      participantDetails: participant,
      operatorAssignee: step.actor.userId,
    },
    submissionDate: step.now,
  });
  const snapshot = {
    payloadType: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED_PAYLOAD',
    account: accountPayload(account),
    participantDetails: participant,
  };
  if (verified) {
    await step.recordAction(request, 'ORGANISATION_ACCOUNT_OPENING_CREATED', snapshot);
    await activateAccount(step, account, step.actor.userId);
    await step.mail(accountCreatedMail(step.actor, account));
    await step.endRequest(request, 'COMPLETED');
    return request.id;
  }
  await step.recordAction(request, 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED', snapshot);
  await step.createTask(request, REVIEW, {
    payloadType: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_PAYLOAD',
    account: accountPayload(account),
    participantDetails: participant,
  });
  return request.id;
}

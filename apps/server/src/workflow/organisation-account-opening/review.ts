import { eq } from 'drizzle-orm';
import { accounts } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { defineAction, type AccountRow } from '../definition';
import { activateAccount } from './activation';
import { applicationApprovedMail, applicationRejectedMail } from './emails';
import {
  amendApplicationPayloadSchema,
  submitDecisionPayloadSchema,
  type ParticipantDetails,
} from './payloads';
import { accountColumns, accountPayload } from './snapshots';

/** The regulator corrects the application: the account's details change with it. */
export const amendApplication = defineAction({
  payloadSchema: amendApplicationPayloadSchema,
  async handle(step, { request, task, payload }) {
    const account = await step.lockAccount(request);
    // The registration number and location are fixed once applied for.
    const [amended] = await step.tx
      .update(accounts)
      .set(accountColumns(payload))
      .where(eq(accounts.id, account.id))
      .returning();
    if (!amended) throw new Error('account update returned nothing');
    await step.saveTaskPayload(task, {
      ...((task.payload ?? {}) as Record<string, unknown>),
      account: accountPayload(amended),
    });
  },
});

/** Approving opens the account (its applicant its Advanced user); rejecting denies it. */
export const submitDecision = defineAction({
  payloadSchema: submitDecisionPayloadSchema,
  async handle(step, { request, task, payload }) {
    const account = await step.lockAccount(request);
    if (account.status !== 'AWAITING_APPROVAL') throw new ApiError('ACCOUNT1009');
    const requestPayload = (request.payload ?? {}) as Record<string, unknown>;
    const applicantId = requestPayload.operatorAssignee;
    if (typeof applicantId !== 'string') throw new Error(`${request.id} has no applicant`);
    const participant = (task.payload as { participantDetails: ParticipantDetails }).participantDetails;
    const decisionSnapshot = (latest: AccountRow) => ({
      payloadType: 'ORGANISATION_ACCOUNT_OPENING_DECISION_SUBMITTED_PAYLOAD',
      decision: { decision: payload.decision, reason: payload.reason },
      account: accountPayload(latest),
      participantDetails: participant,
    });
    await step.completeTask(task);
    if (payload.decision === 'APPROVED') {
      await activateAccount(step, account, applicantId);
      await step.recordAction(request, 'ORGANISATION_ACCOUNT_OPENING_APPROVED', decisionSnapshot(account));
      await step.mail(applicationApprovedMail(participant, account));
      await step.endRequest(request, 'APPROVED');
      return;
    }
    await step.tx.update(accounts).set({ status: 'DENIED' }).where(eq(accounts.id, account.id));
    await step.recordAction(request, 'ORGANISATION_ACCOUNT_OPENING_REJECTED', decisionSnapshot(account));
    await step.mail(applicationRejectedMail(participant, account, payload.reason));
    await step.endRequest(request, 'REJECTED');
  },
});

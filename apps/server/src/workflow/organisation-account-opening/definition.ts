import { eq } from 'drizzle-orm';
import { accounts, users } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { requestIdFor } from '../catalogue';
import {
  defineAction,
  defineRequestType,
  type AccountRow,
  type RequestRow,
  type WorkflowStep,
} from '../definition';
import { activateAccount, assertRegistrationNumberFree, isVerifiedPair } from './activation';
import {
  amendApplicationPayloadSchema,
  submitApplicationPayloadSchema,
  submitDecisionPayloadSchema,
  type OrganisationAccountPayload,
  type ParticipantDetails,
  type SubmitApplicationPayload,
} from './payloads';

const REVIEW = 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW';

function accountPayload(account: AccountRow): OrganisationAccountPayload {
  return {
    ...(account.registrationNumber ? { registrationNumber: account.registrationNumber } : {}),
    name: account.name,
    competentAuthority: account.location,
    line1: account.addressLine1,
    ...(account.addressLine2 ? { line2: account.addressLine2 } : {}),
    city: account.city,
    ...(account.county ? { county: account.county } : {}),
    postcode: account.postcode,
    type: account.classificationType,
    ...(account.classificationOtherName ? { otherTypeName: account.classificationOtherName } : {}),
    codes: account.classificationCodes,
  };
}

async function participantDetails(step: WorkflowStep, userId: string): Promise<ParticipantDetails> {
  const [user] = await step.tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError('USER1005');
  const phone = (code: string | null, number: string | null) =>
    number ? { ...(code ? { countryCode: code } : {}), number } : undefined;
  const details: ParticipantDetails = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  };
  if (user.jobTitle) details.jobTitle = user.jobTitle;
  const phoneNumber = phone(user.phoneNumberCode, user.phoneNumber);
  if (phoneNumber) details.phoneNumber = phoneNumber;
  const mobileNumber = phone(user.mobileNumberCode, user.mobileNumber);
  if (mobileNumber) details.mobileNumber = mobileNumber;
  if (user.addressLine1) details.line1 = user.addressLine1;
  if (user.addressLine2) details.line2 = user.addressLine2;
  if (user.addressCity) details.city = user.addressCity;
  if (user.addressCounty) details.county = user.addressCounty;
  if (user.addressPostcode) details.postcode = user.addressPostcode;
  return details;
}

async function accountOf(step: WorkflowStep, request: RequestRow): Promise<AccountRow> {
  if (request.accountId === null) throw new Error(`${request.id} has no account`);
  const [account] = await step.tx
    .select()
    .from(accounts)
    .where(eq(accounts.id, request.accountId))
    .for('update');
  if (!account) throw new Error(`account ${request.accountId} is missing`);
  return account;
}

function organisationLine(account: AccountRow) {
  return `${account.name} (${account.organisationId})`;
}

/**
 * Opening an organisation account: the applicant's details become an AWAITING_APPROVAL account; a
 * verified (e-mail, registration number) pair goes LIVE at once, anything else waits for a regulator.
 */
export const organisationAccountOpening = defineRequestType<SubmitApplicationPayload>({
  type: 'ORGANISATION_ACCOUNT_OPENING',
  createActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION',
  holdHistory: false,
  needsAccount: false,
  createPayloadSchema: submitApplicationPayloadSchema,

  async start(step, { payload }) {
    // Anyone signed in may apply, except regulators and verifiers (the reference's operator-only rule).
    if (step.actor.context.roleType !== 'OPERATOR') throw new ApiError('FORBIDDEN');
    await assertRegistrationNumberFree(step, payload.registrationNumber);
    const [account] = await step.tx
      .insert(accounts)
      .values({
        name: payload.name,
        registrationNumber: payload.registrationNumber ?? null,
        status: 'AWAITING_APPROVAL',
        // The nation chosen decides the regulator (see ADR 8).
        competentAuthority: payload.competentAuthority,
        location: payload.competentAuthority,
        addressLine1: payload.line1,
        addressLine2: payload.line2 ?? null,
        city: payload.city,
        county: payload.county ?? null,
        postcode: payload.postcode,
        classificationType: payload.type,
        classificationOtherName: payload.type === 'OTHER' ? (payload.otherTypeName ?? null) : null,
        classificationCodes: payload.codes,
      })
      .returning();
    if (!account) throw new Error('account insert returned nothing');
    const participant = await participantDetails(step, step.actor.userId);
    const verified = await isVerifiedPair(step, step.actor.email, payload.registrationNumber);
    const request = await step.createRequest({
      id: requestIdFor('ORGANISATION_ACCOUNT_OPENING', account.id),
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
      await step.mail({
        template: 'OrganisationAccountCreated',
        to: step.actor.email,
        subject: 'Your organisation account has been created',
        paragraphs: [
          `Dear ${step.actor.fullName},`,
          `The organisation account for ${organisationLine(account)} has been created. You are its Advanced user and primary contact.`,
          'You can now sign in to start your reporting and add other users to the account.',
        ],
      });
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
  },

  tasks: {
    [REVIEW]: {
      assignable: true,
      actions: {
        ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION: defineAction({
          payloadSchema: amendApplicationPayloadSchema,
          async handle(step, { request, task, payload }) {
            const account = await accountOf(step, request);
            // The registration number and location are fixed once applied for.
            const [amended] = await step.tx
              .update(accounts)
              .set({
                name: payload.name,
                addressLine1: payload.line1,
                addressLine2: payload.line2 ?? null,
                city: payload.city,
                county: payload.county ?? null,
                postcode: payload.postcode,
                classificationType: payload.type,
                classificationOtherName: payload.type === 'OTHER' ? (payload.otherTypeName ?? null) : null,
                classificationCodes: payload.codes,
              })
              .where(eq(accounts.id, account.id))
              .returning();
            if (!amended) throw new Error('account update returned nothing');
            await step.saveTaskPayload(task, {
              ...((task.payload ?? {}) as Record<string, unknown>),
              account: accountPayload(amended),
            });
          },
        }),
        ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION: defineAction({
          payloadSchema: submitDecisionPayloadSchema,
          async handle(step, { request, task, payload }) {
            const account = await accountOf(step, request);
            if (account.status !== 'AWAITING_APPROVAL') throw new ApiError('ACCOUNT1009');
            const requestPayload = (request.payload ?? {}) as Record<string, unknown>;
            const applicantId = requestPayload.operatorAssignee;
            if (typeof applicantId !== 'string') throw new Error(`${request.id} has no applicant`);
            const participant = (task.payload as { participantDetails: ParticipantDetails })
              .participantDetails;
            const decisionSnapshot = (latest: AccountRow) => ({
              payloadType: 'ORGANISATION_ACCOUNT_OPENING_DECISION_SUBMITTED_PAYLOAD',
              decision: { decision: payload.decision, reason: payload.reason },
              account: accountPayload(latest),
              participantDetails: participant,
            });
            await step.completeTask(task);
            if (payload.decision === 'APPROVED') {
              await activateAccount(step, account, applicantId);
              await step.recordAction(
                request,
                'ORGANISATION_ACCOUNT_OPENING_APPROVED',
                decisionSnapshot(account),
              );
              await step.mail({
                template: 'AccountApplicationApproved',
                to: participant.email,
                subject: 'Your organisation account application has been approved',
                paragraphs: [
                  `Dear ${participant.firstName} ${participant.lastName},`,
                  `Your application for an organisation account for ${organisationLine(account)} has been approved. You are its Advanced user and primary contact.`,
                  'You can now sign in to start your reporting and add other users to the account.',
                ],
              });
              await step.endRequest(request, 'APPROVED');
              return;
            }
            await step.tx.update(accounts).set({ status: 'DENIED' }).where(eq(accounts.id, account.id));
            await step.recordAction(
              request,
              'ORGANISATION_ACCOUNT_OPENING_REJECTED',
              decisionSnapshot(account),
            );
            await step.mail({
              template: 'AccountApplicationRejected',
              to: participant.email,
              subject: 'Your organisation account application has been rejected',
              paragraphs: [
                `Dear ${participant.firstName} ${participant.lastName},`,
                `Your application for an organisation account for ${organisationLine(account)} has been rejected.`,
                `The reason given by your regulator: ${payload.reason}`,
                'If you have questions about this decision, contact your regulator.',
              ],
            });
            await step.endRequest(request, 'REJECTED');
          },
        }),
      },
    },
  },
});

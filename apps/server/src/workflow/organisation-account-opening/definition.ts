import { defineRequestType } from '../definition';
import { REVIEW, idFormat, startApplication } from './apply';
import { submitApplicationPayloadSchema } from './payloads';
import { amendApplication, submitDecision } from './review';
import {
  applicationSubmittedPayloadSchema,
  decisionSubmittedPayloadSchema,
  reviewTaskPayloadSchema,
} from './shown-payloads';

/**
 * Opening an organisation account: the applicant's details become an AWAITING_APPROVAL account; a
 * verified (email, registration number) pair goes LIVE at once, anything else waits for a regulator.
 */
export const organisationAccountOpening = defineRequestType({
  type: 'ORGANISATION_ACCOUNT_OPENING',
  category: 'PERMIT',
  idFormat,
  holdHistory: false,
  needsAccount: false,
  permissions: {
    regulatorGroup: {
      name: 'REVIEW_ORGANISATION_ACCOUNT',
      levels: {
        VIEW_ONLY: ['PERM_ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW_VIEW_TASK'],
        EXECUTE: [
          'PERM_ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW_VIEW_TASK',
          'PERM_ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW_EXECUTE_TASK',
        ],
      },
    },
  },
  create: {
    actionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION',
    // Anyone signed in may apply, except regulators and verifiers (the reference's operator-only rule).
    roleType: 'OPERATOR',
    permission: null,
    payloadSchema: submitApplicationPayloadSchema,
    start: (step, { payload }) => startApplication(step, payload),
  },

  tasks: {
    [REVIEW]: {
      displayName: 'Review organisation account application',
      roleType: 'REGULATOR',
      viewPermission: 'PERM_ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW_VIEW_TASK',
      executePermission: 'PERM_ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW_EXECUTE_TASK',
      assignable: true,
      payloadSchema: reviewTaskPayloadSchema,
      actions: {
        ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION: amendApplication,
        ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION: submitDecision,
      },
    },
  },

  requestActions: {
    ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED: { payloadSchema: applicationSubmittedPayloadSchema },
    ORGANISATION_ACCOUNT_OPENING_APPROVED: { payloadSchema: decisionSubmittedPayloadSchema },
    ORGANISATION_ACCOUNT_OPENING_REJECTED: { payloadSchema: decisionSubmittedPayloadSchema },
    ORGANISATION_ACCOUNT_OPENING_CREATED: { payloadSchema: applicationSubmittedPayloadSchema },
  },
});

import type { WorkflowDefinition } from '../../shared/workflow';

const applicationEvent = async () => (await import('./timeline/ApplicationEvent')).ApplicationEvent;

/** Organisation account opening: an operator applies (the wizard), a regulator reviews the application. */
export const organisationAccountOpening: WorkflowDefinition<'ORGANISATION_ACCOUNT_OPENING'> = {
  requestType: 'ORGANISATION_ACCOUNT_OPENING',
  title: 'Organisation account',
  listName: 'Account Creation',
  listedUnder: 'workflows',
  regulatorPermission: { group: 'REVIEW_ORGANISATION_ACCOUNT', label: 'Review organisation account' },
  tasks: {
    ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW: {
      name: 'Review organisation account application',
      roleType: 'REGULATOR',
      requiredActions: [
        'ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION',
        'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION',
      ],
      content: async () => (await import('./review/AccountApplicationReview')).AccountApplicationReview,
    },
  },
  timeline: {
    ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED: {
      label: 'Original application submitted',
      view: applicationEvent,
    },
    ORGANISATION_ACCOUNT_OPENING_CREATED: { label: 'Original application created', view: applicationEvent },
    ORGANISATION_ACCOUNT_OPENING_APPROVED: { label: 'Organisation account approved', view: applicationEvent },
    ORGANISATION_ACCOUNT_OPENING_REJECTED: { label: 'Organisation account rejected', view: applicationEvent },
  },
};

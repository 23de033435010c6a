import type { TaskPageData } from '../shared/workflow';

/** A review task assigned to the regulator 'reg-1', as GET /tasks/{id} returns it. */
export function reviewTaskData(overrides: Partial<TaskPageData['task']['requestTask']> = {}): TaskPageData {
  return {
    task: {
      requestTask: {
        id: 7,
        type: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW',
        assignable: true,
        assigneeUserId: 'reg-1',
        assigneeFullName: 'Regina Lator',
        daysRemaining: 12,
        startDate: '2026-01-01T10:30:00Z',
        payload: {
          payloadType: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_PAYLOAD',
          account: {
            registrationNumber: 'AB123456',
            name: 'Acme Widgets Ltd',
            competentAuthority: 'ENGLAND',
            line1: '1 High Street',
            city: 'Leeds',
            postcode: 'LS1 1AA',
            type: 'SIC',
            codes: ['12345'],
          },
          participantDetails: {
            firstName: 'Olive',
            lastName: 'Operator',
            email: 'olive@example.com',
            line1: '2 Low Road',
            city: 'York',
            postcode: 'YO1 1AA',
          },
        },
        ...overrides,
      },
      allowedRequestTaskActions: [
        'ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION',
        'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION',
      ],
      userAssignCapable: true,
      requestInfo: { id: 'ORG001', type: 'ORGANISATION_ACCOUNT_OPENING', competentAuthority: 'ENGLAND' },
    },
    timeline: [
      {
        id: 3,
        type: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED',
        submitter: 'Olive Operator',
        creationDate: '2026-01-01T10:30:00Z',
      },
    ],
    relatedItems: [],
  };
}

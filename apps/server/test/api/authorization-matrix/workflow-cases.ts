import { and, eq } from 'drizzle-orm';
import { requestActions, requests, requestTasks } from '../../../src/platform/db/schema';
import type { TestApp } from '../../support/test-app';
import { groups, type Caller } from './callers';
import type { Fixtures, MatrixCase } from './cases';
import { nocSubmitTaskId } from './fixtures';

const APPLICANT = 'new.operator@example.com';
const someUuid = '00000000-0000-4000-8000-000000000000';
const listedUuid = '11111111-1111-4111-8111-111111111111';
const regulators: Caller[] = groups.regulators;
/** Members of the fixtures account: its Advanced and Restricted users and the ENGLAND regulators. */
const accountMembers: Caller[] = ['operatorAdmin', 'restrictedOperator', ...regulators];

const application = (registrationNumber?: string) => ({
  requestCreateActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION',
  requestCreateActionPayload: {
    payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION_PAYLOAD',
    name: 'Matrix Applicant Ltd',
    competentAuthority: 'ENGLAND',
    line1: '1 Matrix Street',
    city: 'Leeds',
    postcode: 'LS1 1AA',
    type: 'SIC',
    codes: ['28110'],
    ...(registrationNumber ? { registrationNumber } : {}),
  },
});

/** What the workflow cases act on, made once per run by the first case's setup. */
interface WorkflowFixtures {
  /** An account application waiting for the ENGLAND regulators: no operator is a member yet. */
  applicationRequestId: string;
  reviewTaskId: number;
  submittedActionId: number;
  /** The demo Phase 3 notification on the fixtures account, with its submit task. */
  nocRequestId: string;
  nocTaskId: number;
  /** A timeline entry on the notification that lists an attachment. */
  nocActionId: number;
}

// Per app: the fuzz suite runs these set-ups too, and test files may share a worker's modules (isolate: false).
const prepared = new WeakMap<TestApp, Promise<WorkflowFixtures>>();
let current: WorkflowFixtures | undefined;

async function prepare(t: TestApp, f: Fixtures): Promise<WorkflowFixtures> {
  const db = t.database.db;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1.0/requests',
    headers: { authorization: `Bearer ${await t.tokenFor(APPLICANT)}` },
    payload: application(),
  });
  if (response.statusCode !== 200) throw new Error(`application failed: ${response.body}`);
  const { requestId } = response.json<{ requestId: string }>();
  const [task] = await db.select().from(requestTasks).where(eq(requestTasks.requestId, requestId));
  const [action] = await db.select().from(requestActions).where(eq(requestActions.requestId, requestId));
  const [noc] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.accountId, f.accountId), eq(requests.type, 'NOTIFICATION_OF_COMPLIANCE_P3')));
  if (!task || !action || !noc) throw new Error('workflow fixtures are missing');
  const nocTask = { id: await nocSubmitTaskId(t, f) };
  const [nocAction] = await db
    .insert(requestActions)
    .values({
      requestId: noc.id,
      type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED',
      payload: { payloadType: 'MATRIX', nocAttachments: { [listedUuid]: 'a.pdf' } },
    })
    .returning();
  if (!nocTask || !nocAction) throw new Error('notification fixtures are missing');
  return {
    applicationRequestId: requestId,
    reviewTaskId: task.id,
    submittedActionId: action.id,
    nocRequestId: noc.id,
    nocTaskId: nocTask.id,
    nocActionId: nocAction.id,
  };
}

const setup = async (t: TestApp, f: Fixtures) => {
  let pending = prepared.get(t);
  if (!pending) {
    pending = prepare(t, f);
    prepared.set(t, pending);
  }
  current = await pending;
};

const w = (): WorkflowFixtures => {
  if (!current) throw new Error('workflow case used before its setup');
  return current;
};

/**
 * Requests, tasks, assignment, the timeline and request items. Writes are refused by a rule after
 * authorization (a registration number already LIVE, a non-candidate assignee, an action by someone not
 * the assignee), or change nothing (releasing an unassigned task).
 */
export const workflowCases: MatrixCase[] = [
  {
    operationId: 'processRequestCreateAction',
    method: 'POST',
    url: () => '/api/v1.0/requests',
    setup,
    // A LIVE demo account's registration number: ACCOUNT1001 for anyone who may apply.
    payload: () => application('10000000'),
    allowed: [
      'operatorAdmin',
      'restrictedOperator',
      'otherAccountOperator',
      'noAuthority',
      'disabledOperator',
    ],
  },
  {
    // An applicant's own pending applications: operators, with or without an organisation yet. Here,
    // before the regulator-users cases leave the regulators without an authority (then they count as operators).
    operationId: 'getCurrentUserPendingAccountApplications',
    method: 'GET',
    url: () => '/api/v1.0/organisation/account-applications/pending',
    allowed: [
      'operatorAdmin',
      'restrictedOperator',
      'otherAccountOperator',
      'noAuthority',
      'disabledOperator',
    ],
  },
  {
    operationId: 'getTaskItemInfoById',
    method: 'GET',
    url: () => `/api/v1.0/tasks/${w().reviewTaskId}`,
    setup,
    allowed: regulators,
  },
  {
    operationId: 'processRequestTaskAction',
    method: 'POST',
    url: () => '/api/v1.0/tasks/actions',
    setup,
    // Nobody is assigned: REQUEST_TASK_ACTION1001 for whoever may execute the task (others get 403).
    payload: () => ({
      requestTaskId: w().reviewTaskId,
      requestTaskActionType: 'ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION',
      requestTaskActionPayload: {
        payloadType: 'ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION_PAYLOAD',
        name: 'Matrix Applicant Ltd',
        line1: '1 Matrix Street',
        city: 'Leeds',
        postcode: 'LS1 1AA',
        type: 'SIC',
        codes: ['28110'],
      },
    }),
    allowed: ['regulator'],
  },
  {
    operationId: 'assignTask',
    method: 'POST',
    url: () => '/api/v1.0/tasks-assignment/assign',
    setup,
    // An operator is no candidate for a regulator task: ITEM1000.
    payload: (f) => ({ taskId: w().reviewTaskId, userId: f.userId('operator@example.com') }),
    allowed: ['regulator'],
  },
  {
    operationId: 'getCandidateAssigneesByTaskId',
    method: 'GET',
    url: () => `/api/v1.0/tasks-assignment/${w().reviewTaskId}/candidate-assignees`,
    setup,
    // Seeing the task is enough (the reference's view rule).
    allowed: regulators,
  },
  {
    operationId: 'getCandidateAssigneesByTaskType',
    method: 'GET',
    url: () =>
      `/api/v1.0/tasks-assignment/${w().nocTaskId}/candidate-assignees/NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT`,
    setup,
    allowed: ['operatorAdmin'],
  },
  {
    operationId: 'releaseTask',
    method: 'DELETE',
    url: () => `/api/v1.0/tasks-assignment/release/${w().reviewTaskId}`,
    setup,
    allowed: ['regulator'],
  },
  {
    operationId: 'getRequestDetailsById',
    method: 'GET',
    url: () => `/api/v1.0/requests/${w().applicationRequestId}`,
    setup,
    allowed: regulators,
  },
  {
    operationId: 'getRequestDetailsByAccountId',
    method: 'POST',
    url: () => '/api/v1.0/requests/workflows',
    payload: (f) => ({ accountId: f.accountId, category: 'REPORTING', pageNumber: 0, pageSize: 10 }),
    allowed: accountMembers,
  },
  {
    operationId: 'getAvailableAccountWorkflows',
    method: 'GET',
    url: (f) => `/api/v1.0/requests/available-workflows/permit/${f.accountId}`,
    allowed: accountMembers,
  },
  {
    operationId: 'getAvailableRequestWorkflows',
    method: 'GET',
    url: () => `/api/v1.0/requests/available-workflows/reporting/related-actions/${w().nocRequestId}`,
    setup,
    allowed: accountMembers,
  },
  {
    operationId: 'getRequestActionsByRequestId',
    method: 'GET',
    url: () => `/api/v1.0/request-actions?requestId=${w().applicationRequestId}`,
    setup,
    allowed: regulators,
  },
  {
    operationId: 'getRequestActionById',
    method: 'GET',
    url: () => `/api/v1.0/request-actions/${w().submittedActionId}`,
    setup,
    allowed: regulators,
  },
  {
    operationId: 'getSubmittedMeasuresWorkbook',
    method: 'GET',
    // An entry without measures: 404 for whoever may view it (issue 42).
    url: () => `/api/v1.0/request-actions/${w().submittedActionId}/measures/workbook`,
    setup,
    allowed: regulators,
  },
  {
    operationId: 'generateRequestActionGetFileAttachmentToken',
    method: 'GET',
    // A uuid the entry does not list: 404 for members.
    url: () => `/api/v1.0/request-action-attachments/${w().nocActionId}?attachmentUuid=${someUuid}`,
    setup,
    allowed: accountMembers,
  },
  {
    // No rule in the reference: refused for everyone.
    operationId: 'generateRequestActionGetFileDocumentToken',
    method: 'GET',
    url: () =>
      `/api/v1.0/request-action-file-documents/${w().submittedActionId}?fileDocumentUuid=${someUuid}`,
    setup,
    allowed: [],
  },
  {
    operationId: 'getItemsByRequest',
    method: 'GET',
    url: () => `/api/v1.0/items/${w().nocRequestId}`,
    setup,
    allowed: accountMembers,
  },
];

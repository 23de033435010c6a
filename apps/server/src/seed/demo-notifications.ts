import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../platform/db';
import {
  accounts,
  requestActions,
  requests,
  requestTaskHistory,
  requestTasks,
  users,
} from '../platform/db/schema';
import { submittedReports } from '../workflow/reports/records';
import type { RequestActionType, RequestTaskType } from '../workflow/catalogue';
import {
  categoryPaths,
  type CategoryPath,
} from '../workflow/notification-of-compliance-p3/examples/complete-notifications';
import {
  notificationWithout,
  partialNotification,
  readyNotification,
  withAccountContacts,
} from '../workflow/notification-of-compliance-p3/examples/partial-notifications';
import {
  nocPayloadTypes,
  type AccountOriginatedData,
  type NocSectionKey,
  type NocTaskPayload,
} from '../workflow/notification-of-compliance-p3/payload';
import {
  applySave,
  buildAccountOriginatedData,
  determineCategory,
  newSubmitTaskPayload,
  type NocDraft,
} from '../workflow/notification-of-compliance-p3/rules';
import { requestIdOf } from '../workflow/request-ids';

/** What each of the demo operator's notifications shows a newcomer (by account, in creation order). */
export type DemoNotification =
  | { kind: 'new' }
  | { kind: 'partial'; path: CategoryPath; done: number }
  /** Every section done but those that set the category apart (the browser journeys finish them). */
  | { kind: 'to finish'; path: CategoryPath; notStarted: NocSectionKey[]; inProgress?: NocSectionKey[] }
  | { kind: 'ready'; path: CategoryPath }
  /** With the reviewer: every section done but `inProgress` (answered, not confirmed) for her to finish. */
  | { kind: 'in review'; path: CategoryPath; inProgress: NocSectionKey[] }
  | { kind: 'submitted'; path: CategoryPath };

/**
 * Every category but A (whose journey goes through every section) and D: left with the sections only they
 * ask in a particular way to do (the alternative routes, the lead assessor, the responsible officers; B's
 * compliance route, energy consumption and its one total of savings achieved), and C's organisation structure
 * in progress for its CSV upload. E without audits keeps only the responsible officers, whose second officer's
 * email its journey breaks to see the submission refused. The other sections' pages are those category A's
 * journey goes through.
 */
const finishedBy: Partial<Record<CategoryPath, DemoNotification>> = {
  ISO_50001_COVERING_ENERGY_USAGE: {
    kind: 'to finish',
    path: 'ISO_50001_COVERING_ENERGY_USAGE',
    notStarted: [
      'complianceRoute',
      'energyConsumptionDetails',
      'alternativeComplianceRoutes',
      'energySavingsAchieved',
      'confirmations',
    ],
  },
  PARTIAL_ENERGY_ASSESSMENTS: {
    kind: 'to finish',
    path: 'PARTIAL_ENERGY_ASSESSMENTS',
    notStarted: ['alternativeComplianceRoutes', 'leadAssessor', 'confirmations'],
    inProgress: ['organisationStructure'],
  },
  LESS_THAN_40000_KWH_PER_YEAR: {
    kind: 'to finish',
    path: 'LESS_THAN_40000_KWH_PER_YEAR',
    notStarted: ['alternativeComplianceRoutes', 'confirmations'],
  },
  LESS_THAN_40000_KWH_PER_YEAR_WITHOUT_AUDITS: {
    kind: 'to finish',
    path: 'LESS_THAN_40000_KWH_PER_YEAR_WITHOUT_AUDITS',
    notStarted: ['confirmations'],
  },
  ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100: {
    kind: 'to finish',
    path: 'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100',
    notStarted: ['alternativeComplianceRoutes', 'leadAssessor', 'confirmations'],
  },
};

/**
 * Olivia's twelve notification tasks and one submitted notification: the first account's (where the
 * Restricted user Rosa works) is with Rosa for review, complete but for the energy savings opportunities
 * (the review journey has Rosa finish them, then Olivia submits it); then one for each category path,
 * part-way through (A and D) or left with the sections that set it apart; one complete and ready to submit; two just started. A thirteenth account's was
 * submitted, so the regulator's MI report has a row.
 */
export const demoNotifications: DemoNotification[] = [
  {
    kind: 'in review',
    path: 'ESOS_ENERGY_ASSESSMENTS_95_TO_100',
    inProgress: ['energySavingsOpportunities'],
  },
  ...categoryPaths.map(
    (path, index): DemoNotification => finishedBy[path] ?? { kind: 'partial', path, done: 1 + (index % 4) },
  ),
  { kind: 'ready', path: 'PARTIAL_ENERGY_ASSESSMENTS' },
  { kind: 'new' },
  { kind: 'new' },
  { kind: 'submitted', path: 'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100' },
];

const SUBMIT: RequestTaskType = 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT';
const idFormat = { prefix: 'NOC', suffix: '-P3' };

export interface DemoNotificationPeople {
  /** The Advanced user and primary contact who works on them. */
  submitter: { id: string; fullName: string };
  /** The Restricted user a notification is sent to for review. */
  reviewer: string;
}

/** The SUBMIT task payload a demo notification holds, as the workflow's save would leave it. */
export function demoTaskPayload(demo: DemoNotification, data: AccountOriginatedData): NocTaskPayload {
  const start = newSubmitTaskPayload(data);
  if (demo.kind === 'new') return start;
  const draft: NocDraft =
    demo.kind === 'ready' || demo.kind === 'submitted'
      ? readyNotification(demo.path)
      : demo.kind === 'to finish'
        ? notificationWithout(demo.path, demo.notStarted, demo.inProgress)
        : demo.kind === 'in review'
          ? notificationWithout(demo.path, [], demo.inProgress)
          : partialNotification(demo.path, demo.done);
  return applySave(start, withAccountContacts(draft, data));
}

/**
 * Writes the demo notifications as the workflow leaves them (request, tasks, task history, timeline and
 * the submitted notification), one per account given, dated from `startedOn`. No email is sent.
 */
export async function seedDemoNotifications(
  tx: Transaction,
  accountIds: number[],
  people: DemoNotificationPeople,
  startedOn: (index: number) => Date,
): Promise<void> {
  const [primary] = await tx.select().from(users).where(eq(users.id, people.submitter.id));
  const rows = await tx.select().from(accounts).where(inArray(accounts.id, accountIds));
  const sentOn = startedOn(accountIds.length);
  for (const [index, demo] of demoNotifications.entries()) {
    const account = rows.find((row) => row.id === accountIds[index]);
    if (!account) continue;
    const data = buildAccountOriginatedData(account, { primary });
    const task = demoTaskPayload(demo, data);
    const { payloadType: _task, ...copy } = task;
    const requestId = requestIdOf(idFormat, account.id);
    const startDate = startedOn(index);
    const held = demo.kind === 'in review' || demo.kind === 'submitted';
    await tx.insert(requests).values({
      id: requestId,
      type: 'NOTIFICATION_OF_COMPLIANCE_P3',
      status: demo.kind === 'submitted' ? 'COMPLETED' : 'IN_PROGRESS',
      accountId: account.id,
      competentAuthority: account.competentAuthority,
      payload: {
        payloadType: nocPayloadTypes.request,
        operatorAssignee: people.submitter.id,
        accountOriginatedData: data,
        // The request keeps a copy once the notification has left its SUBMIT task.
        ...(held ? copy : {}),
        ...(demo.kind === 'in review' ? { supportingOperator: people.reviewer } : {}),
      },
      metadata: { type: 'NOTIFICATION_OF_COMPLIANCE_P3', phase: 'PHASE_3' },
      creationDate: startDate,
      ...(demo.kind === 'submitted' ? { submissionDate: sentOn, endDate: sentOn } : {}),
    });
    const [submitTask] = await tx
      .insert(requestTasks)
      .values({
        requestId,
        type: SUBMIT,
        accountId: account.id,
        competentAuthority: account.competentAuthority,
        assignee: people.submitter.id,
        startDate,
        payload: task,
      })
      .returning();
    if (!submitTask || !held) continue;

    // Sent for review or submitted: the SUBMIT task is done, and the timeline says what happened.
    await tx.insert(requestTaskHistory).values({
      id: submitTask.id,
      requestId,
      type: SUBMIT,
      assignee: people.submitter.id,
      startDate,
      endDate: sentOn,
      payload: task,
    });
    await tx.delete(requestTasks).where(eq(requestTasks.id, submitTask.id));
    const snapshot = (payloadType: string) => ({
      payloadType,
      accountOriginatedData: data,
      noc: copy.noc,
      nocAttachments: copy.nocAttachments,
    });
    const recorded = (type: RequestActionType, payloadType: string) => ({
      requestId,
      type,
      payload: snapshot(payloadType),
      submitterId: people.submitter.id,
      submitter: people.submitter.fullName,
      creationDate: sentOn,
    });
    if (demo.kind === 'submitted') {
      await tx
        .insert(requestActions)
        .values(recorded('NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED', nocPayloadTypes.submitted));
      await tx.insert(submittedReports).values({
        id: requestId,
        requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
        accountId: account.id,
        competentAuthority: account.competentAuthority,
        phase: 'PHASE_3',
        submittedAt: sentOn,
        reportingObligationCategory: determineCategory(copy.noc?.reportingObligation) ?? null,
        leadAssessorType: copy.noc?.leadAssessor?.leadAssessorType ?? null,
        data: copy.noc ?? {},
      });
      continue;
    }
    await tx
      .insert(requestActions)
      .values(recorded('NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SENT_TO_EDIT', nocPayloadTypes.sentToEdit));
    const common = { requestId, accountId: account.id, competentAuthority: account.competentAuthority };
    await tx.insert(requestTasks).values([
      {
        ...common,
        type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT',
        assignee: people.reviewer,
        startDate: sentOn,
        payload: { ...copy, payloadType: nocPayloadTypes.editTask },
      },
      {
        ...common,
        type: 'NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT',
        assignee: people.submitter.id,
        startDate: sentOn,
        payload: null,
      },
    ]);
  }
}

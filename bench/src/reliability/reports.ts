import type { ApiClient } from './api-client';
import type { JourneyContext, WriteJourney } from './journeys';
import type { ApiReaders } from './ledger';
import { addReviewer } from './report-reviewer';
import {
  actionPlanSections,
  canonical,
  notificationOf,
  notificationSections,
  progressAnswers,
  progressConfirmation,
  type NotificationSection,
} from './report-payloads';
import {
  expectApi,
  openTask,
  openTasks,
  reportKinds,
  reportProblem,
  reportsOn,
  submittedRecords,
  taskPayload,
  timeline,
  timelineEntry,
  type Payload,
  type ReportKind,
} from './report-reads';

/**
 * The reports' write journeys: a notification of compliance saved section by section, sent to a
 * colleague for review and returned (where the run has a reviewer) and submitted; an action plan, then progress updates 1 and 2, each
 * saved a section at a time and submitted. Every acknowledged save must read back equal, and every
 * acknowledged submission must leave its SUBMITTED timeline entry, its submitted record and no open task,
 * all read through the API (`checkApi`), never in the report tables.
 */

/** The accounts the report journeys opened: the invariants read every report on them. */
const reportAccounts = new Set<number>();

/** The submitted records, read once per check (each check passes readers of its own). */
const records = new WeakMap<ApiReaders, Promise<Map<string, unknown>>>();
const recordsFor = (api: ApiReaders) => {
  if (!records.has(api)) records.set(api, submittedRecords(api.regulator));
  return records.get(api)!;
};

const differs = (found: unknown, expected: unknown) =>
  canonical(found) === canonical(expected) ? undefined : `found ${canonical(found).slice(0, 300)}`;

/** The given sections of a report (and their statuses), as they are to be found. */
const sectionsOf = (report: unknown, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, (report as Payload | undefined)?.[key] ?? null]));

/** A saved task holds the saved report: `view` picks what the save sent from what is read back. */
const savedIn = (
  client: ApiClient,
  taskId: number,
  kind: ReportKind,
  view: (payload: Payload) => unknown,
  expected: unknown,
) =>
  expectApi(`${kind.type} task ${taskId} reads back as saved`, async () => {
    const payload = await taskPayload(client, taskId);
    return payload ? differs(view(payload), expected) : 'the task is gone';
  });

/** Submitted: COMPLETED, its SUBMITTED entry showing the report, the same in its record, no open task. */
const submitted = (
  accountId: number,
  requestId: string,
  kind: ReportKind,
  view: (report: unknown) => unknown,
  expected: unknown,
) =>
  expectApi(`${requestId} submitted, with its timeline entry and record and no open task`, async (api) => {
    const [report] = (await reportsOn(api.operator, accountId)).filter((r) => r.id === requestId);
    if (report?.requestStatus !== 'COMPLETED') return `found ${report?.requestStatus ?? 'no request'}`;
    const problem = await reportProblem(api, report, await recordsFor(api));
    if (problem) return problem;
    const entry = (await timeline(api.regulator, requestId)).find(
      (e) => e.type === `${kind.type}_APPLICATION_SUBMITTED`,
    );
    return differs(view((await timelineEntry(api.regulator, entry!.id))[kind.snapshotField]), expected);
  });

/** Reports the journeys started, by the account they started it on (request ids are not known before). */
const startReport = (context: JourneyContext, accountId: number, kind: ReportKind, payload: Payload) =>
  context.ledger.write(
    `report:${kind.type}:${accountId}`,
    (requestId: string) =>
      expectApi(`${requestId} started, with an open task`, async (api) => {
        const tasks = await openTasks(api.operator, requestId);
        return tasks.length > 0 ? undefined : 'no open task';
      }),
    async () =>
      (
        await context.applicant.call('POST', `/requests?accountId=${accountId}`, {
          requestCreateActionType: kind.type,
          requestCreateActionPayload: payload,
        })
      ).json<{ requestId: string }>().requestId,
    { report: true },
  );

const act = (
  client: ApiClient,
  taskId: number,
  type: string,
  payload: Payload = { payloadType: 'EMPTY_PAYLOAD' },
) =>
  client.call('POST', '/tasks/actions', {
    requestTaskId: taskId,
    requestTaskActionType: type,
    requestTaskActionPayload: payload,
  });

// --- The notification -------------------------------------------------------------------------------

const NOC = reportKinds.notification;
const NOC_EDIT_TASK = 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT';

/** Saves the sections so far (the form's whole notification with one more section), on a SUBMIT or EDIT task. */
async function saveNotification(
  context: JourneyContext,
  client: ApiClient,
  taskId: number,
  sections: NotificationSection[],
  edit = false,
) {
  const sent = notificationOf(sections);
  const keys = sections.map((section) => section.key);
  const step = edit ? 'EDIT' : 'SUBMIT';
  await context.ledger.write(
    `task:${taskId}`,
    savedIn(
      client,
      taskId,
      NOC,
      (payload) => ({
        noc: sectionsOf(payload.noc, keys),
        statuses: sectionsOf(payload.nocSectionsCompleted, keys),
      }),
      { noc: sent.noc, statuses: sent.nocSectionsCompleted },
    ),
    () =>
      act(client, taskId, `NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_${step}`, {
        payloadType: `NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_${step}_PAYLOAD`,
        ...sent,
      }),
    { report: true },
  );
}

async function notificationJourney(context: JourneyContext, account: OpenedAccount) {
  const { ledger, applicant, reviewer } = context;
  const requestId = await startReport(context, account.accountId, NOC, { payloadType: 'EMPTY_PAYLOAD' });
  let taskId = await openTask(applicant, requestId, NOC.submitTask);
  const { sections } = notificationSections(context.random);
  // With a reviewer: half the sections before the review, one by the reviewer, the rest after it.
  const beforeReview = reviewer ? Math.ceil(sections.length / 2) : sections.length;
  for (let done = 1; done <= beforeReview; done++) {
    await saveNotification(context, applicant, taskId, sections.slice(0, done));
  }
  let done = beforeReview;
  if (reviewer) {
    await addReviewer(context, reviewer, account.accountId, account.name);
    const reviewKey = `review:${requestId}`;
    const holds = (entry: string, task: string) =>
      expectApi(`${requestId} has its ${entry} entry and an open ${task}`, async (api) => {
        const types = (await timeline(api.regulator, requestId)).map((e) => e.type);
        if (!types.includes(`NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_${entry}`)) return `timeline ${types}`;
        const tasks = await openTasks(reviewer.client, requestId);
        return tasks.some((t) => t.taskType === task) ? undefined : `open ${tasks.map((t) => t.taskType)}`;
      });
    await ledger.write(
      reviewKey,
      holds('SENT_TO_EDIT', NOC_EDIT_TASK),
      () =>
        act(applicant, taskId, 'NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT', {
          payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT_PAYLOAD',
          supportingOperator: reviewer.id,
        }),
      { report: true, supersedes: [`task:${taskId}`] },
    );
    const editTaskId = await openTask(reviewer.client, requestId, NOC_EDIT_TASK);
    if (done < sections.length) {
      done += 1;
      await saveNotification(context, reviewer.client, editTaskId, sections.slice(0, done), true);
    }
    await ledger.write(
      reviewKey,
      holds('RETURNED_TO_SUBMIT', NOC.submitTask),
      () => act(reviewer.client, editTaskId, 'NOTIFICATION_OF_COMPLIANCE_P3_RETURN_TO_SUBMIT'),
      { report: true, supersedes: [`task:${editTaskId}`] },
    );
    taskId = await openTask(applicant, requestId, NOC.submitTask);
  }
  for (done += 1; done <= sections.length; done++) {
    await saveNotification(context, applicant, taskId, sections.slice(0, done));
  }
  const keys = sections.map((section) => section.key);
  await ledger.write(
    `report:${requestId}`,
    submitted(
      account.accountId,
      requestId,
      NOC,
      (noc) => sectionsOf(noc, keys),
      notificationOf(sections).noc,
    ),
    () => act(applicant, taskId, 'NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION'),
    {
      report: true,
      supersedes: [`task:${taskId}`, `review:${requestId}`, `report:${NOC.type}:${account.accountId}`],
    },
  );
}

// --- The action plan and the progress updates -------------------------------------------------------

/** Saves the report a section at a time (each save sends the sections before it too), then submits it. */
async function fillAndSubmit(
  context: JourneyContext,
  account: OpenedAccount,
  kind: ReportKind,
  requestId: string,
  saves: { report: Payload; statuses: Record<string, string> }[],
  view: (report: unknown) => unknown,
) {
  const { ledger, applicant } = context;
  const taskId = await openTask(applicant, requestId, kind.submitTask);
  const prefix = kind.type;
  for (const save of saves) {
    await ledger.write(
      `task:${taskId}`,
      savedIn(
        applicant,
        taskId,
        kind,
        (payload) => ({ report: view(payload[kind.taskField]), statuses: payload[kind.statusesField] }),
        { report: view(save.report), statuses: save.statuses },
      ),
      () =>
        act(applicant, taskId, `${prefix}_SAVE_APPLICATION_SUBMIT`, {
          payloadType: `${prefix}_SAVE_APPLICATION_SUBMIT_PAYLOAD`,
          [kind.taskField]: save.report,
          [kind.statusesField]: save.statuses,
        }),
      { report: true },
    );
  }
  const last = saves[saves.length - 1]!;
  await ledger.write(
    `report:${requestId}`,
    submitted(account.accountId, requestId, kind, view, view(last.report)),
    () => act(applicant, taskId, `${prefix}_SUBMIT_APPLICATION`),
    { report: true, supersedes: [`task:${taskId}`, `report:${kind.type}:${account.accountId}`] },
  );
}

/** One save per section, each sending the sections before it too (as the form holds them). */
const sectionBySection = (sections: readonly { key: string; value: unknown }[]) =>
  sections.map((_, index) => {
    const so = sections.slice(0, index + 1);
    return {
      report: Object.fromEntries(so.map((section) => [section.key, section.value])),
      statuses: Object.fromEntries(so.map((section) => [section.key, 'COMPLETED'])),
    };
  });

async function actionPlanJourney(context: JourneyContext, account: OpenedAccount) {
  const kind = reportKinds.actionPlan;
  const requestId = await startReport(context, account.accountId, kind, { payloadType: 'EMPTY_PAYLOAD' });
  const keys = actionPlanSections.map((section) => section.key);
  await fillAndSubmit(context, account, kind, requestId, sectionBySection(actionPlanSections), (plan) =>
    sectionsOf(plan, keys),
  );
}

async function progressUpdateJourney(context: JourneyContext, account: OpenedAccount, n: 1 | 2) {
  const kind = n === 1 ? reportKinds.progressUpdate1 : reportKinds.progressUpdate2;
  const group = `progressUpdate${n}P3MeasuresUpdate`;
  const list = `progressUpdate${n}P3Measures`;
  const answerField = `progressUpdate${n}P3EnergyEfficiencyMeasure`;
  const requestId = await startReport(context, account.accountId, kind, {
    payloadType: `PROGRESS_UPDATE_${n}_CREATE_ACTION_PAYLOAD`,
    isDisaggregateUndertaking: false,
  });
  const taskId = await openTask(context.applicant, requestId, kind.submitTask);
  const started = await taskPayload(context.applicant, taskId);
  // The measures the update starts from (the plan's, or update 1's), each answered.
  const measures = ((started?.[kind.taskField] as Payload | undefined)?.[group] as Payload | undefined)?.[
    list
  ] as { uuId: string }[] | undefined;
  if (!measures?.length) throw new Error(`${requestId} started with no measure to report on`);
  const answered = {
    [group]: { [list]: measures.map((m) => ({ uuId: m.uuId, [answerField]: progressAnswers[n] })) },
  };
  /** The answers by measure and the confirmation: what the update is made of, whatever else it shows. */
  const view = (report: unknown) => {
    const update = report as Payload | undefined;
    const found = ((update?.[group] as Payload | undefined)?.[list] as Payload[] | undefined) ?? [];
    return {
      answers: found.map((m) => [m.uuId, m[answerField] ?? null]),
      confirmation: update?.responsibleOfficerConfirmation ?? null,
    };
  };
  await fillAndSubmit(
    context,
    account,
    kind,
    requestId,
    sectionBySection([
      { key: group, value: answered[group] },
      { key: 'responsibleOfficerConfirmation', value: progressConfirmation },
    ]),
    view,
  );
}

// --- Journeys and invariants ------------------------------------------------------------------------

export interface OpenedAccount {
  accountId: number;
  name: string;
}

/** The report journeys, on accounts `openAccount` opens (an application approved, as users do). */
export function reportJourneys(
  openAccount: (context: JourneyContext) => Promise<OpenedAccount>,
): WriteJourney[] {
  const opened = async (context: JourneyContext) => {
    const account = await openAccount(context);
    reportAccounts.add(account.accountId);
    return account;
  };
  return [
    {
      name: 'notification saved by section, reviewed, returned, submitted',
      weight: 1,
      report: true,
      async run(context) {
        await notificationJourney(context, await opened(context));
      },
    },
    {
      name: 'action plan, progress updates 1 and 2 submitted',
      weight: 1,
      report: true,
      async run(context) {
        const account = await opened(context);
        await actionPlanJourney(context, account);
        await progressUpdateJourney(context, account, 1);
        await progressUpdateJourney(context, account, 2);
      },
    },
  ];
}

/**
 * Every report on the accounts the journeys opened, read through the API: a submitted one has its
 * SUBMITTED timeline entry, its submitted record (equal to the entry) and no open task; a running one
 * has an open task and neither. With the server running.
 */
export async function brokenReportInvariants(
  api: ApiReaders,
): Promise<{ problems: string[]; reports: number }> {
  const stored = await recordsFor(api);
  const problems: string[] = [];
  let reports = 0;
  for (const accountId of reportAccounts) {
    for (const report of await reportsOn(api.operator, accountId)) {
      reports += 1;
      const problem = await reportProblem(api, report, stored);
      if (problem) problems.push(`report ${report.id}: ${problem}`);
    }
  }
  return { problems, reports };
}

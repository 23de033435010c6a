import { eq } from 'drizzle-orm';
import type { Transaction } from '../platform/db';
import { requestActions, requests, requestTasks } from '../platform/db/schema';
import { submittedReports } from '../workflow/reports/records';
import type { RequestType } from '../workflow/catalogue';
import { submitTaskPayload } from '../workflow/action-plan-p3/actions';
import { actionPlanPayloadTypes, type ActionPlanP3 } from '../workflow/action-plan-p3/payload';
import {
  progressUpdate1,
  progressUpdate1PayloadTypes,
  type ProgressUpdate1P3,
} from '../workflow/progress-update-1-p3/definition';
import { measuresFromActionPlan } from '../workflow/progress-update-1-p3/prefill';
import {
  progressUpdate2PayloadTypes,
  type ProgressUpdate2P3,
} from '../workflow/progress-update-2-p3/definition';
import { measuresFromProgressUpdate1 } from '../workflow/progress-update-2-p3/prefill';
import { phase3Metadata } from '../workflow/reports/reporting';
import { requestIdOf } from '../workflow/request-ids';

/**
 * The demo's action plans and progress updates, as their workflows leave them (ADR 0020): working tasks
 * with real payloads, and submitted reports in the tables the MI exports read, so that each step can
 * be tried and each export has rows. Every submitted report passes its submit checks (a test holds it).
 */

const LED = {
  measureName: 'LED lighting in every depot',
  isEnergySavingsOpportunityReportedInAudit: true,
  measureScheme: ['STREAMLINED_ENERGY_AND_CARBON_REPORTING_SECR' as const],
  totalEnergySavingsExpected: { buildings: 180_000, total: 180_000 },
  implementationDateForMeasure: '2024-03-01',
  energySavingsEstimateCalculatedType: 'ENERGY_AUDIT' as const,
  measureContext: 'Replaces fluorescent fittings in the five depots.',
};
const FLEET = {
  measureName: 'Electric delivery vans',
  isEnergySavingsOpportunityReportedInAudit: false,
  measureScheme: ['OTHER' as const],
  otherMeasureSchemeName: 'Clean air zone commitments',
  totalEnergySavingsExpected: { transport: 250_000, total: 250_000 },
  implementationDateForMeasure: '2027-03-01',
  energySavingsEstimateCalculatedType: 'ALTERNATIVE_COMPLIANCE_METHOD' as const,
};

export const demoActionPlan: ActionPlanP3 = {
  energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true, energyEfficiencyMeasures: [LED, FLEET] },
  responsibleOfficerConfirmation: ['ESOS_ASSESSMENT_NOTIFICATION'],
};

/** Progress update 1's answers: the LED lighting (done before the plan) and the vans (done since). */
const pu1Answers = [
  {
    reportReduction2024To2025: true,
    reductionEnergyConsumption2024To2025: 95_000,
    reportReduction2023To2024: false,
    estimationMethodType: 'ENERGY_AUDIT' as const,
  },
  {
    measureIsImplemented: true,
    measureImplementedByTheDateInActionPlan: true,
    reductionEnergyConsumption2024To2025: 60_000,
    estimationMethodType: 'ACTION_PLAN_ESTIMATE' as const,
  },
];
const pu1Added = {
  measureName: 'Building management system upgrade',
  measureScheme: ['STREAMLINED_ENERGY_AND_CARBON_REPORTING_SECR' as const],
  reductionEnergyConsumption2024To2025: 12_000,
  estimationMethodType: 'ENERGY_AUDIT' as const,
};
/** Progress update 2's: both plan measures were answered in progress update 1, so none is asked "implemented". */
const pu2Answers = [
  {
    reportReduction2025To2026: true,
    reductionEnergyConsumption2025To2026: 100_000,
    estimationMethodType: 'ENERGY_AUDIT' as const,
  },
  { reportReduction2025To2026: false, providedContext: 'Savings are reported with the fleet data.' },
];
const pu2AnswerForAdded = {
  reportReduction2025To2026: true,
  reductionEnergyConsumption2025To2026: 13_000,
  estimationMethodType: 'ENERGY_AUDIT' as const,
};
const pu2Added = {
  measureName: 'Voltage optimisation',
  reductionEnergyConsumption2025To2026: 8_000,
  estimationMethodType: 'NO_METHOD_USED' as const,
};

interface Person {
  id: string;
  fullName: string;
}

/** A submitted (COMPLETED) report: the request, its one SUBMITTED timeline entry. */
async function submittedRequest(
  tx: Transaction,
  type: RequestType,
  accountId: number,
  submitter: Person,
  submitted: Date,
  payload: Record<string, unknown>,
  submittedPayload: Record<string, unknown>,
  document: Record<string, unknown>,
): Promise<string> {
  const prefix = { ACTION_PLAN_P3: 'AP', PROGRESS_UPDATE_1_P3: 'PU1', PROGRESS_UPDATE_2_P3: 'PU2' }[
    type as 'ACTION_PLAN_P3'
  ];
  const id = requestIdOf({ prefix, suffix: '-P3' }, accountId);
  await tx.insert(requests).values({
    id,
    type,
    status: 'COMPLETED',
    accountId,
    competentAuthority: 'ENGLAND',
    payload: { ...payload, operatorAssignee: submitter.id },
    metadata: phase3Metadata(type),
    creationDate: new Date(submitted.getTime() - 86_400_000),
    submissionDate: submitted,
    endDate: submitted,
  });
  await tx.insert(requestActions).values({
    requestId: id,
    type: `${type}_APPLICATION_SUBMITTED`,
    payload: submittedPayload,
    submitterId: submitter.id,
    submitter: submitter.fullName,
    creationDate: submitted,
  });
  await tx.insert(submittedReports).values({
    id,
    requestType: type,
    accountId,
    competentAuthority: 'ENGLAND',
    phase: 'PHASE_3',
    submittedAt: submitted,
    isDisaggregateUndertaking: type === 'ACTION_PLAN_P3' ? null : false,
    data: { phase: 'PHASE_3', ...document },
  });
  return id;
}

async function submitActionPlan(tx: Transaction, accountId: number, by: Person, when: Date) {
  await submittedRequest(
    tx,
    'ACTION_PLAN_P3',
    accountId,
    by,
    when,
    {
      payloadType: actionPlanPayloadTypes.request,
      actionPlan: demoActionPlan,
      actionPlanSectionsCompleted: {
        energyEfficiencyMeasure: 'COMPLETED',
        responsibleOfficerConfirmation: 'COMPLETED',
      },
      actionPlanAttachments: {},
    },
    { payloadType: actionPlanPayloadTypes.submitted, actionPlan: demoActionPlan, actionPlanAttachments: {} },
    { actionPlan: demoActionPlan, actionPlanAttachments: {} },
  );
}

const completedSections = (groupKey: string) => ({
  [groupKey]: 'COMPLETED',
  responsibleOfficerConfirmation: 'COMPLETED',
});

async function submitProgressUpdate1(tx: Transaction, accountId: number, by: Person, when: Date) {
  const measures = (await measuresFromActionPlan(tx, accountId)) ?? [];
  const progressUpdate1P3: ProgressUpdate1P3 = {
    progressUpdate1P3MeasuresUpdate: {
      progressUpdate1P3Measures: measures.map((measure, index) => ({
        ...measure,
        progressUpdate1P3EnergyEfficiencyMeasure: pu1Answers[index % pu1Answers.length],
      })),
      progressUpdate1P3AddedMeasure: [pu1Added],
    },
    responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE'],
  };
  await submittedRequest(
    tx,
    'PROGRESS_UPDATE_1_P3',
    accountId,
    by,
    when,
    {
      payloadType: progressUpdate1PayloadTypes.request,
      isDisaggregateUndertaking: false,
      progressUpdate1P3,
      progressUpdate1P3SectionsCompleted: completedSections('progressUpdate1P3MeasuresUpdate'),
      progressUpdate1Attachments: {},
    },
    {
      payloadType: progressUpdate1PayloadTypes.submitted,
      isDisaggregateUndertaking: false,
      progressUpdate1P3,
      progressUpdate1Attachments: {},
    },
    { progressUpdate1P3, progressUpdate1Attachments: {} },
  );
}

async function submitProgressUpdate2(tx: Transaction, accountId: number, by: Person, when: Date) {
  const carried = await measuresFromProgressUpdate1(tx, accountId);
  const progressUpdate2P3: ProgressUpdate2P3 = {
    progressUpdate2P3MeasuresUpdate: {
      progressUpdate2P3Measures: (carried?.measures ?? []).map((measure, index) => ({
        ...measure,
        progressUpdate2P3EnergyEfficiencyMeasure: pu2Answers[index % pu2Answers.length],
      })),
      progressUpdate2P3UpdatedAddedMeasures: (carried?.addedMeasures ?? []).map((measure) => ({
        ...measure,
        progressUpdate2P3EnergyEfficiencyMeasure: pu2AnswerForAdded,
      })),
      progressUpdate2P3AddedMeasure: [pu2Added],
    },
    responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE'],
  };
  await submittedRequest(
    tx,
    'PROGRESS_UPDATE_2_P3',
    accountId,
    by,
    when,
    {
      payloadType: progressUpdate2PayloadTypes.request,
      isDisaggregateUndertaking: false,
      progressUpdate2P3,
      progressUpdate2P3SectionsCompleted: completedSections('progressUpdate2P3MeasuresUpdate'),
      progressUpdate2Attachments: {},
    },
    {
      payloadType: progressUpdate2PayloadTypes.submitted,
      isDisaggregateUndertaking: false,
      progressUpdate2P3,
      progressUpdate2Attachments: {},
    },
    { progressUpdate2P3, progressUpdate2Attachments: {} },
  );
}

/** Gives a demo request made by createTask the payloads its workflow would have given it. */
async function fillOpenReport(
  tx: Transaction,
  requestId: string,
  type: RequestType,
  requestPayload: Record<string, unknown>,
  taskPayload: Record<string, unknown>,
) {
  await tx
    .update(requests)
    .set({ payload: requestPayload, metadata: phase3Metadata(type) })
    .where(eq(requests.id, requestId));
  await tx.update(requestTasks).set({ payload: taskPayload }).where(eq(requestTasks.requestId, requestId));
}

/**
 * `accounts` are Olivia's fourteen demo accounts in order: the first three have an action plan task
 * (Colin's), the last three a progress update 1 task (unassigned). Accounts 3 and 4 have submitted
 * their plan and progress update 1 (4 also its progress update 2), 10 and 11 their plan: so progress
 * update 1 can be started on 10 and progress update 2 on 3.
 */
export async function seedDemoReports(
  tx: Transaction,
  accounts: number[],
  people: { olivia: Person; colin: Person },
  day: (offset: number) => Date,
): Promise<void> {
  const at = (index: number) => {
    const id = accounts[index];
    if (id === undefined) throw new Error(`no demo account ${index}`);
    return id;
  };
  for (const index of [0, 1, 2]) {
    const accountId = at(index);
    const draft =
      index === 1
        ? {
            ...submitTaskPayload(),
            actionPlanP3: {
              energyEfficiencyMeasure: {
                haveEnergyEfficiencyMeasures: true,
                energyEfficiencyMeasures: [LED],
              },
            },
            actionPlanSectionsCompleted: { energyEfficiencyMeasure: 'IN_PROGRESS' as const },
          }
        : submitTaskPayload();
    await fillOpenReport(
      tx,
      requestIdOf({ prefix: 'AP', suffix: '-P3' }, accountId),
      'ACTION_PLAN_P3',
      { payloadType: actionPlanPayloadTypes.request, operatorAssignee: people.colin.id },
      draft,
    );
  }
  for (const index of [3, 4, 10, 11]) await submitActionPlan(tx, at(index), people.olivia, day(5 + index));
  for (const index of [3, 4]) await submitProgressUpdate1(tx, at(index), people.olivia, day(20 + index));
  await submitProgressUpdate2(tx, at(4), people.olivia, day(40));

  for (const index of [11, 12, 13]) {
    const accountId = at(index);
    const isDisaggregateUndertaking = index !== 11;
    const measures = isDisaggregateUndertaking ? [] : ((await measuresFromActionPlan(tx, accountId)) ?? []);
    await fillOpenReport(
      tx,
      requestIdOf({ prefix: 'PU1', suffix: '-P3' }, accountId),
      'PROGRESS_UPDATE_1_P3',
      {
        payloadType: progressUpdate1PayloadTypes.request,
        operatorAssignee: people.olivia.id,
        isDisaggregateUndertaking,
      },
      progressUpdate1.newTaskPayload(isDisaggregateUndertaking, measures),
    );
  }
}

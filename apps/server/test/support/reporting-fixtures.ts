import { and, eq } from 'drizzle-orm';
import { accounts, authorities, requestTasks } from '../../src/platform/db/schema';
import type { TestApp } from './test-app';

/**
 * Action plans and progress updates for API tests: valid payloads to start from (each violation test
 * changes one thing), the wire's action bodies, and a way to find a demo account and a request's task.
 */

export const OPERATOR = 'operator@example.com';
export const COLLEAGUE = 'colleague.operator@example.com';

/** A measure implemented long before any plan is submitted (its progress update 1 type is BEFORE). */
export const earlyMeasure = {
  measureName: 'LED lighting in all depots',
  isEnergySavingsOpportunityReportedInAudit: true,
  measureScheme: ['STREAMLINED_ENERGY_AND_CARBON_REPORTING_SECR', 'OTHER'],
  otherMeasureSchemeName: 'Net zero pledge',
  totalEnergySavingsExpected: { buildings: 120_000, transport: 0, total: 120_000 },
  implementationDateForMeasure: '2024-01-01',
  energySavingsEstimateCalculatedType: 'ENERGY_AUDIT',
  measureContext: 'Replaces fluorescent tubes.',
};

/** A measure due after the plan (AFTER), estimated by another method (so both statements are needed). */
export const lateMeasure = {
  measureName: 'Heat pumps at head office',
  isEnergySavingsOpportunityReportedInAudit: false,
  totalEnergySavingsExpected: { buildings: 80_000, otherProcesses: 5_000, total: 85_000 },
  implementationDateForMeasure: '2027-06-01',
  energySavingsEstimateCalculatedType: 'OTHER_REASONABLE_ESTIMATION_METHOD',
  estimationMethodDescription: 'Manufacturer data for the chosen model.',
};

export const completeActionPlan = () => ({
  energyEfficiencyMeasure: {
    haveEnergyEfficiencyMeasures: true,
    energyEfficiencyMeasures: [earlyMeasure, lateMeasure],
  },
  responsibleOfficerConfirmation: ['ESOS_ASSESSMENT_NOTIFICATION', 'ESTIMATION_METHOD_DESCRIPTION'],
});

export const actionBody = (
  taskId: number,
  type: string,
  payload: Record<string, unknown> = { payloadType: 'EMPTY_PAYLOAD' },
) => ({ requestTaskId: taskId, requestTaskActionType: type, requestTaskActionPayload: payload });

export const saveActionPlanBody = (
  taskId: number,
  actionPlanP3: unknown,
  sections: Record<string, string> = {},
) =>
  actionBody(taskId, 'ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT', {
    payloadType: 'ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
    actionPlanP3,
    actionPlanSectionsCompleted: sections,
  });

export const startBody = (
  type: string,
  payload: Record<string, unknown> = { payloadType: 'EMPTY_PAYLOAD' },
) => ({
  requestCreateActionType: type,
  requestCreateActionPayload: payload,
});

export const startProgressUpdate = (n: 1 | 2, isDisaggregateUndertaking = false) =>
  startBody(`PROGRESS_UPDATE_${n}_P3`, {
    payloadType: `PROGRESS_UPDATE_${n}_CREATE_ACTION_PAYLOAD`,
    isDisaggregateUndertaking,
  });

export const reInitiateBody = (type: string, requestId: string) =>
  startBody(`RE_INITIATE_${type}`, {
    payloadType: 'REPORT_RELATED_REQUEST_CREATE_ACTION_PAYLOAD',
    requestId,
  });

/** The id of one of Olivia's demo accounts, by name. */
export async function accountNamed(t: TestApp, name: string): Promise<number> {
  const [account] = await t.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(authorities, eq(authorities.accountId, accounts.id))
    .where(and(eq(accounts.name, name), eq(authorities.userId, await t.userId(OPERATOR))));
  if (!account) throw new Error(`no demo account ${name}`);
  return account.id;
}

/** The open task of a request. */
export async function openTaskOf(t: TestApp, requestId: string) {
  const [task] = await t.database.db.select().from(requestTasks).where(eq(requestTasks.requestId, requestId));
  if (!task) throw new Error(`no open task on ${requestId}`);
  return task;
}

import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTasks } from '../../src/platform/db/schema';
import type { TaskRow } from '../../src/workflow/definition';
import {
  completeNotification,
  type CategoryPath,
} from '../../src/workflow/notification-of-compliance-p3/examples/complete-notifications';
import { readyNotification } from '../../src/workflow/notification-of-compliance-p3/examples/partial-notifications';
import type { NocP3 } from '../../src/workflow/notification-of-compliance-p3/payload';
import { createTestApp, type TestApp } from '../support/test-app';
import { caller, OPERATOR } from './workflow-helpers';

/*
 * Issue 37: a notification's rules where the reference's tests state them. A save keeps values the
 * reference keeps (refused at submit with NOC1001 naming the field), the reporting obligation is
 * refused as the reference's validated service does (FORM1001, FORM1002 when missing), recommendation
 * shares may total more than 100, and what the save's clean-up removes is shown by the save's own
 * answer, unasked, and by GET (ADR 0014).
 */

const CLASS = 'uk.gov.esos.api.reporting.noc.phase3.domain';
const A: CategoryPath = 'ESOS_ENERGY_ASSESSMENTS_95_TO_100';
const SAVE = 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT';
const SAVE_PAYLOAD = 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD';
const SUBMIT = 'NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION';

interface ErrorBody {
  code: string;
  data: unknown[];
}

describe('notification rules as the reference states them (issue 37)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let tasks: TaskRow[];

  beforeAll(async () => {
    t = await createTestApp({
      WORKFLOW_VALIDITY_WINDOWS: JSON.stringify({
        NOTIFICATION_OF_COMPLIANCE_P3: {
          initiateStart: '2000-01-01',
          initiateEnd: '2099-12-31',
          submitStart: '2000-01-01',
          submitEnd: '2099-12-31',
        },
      }),
    });
    call = caller(t);
    tasks = await t.database.db
      .select()
      .from(requestTasks)
      .where(
        and(
          eq(requestTasks.type, 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT'),
          eq(requestTasks.assignee, await t.userId(OPERATOR)),
        ),
      )
      .orderBy(asc(requestTasks.id));
  });
  afterAll(async () => t.close());

  const nextTask = () => {
    const task = tasks.shift();
    if (!task) throw new Error('no demo notification task left');
    return task.id;
  };
  const ready = readyNotification(A);
  const save = (taskId: number, noc: unknown) =>
    call(OPERATOR, 'POST', '/tasks/actions', {
      requestTaskId: taskId,
      requestTaskActionType: SAVE,
      requestTaskActionPayload: {
        payloadType: SAVE_PAYLOAD,
        noc,
        nocSectionsCompleted: ready.nocSectionsCompleted,
      },
    });
  const submit = (taskId: number) =>
    call(OPERATOR, 'POST', '/tasks/actions', {
      requestTaskId: taskId,
      requestTaskActionType: SUBMIT,
      requestTaskActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
    });
  const savedNotification = async (taskId: number) =>
    (await call(OPERATOR, 'GET', `/tasks/${taskId}`)).json<{ requestTask: { payload: { noc: NocP3 } } }>()
      .requestTask.payload.noc;
  /**
   * The task a save answered without being asked (no Prefer header): a save that did not keep all it
   * was sent says what it kept (issue 37).
   */
  const savedTask = (response: Awaited<ReturnType<typeof save>>) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['preference-applied']).toBeUndefined();
    return response.json<{ requestTask: { payload: { noc: NocP3; nocSectionsCompleted: object } } }>()
      .requestTask.payload;
  };
  /** A complete category A notification with one change. */
  const changed = (change: (noc: NocP3) => void): NocP3 => {
    const noc = structuredClone(completeNotification(A));
    change(noc);
    return noc;
  };

  it('keeps a malformed registration number, a 7-decimal ratio and a 16-digit kWh figure as typed, and refuses them at submit with NOC1001', async () => {
    const taskId = nextTask();
    const cases: [string, NocP3, string, string][] = [
      [
        'a malformed registration number',
        changed((noc) => {
          noc.organisationStructure!.organisationsAssociatedWithRU![0]!.registrationNumber = 'SC76543';
        }),
        `${CLASS}.organisationstructure.OrganisationStructure`,
        'organisationsAssociatedWithRU[0].registrationNumber - Organisation associated with responsible undertaking registration number is not in a valid format',
      ],
      [
        'a ratio of 7 decimal places',
        changed((noc) => {
          noc.energyConsumptionDetails!.energyIntensityRatioData!.buildings!.energyIntensityRatios![0]!.ratio =
            '12.1234567';
        }),
        `${CLASS}.energyconsumptiondetails.EnergyConsumptionDetails`,
        'energyIntensityRatioData.buildings.energyIntensityRatios[0].ratio - numeric value out of bounds (<15 digits>.<6 digits> expected)',
      ],
      [
        'a kWh figure of 16 digits',
        changed((noc) => {
          noc.energySavingsAchieved!.energySavingsEstimation = {
            buildings: 1_000_000_000_000_000,
            transport: 2_000,
            industrialProcesses: 3_000,
            otherProcesses: 4_000,
            total: 1_000_000_000_009_000,
          };
        }),
        `${CLASS}.energysavingsachieved.EnergySavingsAchieved`,
        'energySavingsEstimation.buildings - numeric value out of bounds (<15 digits>.<0 digits> expected)',
      ],
    ];
    for (const [name, noc, sectionName, detail] of cases) {
      expect((await save(taskId, noc)).statusCode, name).toBe(204);
      expect(await savedNotification(taskId), name).toEqual(noc);
      const refused = await submit(taskId);
      expect(refused.statusCode, name).toBe(400);
      const body = refused.json<ErrorBody>();
      expect(body.code, name).toBe('NOC1001');
      expect(body.data[0], name).toContainEqual({
        sectionName,
        message: 'Invalid section data',
        data: [expect.arrayContaining([detail])],
      });
    }
    // Put right, the same notification is submitted.
    expect((await save(taskId, completeNotification(A))).statusCode).toBe(204);
    expect((await submit(taskId)).statusCode).toBe(204);
  });

  it('refuses a bad reporting obligation with FORM1001 naming the failure, and a missing one with FORM1002', async () => {
    const taskId = nextTask();
    const bad = changed((noc) => {
      noc.reportingObligation!.reportingObligationDetails!.complianceRouteDistribution!.energyAuditsPct = 90;
    });
    expect((await save(taskId, bad)).statusCode).toBe(204);
    const refused = await submit(taskId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'FORM1001',
      data: [
        {
          fieldName:
            'determineReportingObligationCategory.reportingObligation.reportingObligationDetails.complianceRouteDistribution',
          message: 'Sum of compliance route distribution values should be 100',
        },
      ],
    });

    const { reportingObligation: _none, ...withoutObligation } = completeNotification(A);
    // The status sent for the missing section is dropped: the save's answer says so, unasked.
    const { reportingObligation: _status, ...otherStatuses } = ready.nocSectionsCompleted;
    expect(savedTask(await save(taskId, withoutObligation)).nocSectionsCompleted).toEqual(otherStatuses);
    const missing = await submit(taskId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'FORM1002',
      data: [
        {
          fieldName: 'determineReportingObligationCategory.reportingObligation',
          message: 'must not be null',
        },
      ],
    });
  });

  it('submits recommendation shares totalling more than 100, refuses a total that is not their sum, and shows what the clean-up removed', async () => {
    const taskId = nextTask();
    const shares = { energyAudits: 60, alternativeComplianceRoutes: 40, other: 10 };
    const withShares = (total: number) =>
      changed((noc) => {
        noc.energySavingsAchieved!.energySavingsRecommendations = { ...shares, total };
        // A section category A rules out: the save removes it, and GET shows the notification without it.
        noc.alternativeComplianceRoutes = completeNotification(
          'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100',
        ).alternativeComplianceRoutes;
      });

    expect(savedTask(await save(taskId, withShares(100))).noc).not.toHaveProperty(
      'alternativeComplianceRoutes',
    );
    const refused = await submit(taskId);
    expect(refused.json()).toMatchObject({
      code: 'NOC1001',
      data: [
        [
          {
            sectionName: `${CLASS}.energysavingsachieved.EnergySavingsAchieved`,
            message: 'Invalid section data',
            data: [
              [
                'energySavingsRecommendations - Sum of energy savings recommendations values should equal the total value',
              ],
            ],
          },
        ],
      ],
    });

    const over = withShares(110);
    const { alternativeComplianceRoutes: removed, ...kept } = over;
    expect(removed).toBeDefined();
    expect(savedTask(await save(taskId, over)).noc).toEqual(kept);
    expect(await savedNotification(taskId)).toEqual(kept);
    expect((await submit(taskId)).statusCode).toBe(204);
  });
});

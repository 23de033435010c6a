import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTasks } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { caller, OPERATOR } from './workflow-helpers';

const SUBMIT = 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT';
const certificate = { certificateNumber: 'DEC-0001', validFrom: '2022-01-01', validUntil: '2023-01-01' };

/** Issue 39: an 'Add another certificate' left empty is not kept, whichever client saves it. */
describe('certificates saved in a notification', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
  });
  afterAll(async () => t.close());

  it('drops empty certificate entries on save, keeping one blank only where none was given', async () => {
    const [task] = await t.database.db
      .select()
      .from(requestTasks)
      .where(and(eq(requestTasks.type, SUBMIT), eq(requestTasks.assignee, await t.userId(OPERATOR))))
      .orderBy(asc(requestTasks.id))
      .limit(1);
    if (!task) throw new Error('no demo notification task');
    const saved = await call(OPERATOR, 'POST', '/tasks/actions', {
      requestTaskId: task.id,
      requestTaskActionType: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT',
      requestTaskActionPayload: {
        payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
        noc: {
          alternativeComplianceRoutes: {
            decCertificatesDetails: {
              certificateDetails: [{ certificateNumber: '  ' }, certificate, {}, { certificateNumber: null }],
            },
            gdaCertificatesDetails: { certificateDetails: [{}, { certificateNumber: '' }] },
          },
        },
        nocSectionsCompleted: {},
      },
    });
    expect(saved.statusCode).toBeLessThan(300);

    const read = await call(OPERATOR, 'GET', `/tasks/${task.id}`);
    const routes = read.json<{
      requestTask: { payload: { noc: { alternativeComplianceRoutes: Record<string, unknown> } } };
    }>().requestTask.payload.noc.alternativeComplianceRoutes;
    expect(routes.decCertificatesDetails).toEqual({ certificateDetails: [certificate] });
    expect(routes.gdaCertificatesDetails).toEqual({ certificateDetails: [{}] });
  });
});

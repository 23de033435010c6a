import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadUserContext, type UserContext } from '../../src/domain/current-user';
import { requestTaskHistory, requestTasks, storedFiles } from '../../src/platform/db/schema';
import { ApiError } from '../../src/platform/http/errors';
import { defineAction, defineRequestType, type TaskRow } from '../../src/workflow/definition';
import { createWorkflowEngine, type WorkflowEngine } from '../../src/workflow/engine';
import { notificationOfComplianceP3 } from '../../src/workflow/notification-of-compliance-p3/definition';
import { requestTypeDefinitions } from '../../src/workflow/registry';
import { multipartPayload } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';

const OPERATOR = 'operator@example.com';
const COLLEAGUE = 'colleague.operator@example.com';
const REGULATOR = 'regulator@example.gov.uk';
const UPLOAD = 'NOTIFICATION_OF_COMPLIANCE_P3_UPLOAD_ATTACHMENT';
const someUuid = '00000000-0000-4000-8000-000000000000';

/**
 * Over HTTP the registered notification of compliance takes attachments; the engine rules are
 * exercised with the registered NOC definition whose submit task is given two small actions (and a
 * `keep` list of referenced files), run by an engine of the test's own.
 * Its submit action keeps the files listed in `keep` and completes the task; its "fail" action
 * completes the task and then fails, to show the file changes roll back with it.
 */
const nocSubmit = notificationOfComplianceP3.tasks.NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT;
if (!nocSubmit) throw new Error('the NOC definition has no submit task');
const testDefinition = defineRequestType({
  ...notificationOfComplianceP3,
  tasks: {
    ...notificationOfComplianceP3.tasks,
    NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT: {
      ...nocSubmit,
      assignable: true,
      attachments: {
        action: UPLOAD,
        payloadField: 'nocAttachments',
        referenced: (payload) => (Array.isArray(payload.keep) ? (payload.keep as string[]) : []),
      },
      actions: {
        NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION: defineAction({
          payloadSchema: z.object({ keep: z.array(z.string()) }),
          async handle(step, { task, payload }) {
            await step.saveTaskPayload(task, { ...(task.payload as object), keep: payload.keep });
            await step.completeTask(task);
          },
        }),
        NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT: defineAction({
          payloadSchema: z.object({}),
          async handle(step, { task }) {
            await step.completeTask(task);
            throw new ApiError('REQUEST_TASK_ACTION1000');
          },
        }),
      },
    },
  },
});

describe('task attachments', () => {
  let t: TestApp;
  let engine: WorkflowEngine;
  let operator: UserContext;

  const as = async (email: string) => ({ authorization: `Bearer ${await t.tokenFor(email)}` });
  const file =
    (name = 'evidence.txt', text = 'Energy audit evidence') =>
    () =>
      Promise.resolve({ name, content: Buffer.from(text) });
  const uploadOverHttp = async (
    email: string,
    taskId: number,
    actionType = UPLOAD,
    attachment = { filename: 'a.txt', value: Buffer.from('hello') },
  ) => {
    const { payload, headers } = multipartPayload([
      {
        name: 'requestTaskActionDetails',
        value: JSON.stringify({ requestTaskId: taskId, requestTaskActionType: actionType }),
      },
      { name: 'attachment', ...attachment },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1.0/task-attachments/upload',
      payload,
      headers: { ...headers, ...(await as(email)) },
    });
  };
  const attachmentFiles = async (requestId: string) =>
    t.database.db
      .select({ uuid: storedFiles.uuid, status: storedFiles.status })
      .from(storedFiles)
      .where(and(eq(storedFiles.kind, 'ATTACHMENT'), eq(storedFiles.requestId, requestId)));
  const currentTask = async (id: number) => {
    const [row] = await t.database.db.select().from(requestTasks).where(eq(requestTasks.id, id));
    return row;
  };
  /** The demo notification tasks of the operator: one per account, so tests do not share one. */
  let nocTasks: TaskRow[] = [];
  const nocTask = () => {
    const task = nocTasks.shift();
    if (!task) throw new Error('no demo notification task left');
    return task;
  };

  const contextOf = (userId: string) => loadUserContext(t.database.db, userId);

  beforeAll(async () => {
    t = await createTestApp();
    engine = createWorkflowEngine({
      db: t.database.db,
      mail: { context: t.app.mail.context, kick: () => undefined },
      services: { companyInformation: t.app.companyInformation },
      validityWindows: t.app.config.validityWindows,
      files: t.app.files,
      definitions: requestTypeDefinitions.map((definition) =>
        definition.type === testDefinition.type ? testDefinition : definition,
      ),
    });
    const operatorId = await t.userId(OPERATOR);
    operator = await contextOf(operatorId);
    nocTasks = await t.database.db
      .select()
      .from(requestTasks)
      .where(
        and(
          eq(requestTasks.type, 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT'),
          eq(requestTasks.assignee, operatorId),
        ),
      );
  });
  afterAll(async () => t.close());

  describe('over HTTP, on the notification of compliance', () => {
    it('stores the assignee’s upload, lists it in nocAttachments and answers the task’s new ETag', async () => {
      const task = nocTask();
      const response = await uploadOverHttp(OPERATOR, task.id);
      expect(response.statusCode, response.body).toBe(200);
      const { uuid } = response.json<{ uuid: string }>();
      expect(response.headers.etag).toBe(`"${task.version + 1}"`);
      expect(await attachmentFiles(task.requestId)).toEqual([{ uuid, status: 'PENDING' }]);
      expect((await currentTask(task.id))?.payload).toMatchObject({ nocAttachments: { [uuid]: 'a.txt' } });
    });

    it('refuses a file whose name does not say what it holds, and stores nothing', async () => {
      const task = nocTask();
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
      for (const filename of ['evidence.html', 'evidence.bat', 'evidence.png']) {
        const response = await uploadOverHttp(OPERATOR, task.id, UPLOAD, { filename, value: pdf });
        expect(response.statusCode, filename).toBe(400);
        expect(response.json()).toMatchObject({ code: 'FILE1005' });
      }
      expect(await attachmentFiles(task.requestId)).toEqual([]);
    });

    it('refuses a NUL in the details part, naming the field', async () => {
      const task = nocTask();
      const response = await uploadOverHttp(OPERATOR, task.id, `${UPLOAD}\u0000`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'FORM1001',
        data: [{ fieldName: 'requestTaskActionDetails.requestTaskActionType' }],
      });
    });

    it('refuses another action type as the upload action, and stores nothing', async () => {
      const task = nocTask();
      const response = await uploadOverHttp(
        OPERATOR,
        task.id,
        'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT',
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'REQUEST_TASK_ACTION1000' });
      expect(await attachmentFiles(task.requestId)).toEqual([]);
    });

    it('checks the caller before the action: execute permission (403), then the assignee', async () => {
      const task = nocTask();
      expect((await uploadOverHttp(REGULATOR, task.id)).statusCode).toBe(403);
      const colleague = await uploadOverHttp(COLLEAGUE, task.id);
      expect(colleague.json()).toMatchObject({ code: 'REQUEST_TASK_ACTION1001' });
      expect((await uploadOverHttp(OPERATOR, 999_999_999)).statusCode).toBe(404);
    });

    it('needs a multipart form with valid details', async () => {
      const task = nocTask();
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/v1.0/task-attachments/upload',
        payload: { requestTaskActionDetails: { requestTaskId: task.id, requestTaskActionType: UPLOAD } },
        headers: await as(OPERATOR),
      });
      expect(json.statusCode).toBe(415);
      const { payload, headers } = multipartPayload([
        { name: 'requestTaskActionDetails', value: JSON.stringify({ requestTaskId: task.id }) },
        { name: 'attachment', value: Buffer.from('hello'), filename: 'a.txt' },
      ]);
      const invalid = await t.app.inject({
        method: 'POST',
        url: '/api/v1.0/task-attachments/upload',
        payload,
        headers: { ...headers, ...(await as(OPERATOR)) },
      });
      expect(invalid.json()).toMatchObject({ code: 'FORM1001' });
    });

    it('gives no token for a uuid the task does not list, and none to who cannot see the task', async () => {
      const task = nocTask();
      const url = `/api/v1.0/task-attachments/${task.id}?attachmentUuid=${someUuid}`;
      expect((await t.app.inject({ method: 'GET', url, headers: await as(OPERATOR) })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url, headers: await as(REGULATOR) })).statusCode).toBe(403);
    });
  });

  describe('with a task type that takes attachments', () => {
    it('stores the upload PENDING on the request, lists it in the payload and gives a download token', async () => {
      const task = nocTask();
      const { uuid } = await engine.uploadTaskAttachment(operator, task.id, UPLOAD, file());
      const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.uuid, uuid));
      expect(row).toMatchObject({ kind: 'ATTACHMENT', status: 'PENDING', requestId: task.requestId });
      const after = await currentTask(task.id);
      expect(after?.payload).toMatchObject({ nocAttachments: { [uuid]: 'evidence.txt' } });
      expect(after?.version).toBe(task.version + 1);

      const { token } = await engine.taskAttachmentToken(operator, task.id, uuid);
      const download = await t.app.inject({ method: 'GET', url: `/api/v1.0/file-attachments/${token}` });
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe('Energy audit evidence');
      // The same check over HTTP: listed, so the operator gets a token; a regulator cannot see the task.
      await expect(engine.taskAttachmentToken(operator, task.id, someUuid)).rejects.toMatchObject({
        code: 'NOTFOUND1001',
      });
      const regulator = await contextOf(await t.userId(REGULATOR));
      await expect(engine.taskAttachmentToken(regulator, task.id, uuid)).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    });

    it('refuses another action type and anyone but the assignee, reading no file', async () => {
      const task = nocTask();
      let read = false;
      const readFile = () => {
        read = true;
        return file()();
      };
      await expect(
        engine.uploadTaskAttachment(
          operator,
          task.id,
          'NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION',
          readFile,
        ),
      ).rejects.toMatchObject({ code: 'REQUEST_TASK_ACTION1000' });
      const colleague = await contextOf(await t.userId(COLLEAGUE));
      await expect(engine.uploadTaskAttachment(colleague, task.id, UPLOAD, readFile)).rejects.toMatchObject({
        code: 'REQUEST_TASK_ACTION1001',
      });
      expect(read).toBe(false);
      expect(await attachmentFiles(task.requestId)).toEqual([]);
    });

    it('on completion submits the referenced attachments and deletes the other pending ones', async () => {
      const task = nocTask();
      const kept = await engine.uploadTaskAttachment(operator, task.id, UPLOAD, file('kept.txt'));
      await engine.uploadTaskAttachment(operator, task.id, UPLOAD, file('dropped.txt'));
      // A note file of the same request is not an attachment: untouched.
      const note = await t.app.files.upload({
        kind: 'NOTE',
        fileName: 'note.txt',
        bytes: Buffer.from('note'),
        createdBy: operator.userId,
        requestId: task.requestId,
      });
      await engine.processTaskAction(operator, task.id, 'NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION', {
        keep: [kept.uuid],
      });
      expect(await currentTask(task.id)).toBeUndefined();
      const [history] = await t.database.db
        .select()
        .from(requestTaskHistory)
        .where(eq(requestTaskHistory.id, task.id));
      expect(history?.payload).toMatchObject({ nocAttachments: { [kept.uuid]: 'kept.txt' } });
      expect(await attachmentFiles(task.requestId)).toEqual([{ uuid: kept.uuid, status: 'SUBMITTED' }]);
      expect(await t.app.files.read(note.uuid)).toMatchObject({ status: 'PENDING' });
    });

    it('changes no file when the action that completes the task fails', async () => {
      const task = nocTask();
      const { uuid } = await engine.uploadTaskAttachment(operator, task.id, UPLOAD, file());
      await expect(
        engine.processTaskAction(operator, task.id, 'NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT', {}),
      ).rejects.toMatchObject({ code: 'REQUEST_TASK_ACTION1000' });
      expect(await currentTask(task.id)).toBeDefined();
      expect(await attachmentFiles(task.requestId)).toEqual([{ uuid, status: 'PENDING' }]);
    });
  });
});

import { multipartPayload } from '../../support/multipart';
import type { TestApp } from '../../support/test-app';
import type { Fixtures, MatrixCase } from './cases';
import { nocSubmitTaskId } from './fixtures';

const someUuid = '00000000-0000-4000-8000-000000000000';

/** The demo Phase 3 notification submit task on the fixtures account, assigned to operatorAdmin. */
let nocTaskId: number | undefined;
let form: ReturnType<typeof multipartPayload> | undefined;

const setup = async (t: TestApp, f: Fixtures) => {
  const taskId = await nocSubmitTaskId(t, f);
  nocTaskId = taskId;
  // One body for every caller: its boundary must match the content type sent with it.
  form = multipartPayload([
    {
      name: 'requestTaskActionDetails',
      value: JSON.stringify({
        requestTaskId: taskId,
        requestTaskActionType: 'NOTIFICATION_OF_COMPLIANCE_P3_UPLOAD_ATTACHMENT',
      }),
    },
    // Empty: refused (FILE1002) after the caller is checked, so nothing is stored.
    { name: 'attachment', value: Buffer.alloc(0), filename: 'matrix.txt' },
  ]);
};

const prepared = () => {
  if (nocTaskId === undefined || !form) throw new Error('task attachment case used before its setup');
  return { nocTaskId, form };
};

/**
 * Task attachments follow the task's rules: uploading needs the task type's execute permission and
 * the assignee (whose empty file is then refused, so nothing is stored); a token needs the view
 * permission (a uuid the task does not list: 404).
 */
export const taskAttachmentsCases: MatrixCase[] = [
  {
    operationId: 'uploadRequestTaskAttachment',
    method: 'POST',
    url: () => '/api/v1.0/task-attachments/upload',
    setup,
    payload: () => prepared().form.payload,
    headers: () => prepared().form.headers,
    allowed: ['operatorAdmin'],
  },
  {
    operationId: 'generateRequestTaskGetFileAttachmentToken',
    method: 'GET',
    url: () => `/api/v1.0/task-attachments/${prepared().nocTaskId}?attachmentUuid=${someUuid}`,
    setup,
    // A Restricted user may view the task, though not execute it.
    allowed: ['operatorAdmin', 'restrictedOperator'],
  },
];

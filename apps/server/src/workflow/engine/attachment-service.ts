import type { Executor } from '../../platform/db';
import type { UploadedFile } from '../../platform/http/multipart';
import { ApiError } from '../../platform/http/errors';
import type { UserContext } from '../../domain/current-user';
import type { RequestTaskActionType } from '../catalogue';
import { attachmentsOf } from './attachments';
import { runInTransaction, type EngineContext } from './context';
import { workflowRepository } from './repository';
import { assertMayExecute, loadVisibleTask } from './task-access';

/** POST /task-attachments/upload and GET /task-attachments/{taskId}. */
export function attachmentService(context: EngineContext) {
  const { db, files, tables } = context;

  /**
   * Checked as task actions are, before the file is read: the execute permission (403), the assignee
   * (REQUEST_TASK_ACTION1001), then the action must be the task type's upload action
   * (REQUEST_TASK_ACTION1000).
   */
  async function checkUploader(
    executor: Executor,
    userContext: UserContext,
    taskId: number,
    actionType: string,
  ) {
    const { task, authority } = await loadVisibleTask(executor, tables, userContext, taskId);
    assertMayExecute(tables, userContext, task, authority);
    const attachments = attachmentsOf(tables, task);
    if (!attachments || attachments.definition.action !== actionType)
      throw new ApiError('REQUEST_TASK_ACTION1000');
    return { task, attachments };
  }

  return {
    /**
     * Stores a file for the task (PENDING, kind ATTACHMENT, on the task's request) and lists it in the
     * payload's attachments map.
     */
    async uploadTaskAttachment(
      userContext: UserContext,
      taskId: number,
      actionType: RequestTaskActionType,
      readFile: () => Promise<UploadedFile>,
    ): Promise<{ uuid: string; version: number }> {
      const { task } = await checkUploader(db, userContext, taskId, actionType);
      const file = await readFile();
      const { uuid } = await files.upload({
        kind: 'ATTACHMENT',
        fileName: file.name,
        bytes: file.content,
        createdBy: userContext.userId,
        requestId: task.requestId,
      });
      let version: number;
      try {
        version = await runInTransaction(context, async (tx) => {
          // The task may have moved on while the file was scanned: lock it and check again.
          await workflowRepository(tx).task(taskId, { lock: true });
          const { task: current, attachments } = await checkUploader(tx, userContext, taskId, actionType);
          const names = await files.namesOf(tx, [uuid], { kind: 'ATTACHMENT', requestId: current.requestId });
          const payload = {
            ...attachments.payload,
            [attachments.definition.payloadField]: { ...attachments.attachments, ...names },
          };
          // A new version, so an action prepared against the payload without this file cannot overwrite it.
          await workflowRepository(tx).setTaskPayload(current.id, payload, { newVersion: true });
          return current.version + 1;
        });
      } catch (error) {
        // In a transaction, so the audit trail records the removal as it did the upload (ADR 21).
        await db.transaction((tx) => files.remove(tx, [uuid]));
        throw error;
      }
      return { uuid, version };
    },

    /** A download token for an attachment the task's payload lists, for anyone who may view the task. */
    async taskAttachmentToken(userContext: UserContext, taskId: number, attachmentUuid: string) {
      const { task } = await loadVisibleTask(db, tables, userContext, taskId);
      const listed = attachmentsOf(tables, task)?.attachments ?? {};
      if (!Object.hasOwn(listed, attachmentUuid)) throw new ApiError('NOTFOUND1001');
      const file = await files.read(attachmentUuid);
      if (!file || file.kind !== 'ATTACHMENT' || file.requestId !== task.requestId) {
        throw new ApiError('NOTFOUND1001');
      }
      return files.downloadToken(attachmentUuid, 'ATTACHMENT');
    },
  };
}

import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { storedFiles } from '../../platform/db/schema';
import type { TaskRow } from '../definition';
import type { WorkflowTables } from '../tables';
import { workflowRepository } from './repository';

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The attachments map ({uuid: file name}) a task's payload holds, when its type takes attachments. */
export function attachmentsOf(tables: WorkflowTables, task: Pick<TaskRow, 'type' | 'payload'>) {
  const definition = tables.workflowOfTask(task.type)?.tasks[task.type]?.attachments;
  if (!definition) return null;
  const payload = (task.payload ?? {}) as Record<string, unknown>;
  const map = payload[definition.payloadField];
  const attachments =
    typeof map === 'object' && map !== null && !Array.isArray(map) ? (map as Record<string, unknown>) : {};
  return { definition, payload, attachments };
}

/**
 * api-behaviour §2.1: when a task completes, the attachments its payload still references become
 * SUBMITTED and the request's PENDING attachments nothing references are deleted. Uploads listed by
 * another open task of the request are kept: that task has not completed yet.
 */
export async function settleTaskAttachments(
  tx: Executor,
  tables: WorkflowTables,
  task: TaskRow,
  now: Date,
): Promise<void> {
  const own = attachmentsOf(tables, task);
  if (!own) return;
  // Only well-formed ids reach the uuid column: a payload is the user's data.
  const referenced = (own.definition.referenced?.(own.payload) ?? Object.keys(own.attachments)).filter(
    isUuid,
  );
  const otherTasks = await workflowRepository(tx).otherTasksOf(task);
  const kept = [
    ...referenced,
    ...otherTasks.flatMap((other) =>
      Object.keys(attachmentsOf(tables, other)?.attachments ?? {}).filter(isUuid),
    ),
  ];
  const ofRequest = and(eq(storedFiles.kind, 'ATTACHMENT'), eq(storedFiles.requestId, task.requestId));
  if (referenced.length > 0) {
    await tx
      .update(storedFiles)
      .set({ status: 'SUBMITTED', lastUpdatedOn: now })
      .where(and(ofRequest, inArray(storedFiles.uuid, referenced)));
  }
  await tx
    .delete(storedFiles)
    .where(
      and(
        ofRequest,
        eq(storedFiles.status, 'PENDING'),
        ...(kept.length > 0 ? [notInArray(storedFiles.uuid, kept)] : []),
      ),
    );
}

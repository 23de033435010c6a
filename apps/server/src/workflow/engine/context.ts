import type { Database, Executor } from '../../platform/db';
import { retryOnConflict } from '../../platform/db/faults';
import type { Files } from '../../platform/files';
import type { MailContext } from '../../platform/mail/mail';
import type { RequestType } from '../catalogue';
import type { WorkflowServices } from '../workflow-step';
import type { WorkflowTables } from '../tables';
import type { ValidityWindow } from '../validity-windows';

/** What the parts of the engine share: built once by createWorkflowEngine. */
export interface EngineContext {
  db: Database;
  tables: WorkflowTables;
  /** Each windowed type's window after configuration. */
  windows: ReadonlyMap<RequestType, ValidityWindow>;
  mail: { context: MailContext; kick(): void };
  services: WorkflowServices;
  /** Task attachments are stored through the files platform (kind ATTACHMENT). */
  files: Files;
  now(): Date;
}

/**
 * One transaction per call; emails it queued are sent once it has committed. A transaction the database
 * picked as a deadlock victim rolled back completely, so it is run again.
 */
export async function runInTransaction<T>(
  context: EngineContext,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  const result = await retryOnConflict(() => context.db.transaction(work));
  context.mail.kick();
  return result;
}

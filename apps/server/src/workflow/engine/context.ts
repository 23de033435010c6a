import type { Database, Executor } from '../../platform/db';
import { retryOnConflict } from '../../platform/db/faults';
import type { Files } from '../../platform/files';
import { enqueueMail, type MailContext, type MailMessage } from '../../platform/mail/mail';
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

/** Transactions that queued email (`queueMail`): the sender is woken once one of them commits. */
const queuedMail = new WeakSet<Executor>();

/** Queues an email in the transaction; it is sent after commit. */
export async function queueMail(tx: Executor, message: MailMessage): Promise<void> {
  await enqueueMail(tx, message);
  queuedMail.add(tx);
}

/**
 * One transaction per call; emails it queued are sent once it has committed. A transaction the database
 * picked as a deadlock victim rolled back completely, so it is run again.
 */
export async function runInTransaction<T>(
  context: EngineContext,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  let mailQueued = false;
  const result = await retryOnConflict(() =>
    context.db.transaction(async (tx) => {
      const value = await work(tx);
      mailQueued = queuedMail.has(tx);
      return value;
    }),
  );
  // Only then: waking the sender costs a transaction of its own (a save queues no email, and the
  // embedded database's one connection would run the sender's look at the outbox between saves).
  if (mailQueued) context.mail.kick();
  return result;
}

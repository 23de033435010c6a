import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db';
import { accounts, authorities, requests, requestTasks, users } from '../../platform/db/schema';
import { enqueueMails, type MailContext } from '../../platform/mail/mail';
import { startPeriodicJob } from '../../platform/periodic-job';
import type { RequestTaskType, RequestType } from '../../workflow/catalogue';
import type { WorkflowEngine } from '../../workflow/engine';
import { ukDate } from '../../workflow/validity-windows';
import { deadlineReminderMail } from './email';
import { deadlineReminders } from './table';

export interface ReminderSettings {
  enabled: boolean;
  /** Days before the due date a reminder goes, e.g. [7, 1]; one also goes on the day it is overdue. */
  daysBefore: readonly number[];
}

export interface DeadlineReminders {
  /** One pass now (tests give the day); resolves with the number of reminders this instance sent. */
  runOnce(options?: { now?: Date }): Promise<number>;
  stop(): Promise<void>;
}

/** A reminder applies while the days remaining are within [from, to]. */
interface ReminderKind {
  kind: string;
  from: number;
  to: number;
}

/**
 * The kinds, most distant first: each "before" reminder covers the days down to the next one, so a task
 * created (or a job started) inside its band still gets it once; overdue only on its first day, so turning
 * the job on never mails every task that is long overdue.
 */
export function reminderKinds(daysBefore: readonly number[]): ReminderKind[] {
  const days = [...new Set(daysBefore)].sort((a, b) => b - a);
  return [
    ...days.map((to, index) => ({ kind: `due-in-${to}`, from: (days[index + 1] ?? 0) + 1, to })),
    { kind: 'overdue', from: 0, to: 0 },
  ];
}

/**
 * The report types with a submission window and their operators' tasks (not a helper's supporting task
 * beside the main one: its assignee is reminded through the main task). A regulator's reminder (ADR 51)
 * names the report by its first.
 */
export function operatorReportTasks(tables: WorkflowEngine['tables']) {
  return tables.definitions
    .filter((definition) => definition.validityWindow)
    .map((definition) => ({
      requestType: definition.type,
      taskTypes: (Object.entries(definition.tasks) as [RequestTaskType, { roleType: string }][])
        .filter(([type, task]) => task.roleType === 'OPERATOR' && !tables.isSupportingTask(type))
        .map(([type]) => type),
    }));
}

const DAY_MS = 86_400_000;
const EVERY_MS = 60 * 60 * 1000;

/**
 * Deadline reminders for report tasks (issue 38 point 6, ADR 49). Every instance runs the pass on its own
 * timer; a reminder is claimed by inserting its row in deadline_reminder in the transaction that queues its
 * mail, and the row's key lets one insert in, so each goes once whichever instances run at the same moment.
 */
export function startDeadlineReminders(
  db: Database,
  workflow: Pick<WorkflowEngine, 'tables' | 'taskDueDate'>,
  mail: { context: MailContext; kick(): void },
  log: FastifyBaseLogger,
  settings: ReminderSettings,
): DeadlineReminders {
  const kinds = reminderKinds(settings.daysBefore);
  const reportTaskTypes = operatorReportTasks(workflow.tables);

  async function remindAbout(requestType: RequestType, taskTypes: RequestTaskType[], now: Date) {
    const due = workflow.taskDueDate(requestType);
    if (!due || taskTypes.length === 0) return 0;
    const remaining = Math.round((Date.parse(due) - Date.parse(ukDate(now))) / DAY_MS);
    const kind = kinds.find((candidate) => remaining >= candidate.from && remaining <= candidate.to);
    if (!kind) return 0;
    const tasks = await db
      .select({
        id: requestTasks.id,
        type: requestTasks.type,
        assignee: requestTasks.assignee,
        requestId: requestTasks.requestId,
        accountId: accounts.id,
        accountName: accounts.name,
        organisationId: accounts.organisationId,
      })
      .from(requestTasks)
      .innerJoin(requests, eq(requests.id, requestTasks.requestId))
      .innerJoin(accounts, eq(accounts.id, requestTasks.accountId))
      .where(
        and(
          inArray(requestTasks.type, taskTypes),
          // A stored due date is some other rule's (ADR 22): these reminders follow the window's.
          isNull(requestTasks.dueDate),
          eq(requests.status, 'IN_PROGRESS'),
          eq(accounts.status, 'LIVE'),
          notExists(
            db
              .select({ one: sql`1` })
              .from(deadlineReminders)
              .where(
                and(eq(deadlineReminders.taskId, requestTasks.id), eq(deadlineReminders.kind, kind.kind)),
              ),
          ),
        ),
      );
    let sent = 0;
    for (const task of tasks) {
      const claimed = await db.transaction(async (tx) => {
        const people = await tx
          .selectDistinct({ email: users.email, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .innerJoin(authorities, eq(authorities.userId, users.id))
          .where(
            task.assignee
              ? eq(users.id, task.assignee)
              : and(
                  eq(authorities.accountId, task.accountId),
                  eq(authorities.code, 'operator_admin'),
                  eq(authorities.status, 'ACTIVE'),
                ),
          );
        const claim = await tx
          .insert(deadlineReminders)
          .values({
            taskId: task.id,
            kind: kind.kind,
            requestId: task.requestId,
            dueDate: due,
            recipients: people.length,
          })
          .onConflictDoNothing()
          .returning({ taskId: deadlineReminders.taskId });
        if (claim.length === 0) return false;
        const subject = {
          taskId: task.id,
          requestId: task.requestId,
          taskName: workflow.tables.task(task.type).displayName,
          accountName: task.accountName,
          organisationId: task.organisationId,
          lastDay: new Date(Date.parse(due) - DAY_MS).toISOString().slice(0, 10),
          daysRemaining: remaining,
        };
        await enqueueMails(
          tx,
          people.map((person) => deadlineReminderMail(mail.context, person, subject)),
        );
        if (people.length === 0) {
          log.warn({ taskId: task.id, kind: kind.kind }, 'deadline reminder: nobody to send it to');
        }
        return true;
      });
      if (claimed) sent++;
    }
    return sent;
  }

  const runOnce: DeadlineReminders['runOnce'] = async ({ now = new Date() } = {}) => {
    let sent = 0;
    for (const { requestType, taskTypes } of reportTaskTypes) {
      sent += await remindAbout(requestType, taskTypes, now);
    }
    if (sent > 0) {
      mail.kick();
      log.info({ sent }, 'deadline reminders queued');
    }
    return sent;
  };

  if (!settings.enabled) return { runOnce, stop: async () => undefined };
  const job = startPeriodicJob({ name: 'deadline reminders', everyMs: EVERY_MS, log, run: () => runOnce() });
  return { runOnce, stop: () => job.stop() };
}

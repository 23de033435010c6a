import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RegulatorScope } from '../../domain/regulator-scope';
import type { Executor } from '../../platform/db';
import {
  accountContacts,
  accounts,
  authorities,
  competentAuthorities,
  users,
} from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { enqueueMails, type MailMessage } from '../../platform/mail/mail';
import type { RequestType } from '../../workflow/catalogue';
import { ukDate } from '../../workflow/validity-windows';
import { operatorReportTasks } from '../reminders/job';
import { chaseReminderMail, type ChaseSubject } from './email';
import type { ReminderAccount, ReminderPreview, ReminderRequest, ReminderResult } from './schemas';
import { complianceReminders } from './table';

interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

interface Chosen extends ReminderAccount {
  live: boolean;
  people: Person[];
}

const DAY_MS = 86_400_000;
const PLACEHOLDER: Person = {
  email: 'recipient@example.com',
  firstName: '[First name]',
  lastName: '[Last name]',
};

/**
 * Reminders a regulator sends from a filtered account list (issue 38 point 5, ADR 51): to each chosen
 * account's primary contact and active Advanced users, at most once a day per account and report, claimed
 * by the row in compliance_reminder written in the transaction that queues the mail (as ADR 49's are).
 */
export function complianceRemindersService(app: FastifyInstance) {
  const reportTasks = new Map(
    operatorReportTasks(app.workflow.tables).map(({ requestType, taskTypes }) => [requestType, taskTypes[0]]),
  );

  /** The chosen accounts, each with its recipients; 403 unless every one is of the caller's authority. */
  async function chosen(db: Executor, scope: RegulatorScope, accountIds: number[]): Promise<Chosen[]> {
    const rows = await db
      .select({
        accountId: accounts.id,
        name: accounts.name,
        organisationId: accounts.organisationId,
        status: accounts.status,
        competentAuthority: accounts.competentAuthority,
      })
      .from(accounts)
      .where(inArray(accounts.id, accountIds))
      .orderBy(accounts.id);
    // One id of another authority (or none at all) refuses the whole call, as a single account's would.
    if (
      rows.length !== accountIds.length ||
      rows.some((row) => row.competentAuthority !== scope.competentAuthority)
    ) {
      throw new ApiError('FORBIDDEN');
    }
    const people = await db
      .selectDistinct({
        accountId: authorities.accountId,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(authorities)
      .innerJoin(users, eq(users.id, authorities.userId))
      .leftJoin(
        accountContacts,
        and(
          eq(accountContacts.accountId, authorities.accountId),
          eq(accountContacts.userId, authorities.userId),
          eq(accountContacts.contactType, 'PRIMARY'),
        ),
      )
      .where(
        and(
          inArray(authorities.accountId, accountIds),
          eq(authorities.status, 'ACTIVE'),
          eq(users.enabled, true),
          or(eq(authorities.code, 'operator_admin'), isNotNull(accountContacts.userId)),
        ),
      )
      .orderBy(authorities.accountId, users.email);
    return rows.map(({ accountId, name, organisationId, status }) => {
      const theirs = people.filter((person) => person.accountId === accountId);
      return {
        accountId,
        name,
        organisationId,
        live: status === 'LIVE',
        people: theirs,
        recipients: theirs.length,
      };
    });
  }

  async function remindedToday(db: Executor, report: RequestType, accountIds: number[], day: string) {
    const rows = await db
      .select({ accountId: complianceReminders.accountId })
      .from(complianceReminders)
      .where(
        and(
          inArray(complianceReminders.accountId, accountIds),
          eq(complianceReminders.requestType, report),
          eq(complianceReminders.remindedOn, day),
        ),
      );
    return new Set(rows.map((row) => row.accountId));
  }

  async function subjectFor(db: Executor, scope: RegulatorScope, report: RequestType) {
    const [authority] = await db
      .select({ name: competentAuthorities.name })
      .from(competentAuthorities)
      .where(eq(competentAuthorities.code, scope.competentAuthority));
    const taskType = reportTasks.get(report);
    const due = app.workflow.taskDueDate(report);
    return (account: Pick<Chosen, 'name' | 'organisationId'>): ChaseSubject => ({
      taskName: taskType ? app.workflow.tables.task(taskType).displayName : report,
      accountName: account.name,
      organisationId: account.organisationId,
      lastDay: due ? new Date(Date.parse(due) - DAY_MS).toISOString().slice(0, 10) : undefined,
      regulator: authority?.name ?? 'Your regulator',
    });
  }

  const shown = ({ accountId, name, organisationId, recipients }: Chosen): ReminderAccount => ({
    accountId,
    name,
    organisationId,
    recipients,
  });

  /** Splits the accounts by what a send would do with each (`claimed` decides who is sent to). */
  function outcomes(all: Chosen[], reminded: (account: Chosen) => boolean) {
    const live = all.filter((account) => account.live);
    return {
      toSend: live.filter((account) => account.people.length > 0 && !reminded(account)),
      alreadyReminded: live.filter((account) => account.people.length > 0 && reminded(account)).map(shown),
      noContacts: live.filter((account) => account.people.length === 0).map(shown),
      notLive: all.filter((account) => !account.live).map(shown),
    };
  }

  /** Only reports with a submission window are chased: what an account opening or closure has not. */
  function checkReport(report: RequestType) {
    if (!reportTasks.has(report)) {
      throw new ApiError('FORM1001', [{ fieldName: 'report', message: 'A report with a submission window' }]);
    }
  }

  return {
    async preview(scope: RegulatorScope, input: ReminderRequest, now = new Date()): Promise<ReminderPreview> {
      checkReport(input.report);
      const all = await chosen(app.db, scope, input.accountIds);
      const reminded = await remindedToday(app.db, input.report, input.accountIds, ukDate(now));
      const { toSend, ...rest } = outcomes(all, (account) => reminded.has(account.accountId));
      const first = toSend[0] ?? all[0];
      const subject = await subjectFor(app.db, scope, input.report);
      const mail = first
        ? chaseReminderMail(app.mail.context, first.people[0] ?? PLACEHOLDER, subject(first))
        : undefined;
      return {
        report: input.report,
        subject: mail?.subject ?? '',
        body: mail?.body ?? '',
        toSend: toSend.map(shown),
        ...rest,
      };
    },

    async send(scope: RegulatorScope, input: ReminderRequest, now = new Date()): Promise<ReminderResult> {
      checkReport(input.report);
      const day = ukDate(now);
      const result = await app.db.transaction(async (tx) => {
        const all = await chosen(tx, scope, input.accountIds);
        const subject = await subjectFor(tx, scope, input.report);
        const candidates = outcomes(all, () => false).toSend;
        // Claimed in account order, so two sends of overlapping lists wait on each other, never deadlock;
        // a claim another transaction holds waits for it, then inserts nothing if that one committed.
        const claimed =
          candidates.length === 0
            ? []
            : await tx
                .insert(complianceReminders)
                .values(
                  candidates.map((account) => ({
                    accountId: account.accountId,
                    requestType: input.report,
                    remindedOn: day,
                    sentBy: scope.userId,
                    recipients: account.people.length,
                  })),
                )
                .onConflictDoNothing()
                .returning({ accountId: complianceReminders.accountId });
        const sent = new Set(claimed.map((row) => row.accountId));
        const mails: MailMessage[] = candidates
          .filter((account) => sent.has(account.accountId))
          .flatMap((account) =>
            account.people.map((person) => chaseReminderMail(app.mail.context, person, subject(account))),
          );
        await enqueueMails(tx, mails);
        const { toSend, ...rest } = outcomes(all, (account) => !sent.has(account.accountId));
        return { report: input.report, sent: toSend.map(shown), ...rest };
      });
      if (result.sent.length > 0) app.mail.delivery.kick();
      return result;
    },
  };
}

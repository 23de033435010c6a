import type { FastifyInstance } from 'fastify';
import type { UserContext } from '../../domain/current-user';
import { accountAccess } from '../../domain/account-access';
import { ApiError } from '../../platform/http/errors';
import { regulatorScope } from '../../domain/regulator-scope';
import { auditEventsRepository, type AuditScope } from './repository';
import { cappedPageSize } from '../shared/paging';
import type { AuditEventsPage, AuditEventsQuery } from './schemas';

/** Regulators need this permission on the account's competent authority to read its audit trail (ADR 21). */
export const AUDIT_PERMISSION = 'PERM_ACCOUNT_USERS_EDIT';

const DAY_MS = 24 * 60 * 60 * 1000;

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The ids among the changed values that may be people (an assignee, a note's submitter): every UUID an old or
 * new value holds, so the page can show a name where the trail stores an id.
 */
export function userIdsInChanges(
  changes: readonly (Record<string, { old?: unknown; new?: unknown }> | null)[],
) {
  const ids = new Set<string>();
  for (const change of changes) {
    for (const { old: before, new: after } of Object.values(change ?? {})) {
      for (const value of [before, after])
        if (typeof value === 'string' && USER_ID.test(value)) ids.add(value);
    }
  }
  return [...ids];
}

const londonTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** How far London's clocks are ahead of UTC at an instant (negative before 1847, on local mean time). */
function londonOffsetMs(instant: Date): number {
  const parts = londonTimeFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value);
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(part('year'), part('month') - 1, part('day'));
  wallClock.setUTCHours(part('hour'), part('minute'), part('second'));
  return wallClock.getTime() - instant.getTime();
}

/**
 * A UK calendar day's start as an instant. Dates in the filter are UK days: midnight in London is
 * 23:00 UTC the day before in summer. (UK clocks change in the small hours, so the offset at UTC midnight
 * is midnight's.)
 */
export function ukDayStart(isoDate: string): Date {
  const utcMidnight = new Date(`${isoDate}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - londonOffsetMs(utcMidnight));
}

/** The query's person and UK days as the repository's filter (a half-open range of instants). */
function filterOf(query: AuditEventsQuery) {
  return {
    actorUserId: query.actorUserId,
    from: query.from ? ukDayStart(query.from) : undefined,
    before: query.to
      ? ukDayStart(new Date(Date.parse(`${query.to}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10))
      : undefined,
  };
}

export function auditEventsService(app: FastifyInstance) {
  async function pageOf(scope: AuditScope, query: AuditEventsQuery): Promise<AuditEventsPage> {
    const repository = auditEventsRepository(app.db);
    const filter = filterOf(query);
    const size = cappedPageSize(query.pageSize, app.config.maxPageSize);
    const [rows, totalItems, actors] = await Promise.all([
      repository.page(scope, filter, query.page * size, size),
      repository.total(scope, filter),
      repository.actors(scope),
    ]);
    const subjects = rows.flatMap((row) => (row.subjectUserId ? [row.subjectUserId] : []));
    const people = await repository.names([
      ...new Set([...userIdsInChanges(rows.map((row) => row.changes)), ...subjects]),
    ]);
    return {
      events: rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() })),
      totalItems,
      actors,
      people,
    };
  }

  return {
    async page(context: UserContext, accountId: number, query: AuditEventsQuery): Promise<AuditEventsPage> {
      const { authority } = await accountAccess(app.db, context, accountId, { roleTypes: ['REGULATOR'] });
      if (!authority.permissions.has(AUDIT_PERMISSION)) throw new ApiError('FORBIDDEN');
      return pageOf({ accountId }, query);
    },

    /**
     * The changes not tied to an account that concern the regulator's competent authority: its regulators'
     * with the permission to manage regulator users, its participants' with the one to manage participant
     * users (the account audit's); at least one of the two.
     */
    async people(context: UserContext, query: AuditEventsQuery): Promise<AuditEventsPage> {
      const scope = regulatorScope(context);
      const regulators = scope.canEditUsers;
      const participants = scope.permissions.has(AUDIT_PERMISSION);
      if (!regulators && !participants) throw new ApiError('FORBIDDEN');
      return pageOf({ competentAuthority: scope.competentAuthority, regulators, participants }, query);
    },
  };
}

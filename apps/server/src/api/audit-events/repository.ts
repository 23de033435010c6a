import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { auditEvents, users } from '../../platform/db/schema';

/**
 * Whose trail: an account's, or the people of a competent authority's changes not tied to an account
 * (their own details, credentials, sign-ins, authorities), as far as the reader may see them.
 */
export type AuditScope =
  { accountId: number } | { competentAuthority: string; regulators: boolean; participants: boolean };

export interface AuditEventFilter {
  actorUserId?: string | undefined;
  /** Inclusive lower and exclusive upper bound. */
  from?: Date | undefined;
  before?: Date | undefined;
}

const actorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/**
 * The people a regulator of the authority answers for: its regulators; and the participants, the
 * operators on its accounts, verifiers (ESOS ties no verification body to an authority) and people who
 * registered but hold no authority yet. Those who held such an authority once, by the trail, stay among
 * them after it or their user is deleted, so the deletion and what came before it remain on the page.
 */
function peopleOf(scope: Extract<AuditScope, { competentAuthority: string }>): SQL {
  const ca = scope.competentAuthority;
  const parts: SQL[] = [];
  if (scope.regulators)
    parts.push(
      sql`SELECT au.user_id FROM authority au WHERE au.competent_authority = ${ca}`,
      sql`SELECT e.subject_user_id FROM audit_event e
            WHERE e.competent_authority = ${ca} AND e.entity_type = 'authority' AND e.account_id IS NULL`,
    );
  if (scope.participants)
    parts.push(
      sql`SELECT au.user_id FROM authority au JOIN account a ON a.id = au.account_id
            WHERE a.competent_authority = ${ca}`,
      sql`SELECT e.subject_user_id FROM audit_event e
            WHERE e.competent_authority = ${ca} AND e.entity_type = 'authority' AND e.account_id IS NOT NULL`,
      sql`SELECT au.user_id FROM authority au WHERE au.verification_body_id IS NOT NULL`,
      sql`SELECT u.id FROM app_user u WHERE NOT EXISTS (SELECT 1 FROM authority au WHERE au.user_id = u.id)`,
    );
  return sql.join(parts, sql` UNION `);
}

function scopeCondition(scope: AuditScope): SQL | undefined {
  if ('accountId' in scope) return eq(auditEvents.accountId, scope.accountId);
  const people = peopleOf(scope);
  return and(
    isNull(auditEvents.accountId),
    or(
      scope.regulators ? eq(auditEvents.competentAuthority, scope.competentAuthority) : undefined,
      sql`${auditEvents.subjectUserId} IN (${people})`,
      sql`${auditEvents.actorUserId} IN (${people})`,
    ),
  );
}

/** The audit trail, newest first (audit_event is written by triggers, never here). */
export function auditEventsRepository(db: Executor) {
  const where = (scope: AuditScope, filter: AuditEventFilter): SQL | undefined =>
    and(
      scopeCondition(scope),
      filter.actorUserId ? eq(auditEvents.actorUserId, filter.actorUserId) : undefined,
      filter.from ? gte(auditEvents.occurredAt, filter.from) : undefined,
      filter.before ? lt(auditEvents.occurredAt, filter.before) : undefined,
    );
  return {
    async page(scope: AuditScope, filter: AuditEventFilter, offset: number, limit: number) {
      return db
        .select({
          id: auditEvents.id,
          occurredAt: auditEvents.occurredAt,
          actorUserId: auditEvents.actorUserId,
          actorName,
          actorRoleType: auditEvents.actorRoleType,
          actorAuthority: auditEvents.actorAuthority,
          operation: auditEvents.operation,
          action: auditEvents.action,
          entityType: auditEvents.entityType,
          entityId: auditEvents.entityId,
          subjectUserId: auditEvents.subjectUserId,
          workflowRequestId: auditEvents.workflowRequestId,
          taskId: auditEvents.taskId,
          httpRequestId: auditEvents.httpRequestId,
          clientAddress: auditEvents.clientAddress,
          changes: auditEvents.changes,
        })
        .from(auditEvents)
        .leftJoin(users, eq(users.id, auditEvents.actorUserId))
        .where(where(scope, filter))
        .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
        .offset(offset)
        .limit(limit);
    },
    async total(scope: AuditScope, filter: AuditEventFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(auditEvents).where(where(scope, filter));
      return row?.total ?? 0;
    },
    /** Everyone who has changed something in the scope, for the filter. */
    async actors(scope: AuditScope) {
      return db
        .selectDistinct({
          userId: users.id,
          name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        })
        .from(auditEvents)
        .innerJoin(users, eq(users.id, auditEvents.actorUserId))
        .where(and(scopeCondition(scope), isNotNull(auditEvents.actorUserId)))
        .orderBy(sql`2`);
    },
    /** Names by user id, for the ids given (unknown ids are left out). */
    async names(userIds: readonly string[]): Promise<Record<string, string>> {
      if (userIds.length === 0) return {};
      const rows = await db
        .select({ userId: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
        .from(users)
        .where(inArray(users.id, [...userIds]));
      return Object.fromEntries(rows.map((row) => [row.userId, row.name]));
    },
  };
}

import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { auditEvents, users } from '../../platform/db/schema';

export interface AuditEventFilter {
  accountId: number;
  actorUserId?: string | undefined;
  /** Inclusive lower and exclusive upper bound. */
  from?: Date | undefined;
  before?: Date | undefined;
}

const actorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The audit trail of an account, newest first (audit_event is written by triggers, never here). */
export function auditEventsRepository(db: Executor) {
  const where = (filter: AuditEventFilter): SQL | undefined =>
    and(
      eq(auditEvents.accountId, filter.accountId),
      filter.actorUserId ? eq(auditEvents.actorUserId, filter.actorUserId) : undefined,
      filter.from ? gte(auditEvents.occurredAt, filter.from) : undefined,
      filter.before ? lt(auditEvents.occurredAt, filter.before) : undefined,
    );
  return {
    async page(filter: AuditEventFilter, offset: number, limit: number) {
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
          workflowRequestId: auditEvents.workflowRequestId,
          taskId: auditEvents.taskId,
          httpRequestId: auditEvents.httpRequestId,
          clientAddress: auditEvents.clientAddress,
          changes: auditEvents.changes,
        })
        .from(auditEvents)
        .leftJoin(users, eq(users.id, auditEvents.actorUserId))
        .where(where(filter))
        .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
        .offset(offset)
        .limit(limit);
    },
    async total(filter: AuditEventFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(auditEvents).where(where(filter));
      return row?.total ?? 0;
    },
    async actors(accountId: number) {
      return db
        .selectDistinct({
          userId: users.id,
          name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        })
        .from(auditEvents)
        .innerJoin(users, eq(users.id, auditEvents.actorUserId))
        .where(and(eq(auditEvents.accountId, accountId), isNotNull(auditEvents.actorUserId)))
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

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A field update's values: `old` and `new`, or only `changed` for a secret (a password, a TOTP secret). */
export type AuditFieldChange = { old?: unknown; new?: unknown; changed?: true };

/**
 * The audit trail (ADR 21): one row per state change the API or the identity provider makes, written by
 * triggers and by the sign-in code in the same transaction as the change. Append-only: triggers refuse
 * UPDATE and TRUNCATE, and DELETE except by the retention job (migration 0018).
 */
export const auditEvents = pgTable(
  'audit_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who: the signed-in user (null for the service itself, or a sign-in by an unknown email). */
    actorUserId: uuid('actor_user_id'),
    actorRoleType: text('actor_role_type'),
    /** On behalf of which authority: the regulator's competent authority or the operator's account role. */
    actorAuthority: text('actor_authority'),
    /** What: the API operation (method and route) or the identity event (SIGN_IN, ...). */
    operation: text('operation').notNull(),
    /** INSERT, UPDATE, DELETE, or the identity event's name. */
    action: text('action').notNull(),
    /** Which entity: its table, and its id there. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    /** The person the change is about: the user whose details, credentials or authority changed, or who signed in. */
    subjectUserId: uuid('subject_user_id'),
    accountId: bigint('account_id', { mode: 'number' }),
    competentAuthority: text('competent_authority'),
    workflowRequestId: text('workflow_request_id'),
    taskId: bigint('task_id', { mode: 'number' }),
    /** The HTTP request's id (X-Request-Id in the log) and the client's address. */
    httpRequestId: text('http_request_id'),
    clientAddress: text('client_address'),
    /** Field name to old and new value; never secrets or file contents. */
    changes: jsonb('changes').$type<Record<string, AuditFieldChange>>(),
  },
  (table) => [
    index('audit_event_account_idx').on(table.accountId, table.occurredAt, table.id),
    index('audit_event_authority_idx').on(table.competentAuthority, table.occurredAt),
    index('audit_event_occurred_idx').on(table.occurredAt),
    index('audit_event_actor_idx').on(table.actorUserId, table.occurredAt),
    /** Changes not tied to an account, for the authority's people audit page (migration 0022). */
    index('audit_event_people_idx')
      .on(table.occurredAt, table.id)
      .where(sql`${table.accountId} IS NULL`),
  ],
);

/** Last runs of the retention job (ADR 21), one row per run, for operators and the dry-run report. */
export const retentionRuns = pgTable('retention_run', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** Everything created before this instant, in a compliance period two periods back, was in scope. */
  cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
  dryRun: boolean('dry_run').notNull(),
  /** Rows deleted (or, in a dry run, that would be) per table. */
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
});

import { z } from 'zod';
import { pathId } from '../../platform/http/path-id';
import { pageSizeQuery } from '../shared/paging';

/** The days the filter takes: the trail is far younger, and the UK's time zone is plain hours in between. */
export const AUDIT_FILTER_FIRST_DAY = '1900-01-01';
export const AUDIT_FILTER_LAST_DAY = '2100-12-31';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'A real date')
  .refine(
    (value) => value >= AUDIT_FILTER_FIRST_DAY && value <= AUDIT_FILTER_LAST_DAY,
    `A date from ${AUDIT_FILTER_FIRST_DAY} to ${AUDIT_FILTER_LAST_DAY}`,
  );

export const auditEventsParamsSchema = z.object({
  accountId: pathId,
});

export const auditEventsQuerySchema = z
  .object({
    /** Zero-based, as every list of the API. */
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: pageSizeQuery('pageSize').default(20),
    /** Only changes made by this person. */
    actorUserId: z.uuid().optional(),
    /** Only changes on or after this UK day, and on or before that one. */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
  });
export type AuditEventsQuery = z.infer<typeof auditEventsQuerySchema>;

const fieldChangeSchema = z
  .object({ old: z.unknown().optional(), new: z.unknown().optional(), changed: z.boolean().optional() })
  .meta({ id: 'AuditFieldChange' });

export const auditEventSchema = z
  .object({
    id: z.number().int(),
    occurredAt: z.string(),
    actorUserId: z.string().nullable(),
    /** The actor's name, or null for the service itself. */
    actorName: z.string().nullable(),
    actorRoleType: z.string().nullable(),
    actorAuthority: z.string().nullable(),
    operation: z.string(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    /** The person the change is about (their details, credentials, authority or sign-in), if a person. */
    subjectUserId: z.string().nullable(),
    workflowRequestId: z.string().nullable(),
    taskId: z.number().int().nullable(),
    httpRequestId: z.string().nullable(),
    clientAddress: z.string().nullable(),
    changes: z.record(z.string(), fieldChangeSchema).nullable(),
  })
  .meta({ id: 'AuditEventDTO' });
export type AuditEventDto = z.infer<typeof auditEventSchema>;

export const auditEventsPageSchema = z
  .object({
    events: z.array(auditEventSchema),
    totalItems: z.number().int(),
    /** Everyone who has changed something in the trail shown, for the filter. */
    actors: z.array(z.object({ userId: z.string(), name: z.string() })),
    /** The name of each person an event is about or whose user id is an old or new value in its changes. */
    people: z.record(z.string(), z.string()),
  })
  .meta({ id: 'AuditEventsPage' });
export type AuditEventsPage = z.infer<typeof auditEventsPageSchema>;

import type { Executor } from '../db';
import { auditEvents } from '../db/schema';
import { currentAuditRequest } from './context';

/** What the identity provider records beyond the row changes its triggers see (ADR 21). */
export type IdentityEvent = 'SIGN_IN' | 'SIGN_IN_FAILED' | 'SIGN_IN_LOCKED' | 'ONE_LOGIN_LINKED';

/**
 * Records a sign-in event for a person (null: an email address with no account, which is not kept, so
 * a password typed into the email field never reaches the trail). `details` are the step and reason.
 */
export async function recordIdentityEvent(
  executor: Executor,
  action: IdentityEvent,
  userId: string | null | undefined,
  details: Record<string, string> = {},
): Promise<void> {
  const request = currentAuditRequest();
  await executor.insert(auditEvents).values({
    actorUserId: userId ?? null,
    operation: request ? `${request.method} ${request.routeOptions.url ?? ''}` : 'identity provider',
    action,
    entityType: 'app_user',
    entityId: userId ?? null,
    subjectUserId: userId ?? null,
    httpRequestId: request ? String(request.id) : null,
    clientAddress: request?.ip ?? null,
    changes: Object.keys(details).length
      ? Object.fromEntries(Object.entries(details).map(([key, value]) => [key, { new: value }]))
      : null,
  });
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { endSessionsByUid } from './auth/sessions';
import type { Executor } from './db';
import { oidcModels, userCredentials } from './db/schema';

/**
 * Ends every sign-in session of the user at the embedded provider, with the grants (and so refresh
 * tokens) issued under them, and the access tokens issued in them (ADR 11).
 */
export async function endSessions(executor: Executor, userId: string): Promise<void> {
  const sessions = await executor
    .select({ id: oidcModels.id, uid: oidcModels.uid, payload: oidcModels.payload })
    .from(oidcModels)
    .where(and(eq(oidcModels.kind, 'Session'), sql`${oidcModels.payload}->>'accountId' = ${userId}`));
  const grantIds = sessions.flatMap((session) => {
    const authorizations = (session.payload as { authorizations?: Record<string, { grantId?: string }> })
      .authorizations;
    return Object.values(authorizations ?? {}).flatMap((entry) => (entry.grantId ? [entry.grantId] : []));
  });
  if (grantIds.length > 0) await executor.delete(oidcModels).where(inArray(oidcModels.grantId, grantIds));
  if (sessions.length > 0) {
    await executor.delete(oidcModels).where(
      and(
        eq(oidcModels.kind, 'Session'),
        inArray(
          oidcModels.id,
          sessions.map((session) => session.id),
        ),
      ),
    );
    // Their access tokens stop working too, on every instance, once this transaction commits.
    await endSessionsByUid(
      executor,
      sessions.flatMap((session) => (session.uid ? [session.uid] : [])),
    );
  }
}

/** Removes the user's authenticator: they set up a new one at their next sign-in. Signs them out everywhere. */
export async function removeTwoFactor(executor: Executor, userId: string): Promise<void> {
  await executor
    .update(userCredentials)
    .set({ totpSecret: null, updatedAt: new Date() })
    .where(eq(userCredentials.userId, userId));
  await endSessions(executor, userId);
}

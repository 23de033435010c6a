import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { requests } from '../../platform/db/schema';

/** The parts of a request that decide who may see its notes. */
export async function findNoteRequest(db: Executor, requestId: string) {
  const [request] = await db
    .select({
      id: requests.id,
      accountId: requests.accountId,
      competentAuthority: requests.competentAuthority,
    })
    .from(requests)
    .where(eq(requests.id, requestId));
  return request;
}

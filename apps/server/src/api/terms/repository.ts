import { desc } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { terms } from '../../platform/db/schema';

export function termsRepository(db: Executor) {
  return {
    async latest() {
      const [row] = await db.select().from(terms).orderBy(desc(terms.version)).limit(1);
      return row;
    },
  };
}

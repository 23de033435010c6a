import type { Executor } from '../../platform/db';
import { userFeedback } from '../../platform/db/schema';

export function feedbackRepository(db: Executor) {
  return {
    async insert(payload: object, userId: string | null): Promise<void> {
      await db.insert(userFeedback).values({ payload, userId });
    },
  };
}

import { describe, expect, it } from 'vitest';
import { nocP3Schema } from '../../../src/workflow/notification-of-compliance-p3/payload';
import {
  cleanUpNotification,
  determineCategory,
  validateSubmission,
} from '../../../src/workflow/notification-of-compliance-p3/rules';
import {
  categoryPaths,
  completedStatuses,
  completeNotification,
  submissionContext,
} from '../../support/noc-fixtures';

const context = submissionContext;

describe('complete notifications of compliance', () => {
  it.each(categoryPaths)(
    '%s passes the draft schema, keeps its data through the clean-up and submits',
    async (path) => {
      const noc = completeNotification(path);
      expect(nocP3Schema.safeParse(noc).error).toBeUndefined();
      const statuses = completedStatuses(noc);
      const cleaned = cleanUpNotification({ noc, nocSectionsCompleted: statuses });
      expect(cleaned).toEqual({ noc, nocSectionsCompleted: statuses });
      expect(await validateSubmission(noc, context)).toEqual([]);
    },
  );

  it('cover the seven categories', () => {
    const categories = new Set(
      categoryPaths.map((path) => determineCategory(completeNotification(path).reportingObligation)),
    );
    expect(categories.size).toBe(7);
  });
});

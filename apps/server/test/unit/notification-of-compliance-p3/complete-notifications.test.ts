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
import { notificationWithout } from '../../../src/workflow/notification-of-compliance-p3/examples/partial-notifications';

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

describe('a notification with some sections still to do (the demo data of categories C, E and F)', () => {
  it('leaves those sections out, keeps the in-progress ones unconfirmed, completes the rest and still saves', () => {
    const { noc, nocSectionsCompleted } = notificationWithout(
      'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100',
      ['alternativeComplianceRoutes', 'confirmations'],
      ['organisationStructure'],
    );
    expect(noc.alternativeComplianceRoutes).toBeUndefined();
    expect(noc.confirmations).toBeUndefined();
    expect(noc.leadAssessor).toEqual(
      completeNotification('ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100').leadAssessor,
    );
    expect(nocSectionsCompleted).toMatchObject({
      reportingObligation: 'COMPLETED',
      organisationStructure: 'IN_PROGRESS',
      leadAssessor: 'COMPLETED',
    });
    expect(Object.keys(nocSectionsCompleted)).not.toContain('confirmations');
    expect(nocP3Schema.safeParse(noc).error).toBeUndefined();
    expect(cleanUpNotification({ noc, nocSectionsCompleted })).toEqual({ noc, nocSectionsCompleted });
  });
});

import { describe, expect, it } from 'vitest';
import { nocP3Schema, nocSectionKeys } from '../../../src/workflow/notification-of-compliance-p3/payload';
import {
  cleanUpNotification,
  sectionRequirements,
  validateSubmission,
} from '../../../src/workflow/notification-of-compliance-p3/rules';
import {
  categoryPaths,
  completedStatuses,
  completeNotification,
  submissionContext,
} from '../../support/noc-fixtures';

const context = submissionContext;
const transitions = categoryPaths.flatMap((from) => categoryPaths.map((to) => [from, to] as const));

/**
 * Every change of reporting obligation between the category paths (the seven categories, E twice: with
 * and without energy audits), applied to a finished notification: what the new category rules out is
 * gone, what it keeps stays, and no section is left COMPLETED that the submit would refuse.
 */
describe('changing the reporting obligation of a finished notification', () => {
  it.each(transitions)('from %s to %s', async (from, to) => {
    const noc = completeNotification(from);
    noc.reportingObligation = completeNotification(to).reportingObligation;
    const { noc: cleaned, nocSectionsCompleted: statuses } = cleanUpNotification({
      noc,
      nocSectionsCompleted: completedStatuses(completeNotification(from)),
    });

    expect(nocP3Schema.safeParse(cleaned).error).toBeUndefined();
    const requirements = sectionRequirements(cleaned.reportingObligation)!;
    for (const key of nocSectionKeys) {
      if (requirements[key] === 'ABSENT') {
        expect(cleaned[key], key).toBeUndefined();
        expect(statuses[key], key).toBeUndefined();
      } else if (noc[key]) {
        expect(cleaned[key], `${key} is kept`).toBeDefined();
      }
      if (!cleaned[key]) expect(statuses[key], `status of absent ${key}`).toBeUndefined();
    }

    const violations = await validateSubmission(cleaned, context);
    const refusedCompleted = violations.filter((violation) => {
      if (violation.message === 'Invalid dependent section data') return false;
      const key = nocSectionKeys.find((section) =>
        violation.sectionName.endsWith(`.${section.charAt(0).toUpperCase()}${section.slice(1)}`),
      );
      expect(key, violation.sectionName).toBeDefined();
      const missing = violation.message === 'Invalid section' && !cleaned[key!];
      return !missing && statuses[key!] === 'COMPLETED';
    });
    expect(refusedCompleted).toEqual([]);
    if (from === to) expect(violations).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nocP3Schema,
  nocSectionKeys,
  nocSectionsCompletedSchema,
  type NocP3,
  type NocSectionsCompleted,
} from '../../../src/workflow/notification-of-compliance-p3/payload';
import {
  cleanUpNotification,
  validateSubmission,
} from '../../../src/workflow/notification-of-compliance-p3/rules';
import { arbitraryOf } from '../../support/json-schema-arbitrary';
import { categoryPaths, completeNotification, submissionContext } from '../../support/noc-fixtures';

const context = submissionContext;
const runs = { numRuns: 300 };

const drafts = arbitraryOf(nocP3Schema);
const statuses = arbitraryOf(nocSectionsCompletedSchema);
/** A finished notification with one section replaced by a random draft of it: near the valid area, where most rules bite. */
const nearlyComplete = fc
  .tuple(fc.constantFrom(...categoryPaths), drafts, fc.constantFrom(...nocSectionKeys))
  .map(([path, draft, key]) => ({ ...completeNotification(path), [key]: (draft as NocP3)[key] }));
const junk = fc.oneof(
  fc.anything(),
  fc.dictionary(fc.constantFrom(...nocSectionKeys), fc.anything()),
  fc.dictionary(fc.constantFrom(...nocSectionKeys), fc.dictionary(fc.string(), fc.jsonValue())),
);

describe('properties of the draft, the clean-up and the submit checks', () => {
  it('the derived drafts are drafts the schema accepts (the arbitrary is faithful)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(drafts, (draft) => {
        if (nocP3Schema.safeParse(draft).success) accepted += 1;
      }),
      runs,
    );
    expect(accepted).toBeGreaterThan(runs.numRuns * 0.8);
  });

  it('whatever the draft schema accepts, the clean-up keeps acceptable, stable and without orphan statuses', () => {
    fc.assert(
      fc.property(fc.oneof(drafts, nearlyComplete), statuses, (draft, sectionStatuses) => {
        const noc = nocP3Schema.safeParse(draft);
        const progress = nocSectionsCompletedSchema.safeParse(sectionStatuses);
        fc.pre(noc.success && progress.success);
        const cleaned = cleanUpNotification({
          noc: noc.data as NocP3,
          nocSectionsCompleted: progress.data as NocSectionsCompleted,
        });
        expect(nocP3Schema.safeParse(cleaned.noc).error).toBeUndefined();
        expect(nocSectionsCompletedSchema.safeParse(cleaned.nocSectionsCompleted).error).toBeUndefined();
        expect(cleanUpNotification(cleaned)).toEqual(cleaned);
        for (const key of Object.keys(cleaned.nocSectionsCompleted)) expect(cleaned.noc).toHaveProperty(key);
      }),
      runs,
    );
  }, 60_000);

  it('the submit checks never throw on drafts, near-complete notifications or junk, and answer in the wire shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(drafts, nearlyComplete, junk), async (noc) => {
        const violations = await validateSubmission(noc, context);
        for (const violation of violations) {
          expect(violation.sectionName).toMatch(
            /^uk\.gov\.esos\.api\.reporting\.noc\.phase3\.domain\.[a-z]+\.[A-Za-z]+$/,
          );
          expect(typeof violation.message).toBe('string');
          expect(violation.data).toHaveLength(1);
          expect(Array.isArray(violation.data[0])).toBe(true);
        }
      }),
      runs,
    );
  }, 60_000);

  it('the draft schema never throws on junk', () => {
    fc.assert(
      fc.property(junk, (value) => {
        nocP3Schema.safeParse(value);
      }),
      runs,
    );
  });
});

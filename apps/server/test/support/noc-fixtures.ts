import { createEmbeddedCompanyInformation } from '../../src/platform/company-information/embedded';

/**
 * The complete notifications of the eight category paths live beside the NOC rules (the demo data
 * starts from them too); unit tests check each passes the submit checks, API and browser tests fill a
 * task with them.
 */
export {
  categoryPaths,
  completedStatuses,
  completeNotification,
  person,
  type CategoryPath,
} from '../../src/workflow/notification-of-compliance-p3/examples/complete-notifications';

export const submitDate = '2025-06-01';

/** What the submit checks get in unit tests: the embedded Companies House fixtures and a fixed day. */
export const submissionContext = {
  companyInformation: createEmbeddedCompanyInformation(),
  today: submitDate,
};

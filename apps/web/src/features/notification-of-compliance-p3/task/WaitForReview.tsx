import { WarningText } from '../../../shared/govuk';

/** The submitter's task while a colleague reviews the notification (task-forms §1.1). */
export function WaitForReview() {
  return <WarningText>Waiting for review. You cannot make any changes.</WarningText>;
}

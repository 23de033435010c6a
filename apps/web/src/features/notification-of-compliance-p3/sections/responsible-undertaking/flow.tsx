import type { StepFlow } from '../../../../shared/step-flow';
import type { NocContext } from '../../task/NocSectionPage';
import { detailsPage, registrationPage, type ResponsibleUndertakingAnswers } from './organisation';
import {
  contactDetailsPage,
  overseasParentPage,
  overseasParentQuestion,
  tradingPage,
  trustPage,
} from './questions';

export type { ResponsibleUndertakingAnswers } from './organisation';

/**
 * The section's pages in the reference's order (reporting-inventory §4.1); the organisation's number,
 * name, codes and address start from the account's.
 */
export function responsibleUndertakingFlow({
  accountOriginatedData,
}: NocContext): StepFlow<ResponsibleUndertakingAnswers> {
  const account = accountOriginatedData?.organisationDetails;
  return {
    caption: 'Responsible undertaking',
    continueText: 'Save and continue',
    pages: [
      registrationPage(account),
      detailsPage(account),
      tradingPage,
      contactDetailsPage,
      trustPage,
      overseasParentQuestion,
      overseasParentPage,
    ],
    checkAnswers: { confirmText: 'Confirm and complete' },
  };
}

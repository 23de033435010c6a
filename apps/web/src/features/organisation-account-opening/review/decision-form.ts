import { z } from 'zod';
import { normaliseText } from '../../../shared/forms';

/** The API refuses longer reasons (the reference's UI allowed 10000 and then failed; task-forms §7). */
export const DECISION_REASON_MAX = 255;

export const DECISION_MESSAGES = {
  decision: 'You need to approve or reject the application',
  approveReason: 'Explain why you are approving this application',
  rejectReason: 'Enter the reason for rejection',
  tooLong: `The reason must be ${DECISION_REASON_MAX} characters or fewer`,
} as const;

export interface DecisionFormValues {
  decision: 'APPROVED' | 'REJECTED' | null;
  approveReason: string;
  rejectReason: string;
}

export const EMPTY_DECISION: DecisionFormValues = { decision: null, approveReason: '', rejectReason: '' };

/** Only the reason of the chosen decision is checked; the other one is hidden and ignored. */
export const decisionFormSchema = z
  .object({
    decision: z.enum(['APPROVED', 'REJECTED']).nullable(),
    approveReason: z.string(),
    rejectReason: z.string(),
  })
  .superRefine((values, context) => {
    if (values.decision === null) {
      context.addIssue({ code: 'custom', path: ['decision'], message: DECISION_MESSAGES.decision });
      return;
    }
    const field = values.decision === 'APPROVED' ? 'approveReason' : 'rejectReason';
    const reason = normaliseText(values[field]);
    if (reason === null) {
      context.addIssue({ code: 'custom', path: [field], message: DECISION_MESSAGES[field] });
    } else if (typeof reason === 'string' && reason.length > DECISION_REASON_MAX) {
      context.addIssue({ code: 'custom', path: [field], message: DECISION_MESSAGES.tooLong });
    }
  })
  .transform((values) => ({
    decision: values.decision as 'APPROVED' | 'REJECTED',
    reason: (values.decision === 'APPROVED' ? values.approveReason : values.rejectReason).trim(),
  }));

export type DecisionPayload = z.output<typeof decisionFormSchema>;

/** Server refusals of a decision or an amendment, in words the regulator can act on. */
export function reviewErrorMessage(code: string | undefined): string {
  switch (code) {
    case 'ACCOUNT1001':
      return 'An organisation account already exists with the same registration number';
    case 'COMPANYINFO1001':
    case 'COMPANYINFO1003':
      return 'Companies House is not available at the moment. Try again later.';
    case 'COMPANYINFO1002':
      return 'The service could not be authorised by Companies House. Try again later.';
    case 'FORM1001':
      return 'Some details are not valid. Check the organisation details and try again.';
    default:
      return 'Your answer could not be saved. Try again.';
  }
}

import { z } from 'zod';
import { maxLength, requiredText } from '../../shared/forms';
import { isTaskPayload, type TaskPayload } from '../../shared/workflow';

/** Task-forms §4 and the reference's ≤10000 rule for long texts. */
export const CLOSURE_REASON_MAX = 10_000;

export const CLOSURE_MESSAGES = {
  reason: 'Enter a reason for closing the account',
  tooLong: `Enter up to ${CLOSURE_REASON_MAX} characters`,
} as const;

export const closureFormSchema = z.object({
  reason: requiredText(CLOSURE_MESSAGES.reason, maxLength(CLOSURE_REASON_MAX, CLOSURE_MESSAGES.tooLong)),
});

export type ClosureFormValues = z.input<typeof closureFormSchema>;

export type ClosureFormOutput = z.output<typeof closureFormSchema>;

/** The reason saved in the closure task's payload, or blank. */
export function closureReason(payload: TaskPayload | undefined): string {
  return isTaskPayload(payload, 'ACCOUNT_CLOSURE_APPLICATION_SUBMIT_PAYLOAD')
    ? (payload.accountClosure?.reason ?? '')
    : '';
}

/** Server refusals of a closure step, in words the regulator can act on. */
export function closureErrorMessage(code: string | undefined): string {
  switch (code) {
    case 'ACL1001':
      return CLOSURE_MESSAGES.reason;
    case 'ACCOUNT1009':
      return 'This account cannot be closed because it is no longer live';
    case 'FORM1001':
      return `The reason is not valid. ${CLOSURE_MESSAGES.tooLong}.`;
    default:
      return 'Your answer could not be saved. Try again.';
  }
}

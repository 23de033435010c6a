import { declareErrorCodes } from '../../platform/http/errors';

/** The action plan's answers when it may not be submitted (reporting-inventory §1.2). */
export const actionPlanErrors = declareErrorCodes({
  AP1001: { status: 400, message: 'Invalid Submission Date', security: false },
  AP1002: { status: 400, message: 'Invalid ACTION PLAN', security: false },
  // Ours (issue 42): a measures file that cannot be taken, with its problems by row and column.
  AP1003: { status: 400, message: 'Invalid measures file', security: false },
});

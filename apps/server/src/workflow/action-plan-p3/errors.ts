import { declareErrorCodes } from '../../platform/http/errors';

/** The action plan's answers when it may not be submitted (reporting-inventory §1.2). */
export const actionPlanErrors = declareErrorCodes({
  AP1001: { status: 400, message: 'Invalid Submission Date', security: false },
  AP1002: { status: 400, message: 'Invalid ACTION PLAN', security: false },
});

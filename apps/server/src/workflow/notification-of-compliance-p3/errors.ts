import { declareErrorCodes } from '../../platform/http/errors';

/** The notification's own answers (reporting-inventory §1.1). */
export const notificationErrors = declareErrorCodes({
  NOC1001: { status: 400, message: 'Invalid NOC', security: false },
  NOC1002: { status: 400, message: 'Invalid Submission Date', security: false },
  // Ours: the organisation-structure CSV read on the server (ADR 18); data lists every problem.
  NOC1003: { status: 400, message: 'The organisation structure file is not valid', security: false },
});

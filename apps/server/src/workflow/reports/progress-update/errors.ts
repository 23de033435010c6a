import { declareErrorCodes } from '../../../platform/http/errors';

/** What both progress updates answer outside their submit window: the reference names it after the first. */
export const progressUpdateErrors = declareErrorCodes({
  PU11002: { status: 400, message: 'Invalid Submission Date', security: false },
});

import { declareErrorCodes } from '../../platform/http/errors';

/** Progress update 1's own answers (reporting-inventory §1.3); the reference's message ends in a space. */
export const progressUpdate1Errors = declareErrorCodes({
  PU11001: { status: 404, message: 'Action plan submission date does not exist', security: false },
  PU11003: { status: 400, message: 'Invalid Progress Update 1 ', security: false },
});

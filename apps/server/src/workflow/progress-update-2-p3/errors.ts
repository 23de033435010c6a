import { declareErrorCodes } from '../../platform/http/errors';

/** Progress update 2's own answer (reporting-inventory §1.3); the reference's message ends in a space. */
export const progressUpdate2Errors = declareErrorCodes({
  PU21004: { status: 400, message: 'Invalid Progress Update 2 ', security: false },
});

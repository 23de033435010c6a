import { errorCode } from '../../../shared/api';
import { paths, type BusinessError } from '../../../shared/routing';
import { MESSAGES } from './messages';

const NOT_SENT = 'Your application has not been sent. Your answers have been kept.';
const BACK_TO_ANSWERS = { href: paths.accounts.apply.page('summary'), text: 'Check your answers' } as const;

/**
 * The refusals of a submitted application that go to the business error page (web-screens §2.6: ACCOUNT1001,
 * NOTFOUND1001 and COMPANYINFO*): the number is taken or unknown, or Companies House could not be asked. The
 * draft is kept, so 'Return to' goes back to the answers to change or send again.
 */
export function applicationBusinessError(error: unknown): BusinessError | null {
  switch (errorCode(error)) {
    case 'ACCOUNT1001':
      return {
        heading: MESSAGES.registrationNumberInUse,
        body: [
          NOT_SENT,
          'Check the registration number. An account for it may be open already, or an application for it ' +
            "may be waiting for the regulator's review.",
          'If your organisation already has an account, ask one of its administrators to add you as a user.',
        ],
        returnTo: BACK_TO_ANSWERS,
      };
    case 'NOTFOUND1001':
      return {
        heading: 'The registration number was not found at Companies House',
        body: [NOT_SENT, 'Check the registration number and change it if it is wrong.'],
        returnTo: BACK_TO_ANSWERS,
      };
    case 'COMPANYINFO1001':
    case 'COMPANYINFO1003':
      return {
        heading: 'Companies House is not available at the moment',
        body: [NOT_SENT, 'Try again later.'],
        returnTo: BACK_TO_ANSWERS,
      };
    case 'COMPANYINFO1002':
      return {
        heading: 'Companies House is not available at the moment',
        body: [NOT_SENT, 'Contact the UK ESOS Helpdesk if this keeps happening.'],
        returnTo: BACK_TO_ANSWERS,
      };
    default:
      return null;
  }
}

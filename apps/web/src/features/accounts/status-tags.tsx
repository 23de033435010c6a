import { Tag } from '../../shared/govuk';
import type { AccountStatus, RequestDetails } from './accounts-api';

// GOV.UK tag guidance: sentence case, and colour by meaning (yellow for waiting, red only for a problem).
const ACCOUNT_STATUS: Record<AccountStatus, { text: string; colour: string }> = {
  LIVE: { text: 'Live', colour: 'green' },
  AWAITING_APPROVAL: { text: 'Awaiting approval', colour: 'yellow' },
  DENIED: { text: 'Denied', colour: 'red' },
  CLOSED: { text: 'Closed', colour: 'grey' },
};

export function AccountStatusTag({ status }: { status: AccountStatus }) {
  const { text, colour } = ACCOUNT_STATUS[status];
  return <Tag colour={colour}>{text}</Tag>;
}

const REQUEST_STATUS_COLOURS: Partial<Record<RequestDetails['requestStatus'], string>> = {
  IN_PROGRESS: 'blue',
  COMPLETED: 'green',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELLED: 'grey',
  WITHDRAWN: 'grey',
  CLOSED: 'grey',
  EXEMPT: 'grey',
  TERMINATED: 'grey',
};

/** IN_PROGRESS -> In progress. */
const sentenceCase = (status: string) => status.charAt(0) + status.slice(1).replace(/_/g, ' ').toLowerCase();

export function RequestStatusTag({ status }: { status: RequestDetails['requestStatus'] }) {
  return <Tag colour={REQUEST_STATUS_COLOURS[status]}>{sentenceCase(status)}</Tag>;
}

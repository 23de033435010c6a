import { Tag } from '../../shared/govuk';
import type { AccountStatus, RequestDetails } from './accounts-api';

const ACCOUNT_STATUS: Record<AccountStatus, { text: string; colour: string }> = {
  LIVE: { text: 'LIVE', colour: 'green' },
  AWAITING_APPROVAL: { text: 'AWAITING APPROVAL', colour: 'red' },
  DENIED: { text: 'DENIED', colour: 'red' },
  CLOSED: { text: 'CLOSED', colour: 'grey' },
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

export function RequestStatusTag({ status }: { status: RequestDetails['requestStatus'] }) {
  return <Tag colour={REQUEST_STATUS_COLOURS[status]}>{status.replace(/_/g, ' ')}</Tag>;
}

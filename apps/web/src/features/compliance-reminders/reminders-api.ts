import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap, type components } from '../../shared/api';

type Schemas = components['schemas'];
export type ReminderPreview = Schemas['ComplianceReminderPreview'];
export type ReminderResult = Schemas['ComplianceReminderResult'];
export type ReminderAccount = Schemas['ComplianceReminderAccount'];
export type ReminderReport = Schemas['ComplianceReminderRequest']['report'];

/** A row of the compliance account list (GET /compliance/accounts, the overview's drill-down). */
export interface ListedAccount {
  accountId: number;
  name: string;
  registrationNumber: string | null;
  nation: string | null;
  state: string | null;
  category: string | null;
  submittedOn: string | null;
  daysOverdue: number | null;
  assignee: string | null;
}
export interface AccountListPage {
  accounts: ListedAccount[];
  total: number;
}

/** The list's filters and sort, as the drill-down's address holds them: repeated keys kept. */
export type ListQuery = Record<string, string | string[]>;

/** Accounts one reminder call takes (the API's bound), and a page of the list at its largest. */
export const CALL_ACCOUNTS = 500;
/** The most accounts one "send to all" reaches: ten calls; a longer list is narrowed first. */
export const MAX_ACCOUNTS = 5_000;
export const SELECT_PAGE_SIZE = 20;

// The list is the compliance overview's operation; called by its address until its types are generated here.
const untyped = api as unknown as {
  GET(
    path: string,
    init: { params: { query: Record<string, unknown> } },
  ): Promise<{
    data?: AccountListPage;
    error?: unknown;
    response: Response;
  }>;
};

/** `page` is zero-based, as the API's. */
export function fetchAccountPage(query: ListQuery, page: number, pageSize: number): Promise<AccountListPage> {
  return unwrap(
    untyped.GET('/v1.0/compliance/accounts', { params: { query: { ...query, page, pageSize } } }),
  );
}

export function useAccountPage(query: ListQuery, page: number) {
  return useQuery({
    queryKey: ['compliance-accounts', query, page, SELECT_PAGE_SIZE],
    queryFn: () => fetchAccountPage(query, page, SELECT_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

/** Every account of the list, page by page, up to MAX_ACCOUNTS (the caller checks the total first). */
export async function collectAccounts(query: ListQuery, total: number): Promise<ListedAccount[]> {
  const pages = Math.ceil(Math.min(total, MAX_ACCOUNTS) / CALL_ACCOUNTS);
  const found: ListedAccount[] = [];
  for (let page = 0; page < pages; page++) {
    const { accounts } = await fetchAccountPage(query, page, CALL_ACCOUNTS);
    found.push(...accounts);
    if (accounts.length < CALL_ACCOUNTS) break;
  }
  const seen = new Set<number>();
  return found.filter((account) => !seen.has(account.accountId) && seen.add(account.accountId));
}

const chunks = (ids: readonly number[]) =>
  Array.from({ length: Math.ceil(ids.length / CALL_ACCOUNTS) }, (_, index) =>
    ids.slice(index * CALL_ACCOUNTS, (index + 1) * CALL_ACCOUNTS),
  );

/** What a send to these accounts would do, in calls of CALL_ACCOUNTS, put together. */
export async function previewReminder(report: ReminderReport, accountIds: readonly number[]) {
  let merged: ReminderPreview | undefined;
  for (const ids of chunks(accountIds)) {
    const part = await unwrap(
      api.POST('/v1.0/compliance/reminders/preview', { body: { report, accountIds: ids } }),
    );
    merged = merged
      ? {
          ...merged,
          subject: merged.subject || part.subject,
          body: merged.body || part.body,
          toSend: [...merged.toSend, ...part.toSend],
          alreadyReminded: [...merged.alreadyReminded, ...part.alreadyReminded],
          noContacts: [...merged.noContacts, ...part.noContacts],
          notLive: [...merged.notLive, ...part.notLive],
        }
      : part;
  }
  if (!merged) throw new Error('no accounts to preview');
  return merged;
}

/** Sends in calls of CALL_ACCOUNTS, one after another; each is claimed once a day on the server (ADR 51). */
export async function sendReminder(report: ReminderReport, accountIds: readonly number[]) {
  const result: ReminderResult = { report, sent: [], alreadyReminded: [], noContacts: [], notLive: [] };
  for (const ids of chunks(accountIds)) {
    const part = await unwrap(api.POST('/v1.0/compliance/reminders', { body: { report, accountIds: ids } }));
    result.sent.push(...part.sent);
    result.alreadyReminded.push(...part.alreadyReminded);
    result.noContacts.push(...part.noContacts);
    result.notLive.push(...part.notLive);
  }
  return result;
}

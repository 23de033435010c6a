import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap, type components, type paths } from '../../shared/api';

type Schemas = components['schemas'];
export type ReminderPreview = Schemas['ComplianceReminderPreview'];
export type ReminderResult = Schemas['ComplianceReminderResult'];
export type ReminderAccount = Schemas['ComplianceReminderAccount'];
export type ReminderReport = Schemas['ComplianceReminderRequest']['report'];

/** A row of the compliance account list (GET /compliance/accounts, the overview's drill-down). */
export type ListedAccount = Schemas['ComplianceAccount'];
export type AccountListPage = Schemas['ComplianceAccounts'];
type AccountsQuery = paths['/v1.0/compliance/accounts']['get']['parameters']['query'];

/** The list's filters and sort, as the drill-down's address holds them: repeated keys kept. */
export type ListQuery = Record<string, string | string[]>;

/** Accounts one reminder call takes (the API's bound). */
export const CALL_ACCOUNTS = 500;
/** The list's largest page. */
export const LIST_PAGE = 100;
/** The most accounts one "send to all" reaches: ten calls; a longer list is narrowed first. */
export const MAX_ACCOUNTS = 5_000;
export const SELECT_PAGE_SIZE = 20;

/**
 * The reports a reminder may chase, with their names, as the compliance overview gives them (the server's report
 * definitions of the current phase), under the overview's own cache key so a page drilled into from it asks
 * nothing again.
 */
export function useReminderReports(): { requestType: string; name: string }[] | undefined {
  return useQuery({
    queryKey: ['compliance-overview'],
    queryFn: () => unwrap(api.GET('/v1.0/compliance/overview')),
  }).data?.reports;
}

/** `page` is zero-based, as the API's. */
export function fetchAccountPage(query: ListQuery, page: number, pageSize: number): Promise<AccountListPage> {
  // The address's filters as they came: the API names any it does not know (400).
  const params = { query: { ...query, page, pageSize } as AccountsQuery };
  return unwrap(api.GET('/v1.0/compliance/accounts', { params }));
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
  const pages = Math.ceil(Math.min(total, MAX_ACCOUNTS) / LIST_PAGE);
  const found: ListedAccount[] = [];
  for (let page = 0; page < pages; page++) {
    const { accounts } = await fetchAccountPage(query, page, LIST_PAGE);
    found.push(...accounts);
    if (accounts.length < LIST_PAGE) break;
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

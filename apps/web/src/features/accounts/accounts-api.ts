import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  invalidateWorkflowQueries,
  unwrap,
  workflowQueryRoots,
  type components,
} from '../../shared/api';

type Schemas = components['schemas'];
export type AccountSearchResults = Schemas['AccountSearchResults'];
export type OrganisationAccount = Schemas['OrganisationAccountDTO'];
export type OrganisationAccountUpdate = Schemas['OrganisationAccountUpdateDTO'];
export type AccountStatus = OrganisationAccount['status'];
export type RequestDetails = Schemas['RequestDetailsDTO'];
export type RequestCategory = Schemas['RequestSearchByAccountCriteria']['category'];

/** Web-screens §2.1: 30 accounts per page. */
export const ACCOUNTS_PAGE_SIZE = 30;
/** Workflow history is paged on the server, 30 per page (§2.2). */
export const WORKFLOWS_PAGE_SIZE = 30;
/** The API's largest page: the Phases tab pages in the browser, so it asks for everything at once. */
export const ALL_WORKFLOWS = 500;

/** `page` is one-based, as in the URL. */
export function useAccountSearch(term: string | undefined, page: number) {
  return useQuery({
    queryKey: ['organisation-accounts', term ?? '', page],
    queryFn: () =>
      unwrap(
        api.GET('/v1.0/organisation/accounts', {
          params: { query: { ...(term ? { term } : {}), page: page - 1, size: ACCOUNTS_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** One account (the key other features read it by too: the closure's and the progress update's pages). */
export const accountQuery = (id: number) =>
  queryOptions({
    queryKey: ['organisation-account', id],
    queryFn: (): Promise<OrganisationAccount> =>
      unwrap(api.GET('/v1.0/organisation/account/{id}', { params: { path: { id } } })),
  });

export function useUpdateAccount(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrganisationAccountUpdate) => {
      const { error, response } = await api.POST('/v1.0/organisation/accounts/{id}', {
        params: { path: { id } },
        body,
      });
      if (!response.ok) throw Object.assign(new Error('update failed'), { status: response.status, error });
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['organisation-accounts'] }),
        client.invalidateQueries({ queryKey: accountQuery(id).queryKey }),
      ]),
  });
}

/** `page` is one-based. */
export function useAccountWorkflows(
  accountId: number,
  category: RequestCategory,
  page: number,
  size: number,
) {
  return useQuery({
    queryKey: [workflowQueryRoots.accountWorkflows, accountId, category, page, size],
    queryFn: () =>
      unwrap(
        api.POST('/v1.0/requests/workflows', {
          body: { accountId, category, pageNumber: page - 1, pageSize: size },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRequestDetails(requestId: string) {
  return useQuery({
    queryKey: [workflowQueryRoots.request, requestId],
    queryFn: () => unwrap(api.GET('/v1.0/requests/{id}', { params: { path: { id: requestId } } })),
  });
}

export function useRequestActions(requestId: string) {
  return useQuery({
    queryKey: [workflowQueryRoots.requestActions, requestId],
    queryFn: () => unwrap(api.GET('/v1.0/request-actions', { params: { query: { requestId } } })),
  });
}

/** Open tasks of a workflow (GET /items/{requestId}): the workflow page's "Tasks to complete". */
export function useRequestItems(requestId: string) {
  return useQuery({
    queryKey: [workflowQueryRoots.requestItems, requestId],
    queryFn: () => unwrap(api.GET('/v1.0/items/{requestId}', { params: { path: { requestId } } })),
  });
}

/**
 * One timeline event, for the workflow page's timeline details; `prepare` (loading the event type's view)
 * runs before the event is handed over, so its page renders whole rather than its heading first.
 */
export function useRequestAction(actionId: number, prepare?: (actionType: string) => Promise<void>) {
  return useQuery({
    queryKey: [workflowQueryRoots.requestAction, actionId],
    queryFn: async () => {
      const action = await unwrap(
        api.GET('/v1.0/request-actions/{id}', { params: { path: { id: actionId } } }),
      );
      await prepare?.(action.type);
      return action;
    },
    enabled: Number.isSafeInteger(actionId) && actionId > 0,
  });
}

/** What a regulator may start from a report's workflow page: its re-initiation (web-screens §6.3). */
export function useRelatedWorkflows(requestId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [workflowQueryRoots.availableWorkflows, 'related', requestId],
    queryFn: () =>
      unwrap(
        api.GET('/v1.0/requests/available-workflows/reporting/related-actions/{requestId}', {
          params: { path: { requestId } },
        }),
      ),
  });
}

type ReInitiateActionType = Extract<
  components['schemas']['RequestCreateActionProcessDTOInput']['requestCreateActionType'],
  `RE_INITIATE_${string}`
>;

/** Returns a completed report to the participant, saying why: a new submit task for the account's primary contact. */
export function useReInitiate(accountId: number, requestType: string, requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      unwrap(
        api.POST('/v1.0/requests', {
          params: { query: { accountId } },
          body: {
            requestCreateActionType: `RE_INITIATE_${requestType}` as ReInitiateActionType,
            requestCreateActionPayload: {
              payloadType: 'REPORT_RELATED_REQUEST_CREATE_ACTION_PAYLOAD',
              requestId,
              reason,
            },
          },
        }),
      ),
    // The workflow gets a task and a timeline event; the dashboards and lists change with it.
    onSettled: () => invalidateWorkflowQueries(client),
  });
}

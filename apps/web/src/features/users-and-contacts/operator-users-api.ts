import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, unwrap, type components } from '../../shared/api';

type Schemas = components['schemas'];
export type AccountOperators = Schemas['AccountOperatorsUsersAuthoritiesInfoDTO'];
export type UserAuthorityInfo = Schemas['UserAuthorityInfoDTO'];
export type AuthorityUpdate = Schemas['AccountOperatorAuthorityUpdateDTO'];
export type OperatorUser = Schemas['OperatorUserDTO'];
export type OperatorInvitation = Schemas['OperatorUserInvitationDTO'];

const operatorsKey = (accountId: number) => ['operator-authorities', accountId] as const;

async function ok(call: Promise<{ error?: unknown; response: Response }>): Promise<void> {
  const { error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error);
}

export function useAccountOperators(accountId: number) {
  return useQuery({
    queryKey: operatorsKey(accountId),
    queryFn: () =>
      unwrap(api.GET('/v1.0/operator-authorities/account/{accountId}', { params: { path: { accountId } } })),
  });
}

export function useOperatorRoles(accountId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['operator-role-codes', accountId],
    enabled,
    queryFn: () =>
      unwrap(
        api.GET('/v1.0/authorities/account/{accountId}/operator-role-codes', {
          params: { path: { accountId } },
        }),
      ),
  });
}

export function useSaveOperators(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['AccountOperatorAuthorityUpdateWrapperDTO']) =>
      ok(
        api.POST('/v1.0/operator-authorities/account/{accountId}', {
          params: { path: { accountId } },
          body,
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: operatorsKey(accountId) }),
  });
}

export function useInviteOperator(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorInvitation) =>
      ok(
        api.POST('/v1.0/operator-users/invite/account/{accountId}', {
          params: { path: { accountId } },
          body,
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: operatorsKey(accountId) }),
  });
}

/** Your own details come from GET /users; anyone else's from the account's user endpoint. */
export function useOperatorUser(accountId: number, userId: string, self: boolean) {
  return useQuery({
    queryKey: ['operator-user', accountId, userId, self],
    queryFn: async (): Promise<OperatorUser> =>
      self
        ? ((await unwrap(api.GET('/v1.0/users'))) as OperatorUser)
        : unwrap(
            api.GET('/v1.0/operator-users/account/{accountId}/{userId}', {
              params: { path: { accountId, userId } },
            }),
          ),
  });
}

export function useUpdateOperatorUser(accountId: number, userId: string, self: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorUser) =>
      self
        ? unwrap(api.PATCH('/v1.0/operator-users/operator', { body }))
        : unwrap(
            api.PATCH('/v1.0/operator-users/account/{accountId}/{userId}', {
              params: { path: { accountId, userId } },
              body,
            }),
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: operatorsKey(accountId) }),
  });
}

export function useRemoveOperator(accountId: number, userId: string, self: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      self
        ? ok(
            api.DELETE('/v1.0/operator-authorities/account/{accountId}', {
              params: { path: { accountId } },
            }),
          )
        : ok(
            api.DELETE('/v1.0/operator-authorities/account/{accountId}/{userId}', {
              params: { path: { accountId, userId } },
            }),
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: operatorsKey(accountId) }),
  });
}

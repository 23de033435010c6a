import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, unwrap, type components } from '../../shared/api';
import { API_BASE_URL } from '../../shared/config';

type Schemas = components['schemas'];
export type RegulatorUsers = Schemas['RegulatorUsersAuthoritiesInfoDTO'];
export type RegulatorUserRow = Schemas['RegulatorUserAuthorityInfoDTO'];
export type RegulatorUserDetails = Schemas['RegulatorUserDetailsDTO'];
export type RegulatorRole = Schemas['RegulatorRolePermissionsDTO'];
export type PermissionLevel = 'NONE' | 'VIEW_ONLY' | 'EXECUTE';
export type PermissionMap = Record<string, PermissionLevel>;
export type AuthorityStatus = Schemas['RegulatorUserUpdateStatusDTO']['authorityStatus'];

const listKey = ['regulator-authorities'] as const;

async function ok(call: Promise<{ error?: unknown; response: Response }>): Promise<void> {
  const { error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error);
}

export function useRegulatorUsers() {
  return useQuery({ queryKey: listKey, queryFn: () => unwrap(api.GET('/v1.0/regulator-authorities')) });
}

export function useSaveStatuses() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: string; authorityStatus: AuthorityStatus }[]) =>
      ok(api.POST('/v1.0/regulator-authorities', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

/** Everything the add and edit pages need: the user (unless adding), their permissions, presets and levels. */
export function useRegulatorUserForm(userId: string | undefined, self: boolean) {
  return useQuery({
    queryKey: ['regulator-user-form', userId ?? 'new', self],
    // Always fresh: the page edits what it shows.
    gcTime: 0,
    queryFn: async () => {
      const [user, permissions] = await Promise.all([
        userId === undefined
          ? Promise.resolve(undefined)
          : self
            ? (unwrap(api.GET('/v1.0/users')) as Promise<RegulatorUserDetails>)
            : unwrap(api.GET('/v1.0/regulator-users/{userId}', { params: { path: { userId } } })),
        userId === undefined || self
          ? unwrap(api.GET('/v1.0/regulator-authorities/permissions'))
          : unwrap(
              api.GET('/v1.0/regulator-authorities/permissions/{userId}', { params: { path: { userId } } }),
            ),
      ]);
      // Presets and levels are for people who manage users (CA[EDIT_USER]); others see a read-only matrix.
      const [roles, levels] = permissions.editable
        ? await Promise.all([
            unwrap(api.GET('/v1.0/authorities/regulator-roles')),
            unwrap(api.GET('/v1.0/regulator-authorities/permissions/group-levels')),
          ])
        : [[], {}];
      // Your own signature is known from GET /regulator-users/{id} (GET /users does not carry it).
      const signature =
        self && userId !== undefined
          ? (await unwrap(api.GET('/v1.0/regulator-users/{userId}', { params: { path: { userId } } })))
              .signature
          : user?.signature;
      return {
        user,
        signature,
        permissions: (userId === undefined ? {} : permissions.permissions) as PermissionMap,
        editable: permissions.editable,
        roles,
        levels: levels as Record<string, PermissionLevel[]>,
      };
    },
  });
}

export interface RegulatorDetailsInput {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  phoneNumber: string;
  mobileNumber?: string;
}

/** The JSON part is sent as an application/json Blob, as the reference web app does. */
function formData(partName: string, json: object, signature: File | null): FormData {
  const data = new FormData();
  data.append(partName, new Blob([JSON.stringify(json)], { type: 'application/json' }));
  if (signature) data.append('signature', signature, signature.name);
  return data;
}

export function useSaveRegulatorUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      mode: 'invite' | 'self' | 'other';
      userId?: string;
      user: RegulatorDetailsInput;
      permissions: PermissionMap;
      signature: File | null;
    }) => {
      const { user, permissions, signature } = input;
      if (input.mode === 'invite') {
        const body = { regulatorInvitedUser: { ...user, permissions } };
        return ok(
          api.POST('/v1.0/regulator-users/invite', {
            body,
            bodySerializer: () => formData('regulatorInvitedUser', body.regulatorInvitedUser, signature),
          }),
        );
      }
      const body = { regulatorUserUpdateDTO: { user, permissions } };
      const bodySerializer = () => formData('regulatorUserUpdateDTO', body.regulatorUserUpdateDTO, signature);
      if (input.mode === 'self') return ok(api.POST('/v1.0/regulator-users', { body, bodySerializer }));
      return ok(
        api.POST('/v1.0/regulator-users/{userId}', {
          params: { path: { userId: input.userId ?? '' } },
          body,
          bodySerializer,
        }),
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

export function useDeleteRegulatorUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; self: boolean }) =>
      input.self
        ? ok(api.DELETE('/v1.0/regulator-authorities'))
        : ok(
            api.DELETE('/v1.0/regulator-authorities/{userId}', {
              params: { path: { userId: input.userId } },
            }),
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

/** Fetches a one-minute token, then opens the file: the download is a plain link to the public address. */
export async function downloadSignature(userId: string, signatureUuid: string, self: boolean): Promise<void> {
  const { token } = self
    ? await unwrap(api.GET('/v1.0/users/signature', { params: { query: { signatureUuid } } }))
    : await unwrap(
        api.GET('/v1.0/regulator-users/{userId}/signature', {
          params: { path: { userId }, query: { signatureUuid } },
        }),
      );
  const link = document.createElement('a');
  link.href = `${API_BASE_URL}/v1.0/user-signatures/${encodeURIComponent(token)}`;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

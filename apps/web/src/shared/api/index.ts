export {
  api,
  ApiError,
  currentAccessToken,
  noContent,
  setAccessTokenProvider,
  setApiErrorHandlers,
  unwrap,
} from './client';
export { errorCode } from './errors';
export { invalidateWorkflowQueries, workflowQueryRoots } from './query-keys';
export {
  PENDING_REQUEST_MESSAGE,
  pendingRequestCount,
  subscribePendingRequests,
  usePendingRequests,
} from './pending';
export type { AccessTokenProvider, ApiErrorHandlers } from './middleware';
export type { components, paths } from './schema';
import type { components } from './schema';

type Schemas = components['schemas'];
export type UiConfiguration = Schemas['UIPropertiesDTO'];
/** The API lists four statuses; the spec adds TEMP_DISABLED, so allow it too. */
export type UserStatus = Schemas['UserStateDTO']['status'] | 'TEMP_DISABLED';
export type RoleType = Schemas['UserStateDTO']['roleType'];
/** language is optional here so a state built without it (tests, older cached states) reads as never chosen. */
export type UserState = Omit<Schemas['UserStateDTO'], 'status' | 'language'> & {
  status: UserStatus;
  language?: Schemas['UserStateDTO']['language'];
};
export type Terms = Schemas['TermsDTO'];
export type ItemDto = Schemas['ItemDTO'];
export type ItemListResponse = Schemas['ItemDTOResponse'];
export type TaskType = NonNullable<ItemDto['taskType']>;
export type CurrentUser =
  Schemas['OperatorUserDTO'] | Schemas['RegulatorUserDTO'] | Schemas['VerifierUserDTO'];

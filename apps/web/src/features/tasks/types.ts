/**
 * The task API contract (reference OpenAPI: RequestTaskItemDTO, RequestActionInfoDTO, RequestActionDTO,
 * AssigneeUserInfoDTO) as this feature reads it. Payloads are narrowed by their payloadType.
 */
import type { ItemDto } from '../../shared/api';

export type CompetentAuthority = 'ENGLAND' | 'NORTHERN_IRELAND' | 'OPRED' | 'SCOTLAND' | 'WALES';

export interface PhoneNumber {
  countryCode?: string;
  number?: string;
}

export interface Address {
  line1?: string;
  line2?: string;
  city?: string;
  county?: string;
  postcode?: string;
  country?: string;
}

export interface OrganisationAccount {
  registrationNumber?: string;
  name: string;
  competentAuthority: CompetentAuthority;
  line1: string;
  line2?: string;
  city: string;
  county?: string;
  postcode: string;
  type: 'SIC' | 'OTHER';
  otherTypeName?: string;
  codes: string[];
}

/** The applicant; the address is nested here, flat in the reference's schema, so both are read. */
export interface ParticipantDetails extends Address {
  firstName?: string;
  lastName?: string;
  jobTitle?: string;
  email?: string;
  phoneNumber?: PhoneNumber;
  mobileNumber?: PhoneNumber;
  address?: Address;
}

export interface AccountApplicationPayload {
  payloadType: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_PAYLOAD';
  account: OrganisationAccount;
  participantDetails: ParticipantDetails;
}

export interface RequestTask {
  id: number;
  type: string;
  payload?: { payloadType?: string };
  assignable?: boolean;
  assigneeUserId?: string;
  assigneeFullName?: string;
  daysRemaining?: number;
  startDate?: string;
}

export interface RequestInfo {
  id: string;
  type?: string;
  competentAuthority?: CompetentAuthority;
  accountId?: number;
}

export interface RequestTaskItem {
  requestTask: RequestTask;
  allowedRequestTaskActions?: string[];
  userAssignCapable?: boolean;
  requestInfo: RequestInfo;
}

export interface TimelineEntry {
  id: number;
  type: string;
  submitter?: string;
  creationDate?: string;
}

export interface Decision {
  decision: 'APPROVED' | 'REJECTED';
  reason?: string;
}

export interface RequestAction extends TimelineEntry {
  payload?: {
    payloadType?: string;
    account?: OrganisationAccount;
    participantDetails?: ParticipantDetails;
    decision?: Decision;
    accountClosure?: { reason?: string };
    submitDate?: string;
  };
  requestId?: string;
  requestType?: string;
  requestAccountId?: number;
  competentAuthority?: CompetentAuthority;
}

export interface CandidateAssignee {
  id: string;
  firstName?: string;
  lastName?: string;
}

export type RelatedItem = ItemDto;

/** Everything the task page's guard loads, in the reference's order (web-screens §6.1). */
export interface TaskPageData {
  task: RequestTaskItem;
  timeline: TimelineEntry[];
  relatedItems: RelatedItem[];
}

export function isAccountApplicationPayload(payload: unknown): payload is AccountApplicationPayload {
  if (typeof payload !== 'object' || payload === null) return false;
  const candidate = payload as Partial<AccountApplicationPayload>;
  return (
    candidate.payloadType === 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_PAYLOAD' &&
    typeof candidate.account === 'object' &&
    candidate.account !== null
  );
}

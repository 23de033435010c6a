import type { AccountOperators, AuthorityUpdate, UserAuthorityInfo } from './operator-users-api';

export type ContactChoice = '' | 'PRIMARY' | 'SECONDARY';
export type AuthorityStatus = UserAuthorityInfo['authorityStatus'];

export interface UserRowState {
  userId: string;
  roleCode: string;
  authorityStatus: AuthorityStatus;
  contact: ContactChoice;
}

export const ADVANCED = 'operator_admin';
export const RESTRICTED = 'operator';

export const USER_TABLE_MESSAGES = {
  activeAdmin: 'You must have an active Advanced user on your account',
  primary: 'You must have a primary contact on your account',
  activePrimary: 'The primary contact must be an active user',
  restrictedPrimary: 'You cannot assign a Restricted user as primary contact on your account',
  restrictedSecondary: 'You cannot assign a Restricted user as secondary contact on your account',
  samePrimarySecondary: 'You cannot assign the same user as a primary and secondary contact on your account',
} as const;

/** Messages for the server's codes, worded as the page words its own checks. */
export const SERVER_MESSAGES: Record<string, string> = {
  AUTHORITY1001: USER_TABLE_MESSAGES.activeAdmin,
  ACCOUNT_CONTACT1001: USER_TABLE_MESSAGES.primary,
  ACCOUNT_CONTACT1004: USER_TABLE_MESSAGES.samePrimarySecondary,
  ACCOUNT_CONTACT1005: USER_TABLE_MESSAGES.restrictedPrimary,
  ACCOUNT_CONTACT1006: USER_TABLE_MESSAGES.restrictedSecondary,
  AUTHORITY1004: 'A user is no longer on this account. Discard your changes and try again',
  AUTHORITY1008: 'An accepted user can only be activated',
  ROLE1000: 'Select a valid user type',
};

export function initialRows(data: AccountOperators): UserRowState[] {
  const contacts = data.contactTypes ?? {};
  return (data.authorities ?? []).map((authority) => ({
    userId: authority.userId ?? '',
    roleCode: authority.roleCode ?? '',
    authorityStatus: authority.authorityStatus,
    contact:
      contacts.PRIMARY === authority.userId
        ? 'PRIMARY'
        : contacts.SECONDARY === authority.userId
          ? 'SECONDARY'
          : '',
  }));
}

/** One primary and one secondary: choosing one for a user takes it from whoever had it. */
export function withContact(rows: UserRowState[], userId: string, contact: ContactChoice): UserRowState[] {
  return rows.map((row) => {
    if (row.userId === userId) return { ...row, contact };
    return contact !== '' && row.contact === contact ? { ...row, contact: '' } : row;
  });
}

export interface RowError {
  /** The id of the control the summary links to. */
  fieldId: string;
  message: string;
}

export const controlId = (userId: string, column: 'role' | 'contact' | 'status') => `l.${column}-${userId}`;

/** The page's checks before saving (web-screens §2.3). */
export function checkRows(rows: UserRowState[]): RowError[] {
  const errors: RowError[] = [];
  const first = rows[0]?.userId ?? '';
  if (!rows.some((row) => row.roleCode === ADVANCED && row.authorityStatus === 'ACTIVE')) {
    errors.push({ fieldId: controlId(first, 'role'), message: USER_TABLE_MESSAGES.activeAdmin });
  }
  const primary = rows.find((row) => row.contact === 'PRIMARY');
  if (!primary) {
    errors.push({ fieldId: controlId(first, 'contact'), message: USER_TABLE_MESSAGES.primary });
  } else if (primary.roleCode !== ADVANCED) {
    errors.push({
      fieldId: controlId(primary.userId, 'contact'),
      message: USER_TABLE_MESSAGES.restrictedPrimary,
    });
  } else if (primary.authorityStatus !== 'ACTIVE') {
    errors.push({ fieldId: controlId(primary.userId, 'status'), message: USER_TABLE_MESSAGES.activePrimary });
  }
  const secondary = rows.find((row) => row.contact === 'SECONDARY');
  if (secondary && secondary.roleCode !== ADVANCED) {
    errors.push({
      fieldId: controlId(secondary.userId, 'contact'),
      message: USER_TABLE_MESSAGES.restrictedSecondary,
    });
  }
  return errors;
}

/** Only the rows that changed are sent, as the reference page does. */
export function saveRequest(original: UserRowState[], rows: UserRowState[]) {
  const before = new Map(original.map((row) => [row.userId, row]));
  const accountOperatorAuthorityUpdateList: AuthorityUpdate[] = rows
    .filter((row) => {
      const was = before.get(row.userId);
      return !was || was.roleCode !== row.roleCode || was.authorityStatus !== row.authorityStatus;
    })
    .map((row) => ({ userId: row.userId, roleCode: row.roleCode, authorityStatus: row.authorityStatus }));
  const primary = rows.find((row) => row.contact === 'PRIMARY')?.userId;
  const secondary = rows.find((row) => row.contact === 'SECONDARY')?.userId;
  return {
    accountOperatorAuthorityUpdateList,
    contactTypes: {
      ...(primary ? { PRIMARY: primary } : {}),
      ...(secondary ? { SECONDARY: secondary } : {}),
    },
  };
}

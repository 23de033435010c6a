import { groups, type Caller } from './callers';
import type { Fixtures, MatrixCase } from './cases';

const someUuid = '00000000-0000-4000-8000-000000000000';
/** The demo NOC request of the fixture account (demo data names requests after their account). */
const requestOf = (f: Fixtures) => `NOC${String(f.accountId).padStart(6, '0')}-P3`;
/** Members of the fixture account or of its competent authority. */
const members: Caller[] = ['operatorAdmin', 'restrictedOperator', 'regulator', 'regulatorWithoutPermissions'];
/** Members who may write account notes: regulators, and operators with PERM_ACCOUNT_NOTES_EDIT. */
const accountNoteWriters: Caller[] = ['operatorAdmin', 'regulator', 'regulatorWithoutPermissions'];
/**
 * A note id that does not exist is a 404 for every operator and regulator with an active authority (the
 * note is looked up before the membership of its account or request can be checked); others get 403.
 */
const withAuthority: Caller[] = [...groups.operators, ...groups.regulators];
const badToken = 'not-a-token';

/**
 * Request and account notes and the public downloads. Writes carry an unknown file (FORM1001) or aim at a
 * missing note (404), and uploads get a JSON body (415 once the caller is through), so nothing changes.
 */
export const notesAndFilesCases: MatrixCase[] = [
  {
    operationId: 'getNotesByRequestId',
    method: 'GET',
    url: (f) => `/api/v1.0/request-notes?requestId=${requestOf(f)}&page=0&size=10`,
    allowed: members,
  },
  {
    operationId: 'createRequestNote',
    method: 'POST',
    url: () => '/api/v1.0/request-notes',
    payload: (f) => ({ requestId: requestOf(f), note: 'Matrix', files: [someUuid] }),
    allowed: members,
  },
  {
    operationId: 'getRequestNote',
    method: 'GET',
    url: () => '/api/v1.0/request-notes/999999999',
    allowed: withAuthority,
  },
  {
    operationId: 'updateRequestNote',
    method: 'PUT',
    url: () => '/api/v1.0/request-notes/999999999',
    payload: () => ({ note: 'Matrix', files: [] }),
    allowed: withAuthority,
  },
  {
    operationId: 'deleteRequestNote',
    method: 'DELETE',
    url: () => '/api/v1.0/request-notes/999999999',
    allowed: withAuthority,
  },
  {
    operationId: 'uploadRequestNoteFile',
    method: 'POST',
    url: (f) => `/api/v1.0/request-notes/upload/request/${requestOf(f)}`,
    payload: () => ({ file: 'not multipart' }),
    allowed: members,
  },
  {
    operationId: 'generateGetRequestFileNoteToken',
    method: 'GET',
    url: (f) => `/api/v1.0/request-notes/${requestOf(f)}/files?uuid=${someUuid}`,
    allowed: members,
  },
  {
    operationId: 'getNotesByAccountId',
    method: 'GET',
    url: (f) => `/api/v1.0/account-notes?accountId=${f.accountId}&page=0&size=10`,
    allowed: members,
  },
  {
    operationId: 'createAccountNote',
    method: 'POST',
    url: () => '/api/v1.0/account-notes',
    payload: (f) => ({ accountId: f.accountId, note: 'Matrix', files: [someUuid] }),
    allowed: accountNoteWriters,
  },
  {
    operationId: 'getAccountNote',
    method: 'GET',
    url: () => '/api/v1.0/account-notes/999999999',
    allowed: withAuthority,
  },
  {
    operationId: 'updateAccountNote',
    method: 'PUT',
    url: () => '/api/v1.0/account-notes/999999999',
    payload: () => ({ note: 'Matrix', files: [] }),
    allowed: withAuthority,
  },
  {
    operationId: 'deleteAccountNote',
    method: 'DELETE',
    url: () => '/api/v1.0/account-notes/999999999',
    allowed: withAuthority,
  },
  {
    operationId: 'uploadAccountNoteFile',
    method: 'POST',
    url: (f) => `/api/v1.0/account-notes/upload/account/${f.accountId}`,
    payload: () => ({ file: 'not multipart' }),
    allowed: accountNoteWriters,
  },
  {
    operationId: 'generateGetAccountFileNoteToken',
    method: 'GET',
    url: (f) => `/api/v1.0/account-notes/${f.accountId}/files?uuid=${someUuid}`,
    allowed: members,
  },
  // Public: the token is the only credential, so everyone gets through to its check (TOKEN1001 here).
  ...(
    [
      ['getFileAttachment', 'file-attachments'],
      ['getFileNote', 'file-notes'],
      ['getFileDocument', 'file-documents'],
      ['getFileDocumentTemplate', 'file-document-templates'],
    ] as const
  ).map(([operationId, route]): MatrixCase => ({
    operationId,
    method: 'GET',
    url: () => `/api/v1.0/${route}/${badToken}`,
    allowed: groups.public,
  })),
];

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

/**
 * Every call the product specification (§7 "The calls it makes") says the client makes, as method and path
 * relative to /api (path parameters as {}). Transcribed from the spec: 105 calls.
 */
const specCalls = `
POST /v1.0/account-notes
GET /v1.0/account-notes
GET /v1.0/account-notes/{}
PUT /v1.0/account-notes/{}
DELETE /v1.0/account-notes/{}
GET /v1.0/account-notes/{}/files
POST /v1.0/account-notes/upload/account/{}
POST /v1.0/request-notes
GET /v1.0/request-notes
GET /v1.0/request-notes/{}
PUT /v1.0/request-notes/{}
DELETE /v1.0/request-notes/{}
GET /v1.0/request-notes/{}/files
POST /v1.0/request-notes/upload/request/{}
POST /v1.0/accounts/{}/appoint-verification-body
PATCH /v1.0/accounts/{}/appoint-verification-body
GET /v1.0/accounts/{}/active-verification-bodies
GET /v1.0/accounts/{}/verification-body
GET /v1.0/authorities/current-user-state
GET /v1.0/authorities/account/{}/operator-role-codes
GET /v1.0/authorities/regulator-roles
GET /v1.0/authorities/verifier-role-codes
GET /v1.0/company-information/{}
GET /v1.0/file-attachments/{}
GET /v1.0/file-documents/{}
GET /v1.0/file-notes/{}
POST /v1.0/users/forgot-password/reset-password-email
POST /v1.0/users/forgot-password/token-verification
POST /v1.0/users/forgot-password/reset-password
GET /v1.0/{}/items/assigned-to-me
GET /v1.0/{}/items/assigned-to-others
GET /v1.0/{}/items/unassigned
GET /v1.0/items/{}
POST /v1.0/{}/mireports
POST /v1.0/{}/mireports/custom
GET /v1.0/{}/mireports/types
GET /v1.0/{}/mireports/request-task-types
GET /v1.0/{}/mireports/noc/phase-3
GET /v1.0/operator-authorities/account/{}
POST /v1.0/operator-authorities/account/{}
DELETE /v1.0/operator-authorities/account/{}/{}
DELETE /v1.0/operator-authorities/account/{}
GET /v1.0/operator-users/account/{}/{}
PATCH /v1.0/operator-users/account/{}/{}
PATCH /v1.0/operator-users/account/{}/{}/reset-2fa
PATCH /v1.0/operator-users/operator
POST /v1.0/operator-users/invite/account/{}
POST /v1.0/operator-users/registration/accept-invitation
POST /v1.0/operator-users/registration/accept-invitation-and-register
POST /v1.0/operator-users/registration/register
POST /v1.0/organisation/account-onboarding
GET /v1.0/organisation/account-onboarding/registration-number
POST /v1.0/organisation/account-onboarding/emails
POST /v1.0/organisation/account-onboarding/registration-numbers
GET /v1.0/organisation/accounts
GET /v1.0/organisation/accounts/registration-number
POST /v1.0/organisation/accounts/{}
GET /v1.0/organisation/account/{}
GET /v1.0/data
GET /ui-configuration
GET /v1.0/terms
GET /v1.0/regulator-authorities
POST /v1.0/regulator-authorities
DELETE /v1.0/regulator-authorities
DELETE /v1.0/regulator-authorities/{}
GET /v1.0/regulator-authorities/permissions
GET /v1.0/regulator-authorities/permissions/group-levels
GET /v1.0/regulator-authorities/permissions/{}
GET /v1.0/regulator-users/{}
GET /v1.0/regulator-users/{}/signature
POST /v1.0/regulator-users/invite
POST /v1.0/regulator-users
POST /v1.0/regulator-users/{}
POST /v1.0/regulator-users/{}/reset-2fa
POST /v1.0/regulator-users/registration/accept-invitation-and-register
GET /v1.0/request-actions/{}
GET /v1.0/request-actions
GET /v1.0/request-action-attachments/{}
GET /v1.0/request-action-file-documents/{}
GET /v1.0/requests/available-workflows/permit/{}
GET /v1.0/requests/available-workflows/reporting/related-actions/{}
POST /v1.0/requests/workflows
GET /v1.0/requests/{}
POST /v1.0/requests
GET /v1.0/task-attachments/{}
POST /v1.0/task-attachments/upload
GET /v1.0/tasks/{}
POST /v1.0/tasks/actions
POST /v1.0/tasks-assignment/assign
GET /v1.0/tasks-assignment/{}/candidate-assignees
GET /v1.0/tasks-assignment/{}/candidate-assignees/{}
DELETE /v1.0/tasks-assignment/release/{}
GET /v1.0/users
PATCH /v1.0/users/terms-and-conditions
GET /v1.0/users/signature
POST /v1.0/users/feedback
PATCH /v1.0/users/security-setup/2fa/delete
POST /v1.0/users/security-setup/2fa/request-change
POST /v1.0/users/token/resolve-email
GET /v1.0/verifier-users/{}
PATCH /v1.0/verifier-users/{}/reset-2fa
PATCH /v1.0/verifier-users/verifier
PATCH /v1.0/verifier-users/{}
PUT /v1.0/verifier-users/registration/enable-from-invitation
POST /v1.0/verifier-users/registration/accept-invitation
`
  .trim()
  .split('\n');

describe("the product specification's calls", () => {
  it('are all served: each is an operation of the API', () => {
    expect(specCalls).toHaveLength(105);
    // The committed document, which test/api/openapi-client.test.ts proves is generated from the routes.
    const document = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{[^{}]*\}/g, '{}')}`,
        ),
      ),
    );
    expect(specCalls.filter((call) => !served.has(call))).toEqual([]);
  });
});

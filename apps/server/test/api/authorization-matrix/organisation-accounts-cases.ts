import { eq } from 'drizzle-orm';
import { accounts } from '../../../src/platform/db/schema';
import { groups } from './callers';
import type { MatrixCase } from './cases';

/** The fixture account's own details, read in setup: the allowed update writes them back unchanged. */
let unchangedDetails: Record<string, unknown> = {};

/** Organisation account search, view and update (api-behaviour §3.5). */
export const organisationAccountsCases: MatrixCase[] = [
  {
    operationId: 'getCurrentUserOrganisationAccounts',
    method: 'GET',
    url: () => '/api/v1.0/organisation/accounts?page=0&size=30',
    // Verifiers may call it (and see nothing); people without an active authority may not.
    allowed: [...groups.operators, ...groups.regulators, 'verifier'],
  },
  {
    operationId: 'getOrganisationAccountById',
    method: 'GET',
    url: (f) => `/api/v1.0/organisation/account/${f.accountId}`,
    allowed: ['operatorAdmin', 'restrictedOperator', ...groups.regulators],
  },
  {
    operationId: 'updateOrganisationAccount',
    method: 'POST',
    url: (f) => `/api/v1.0/organisation/accounts/${f.accountId}`,
    setup: async (t, f) => {
      const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, f.accountId));
      if (!account) throw new Error('no fixture account');
      unchangedDetails = {
        name: account.name,
        type: account.classificationType,
        ...(account.classificationOtherName ? { otherTypeName: account.classificationOtherName } : {}),
        codes: account.classificationCodes,
        line1: account.addressLine1,
        ...(account.addressLine2 ? { line2: account.addressLine2 } : {}),
        city: account.city,
        ...(account.county ? { county: account.county } : {}),
        postcode: account.postcode,
      };
    },
    payload: () => unchangedDetails,
    allowed: ['operatorAdmin'],
  },
];

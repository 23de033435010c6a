import type { Database } from '../platform/db';
import {
  competentAuthorities,
  competentAuthorityCodes,
  miReports,
  rolePermissions,
  roles,
  terms,
} from '../platform/db/schema';
import type { OperatorRoleCode, Permission } from '../domain/permissions';
import { TERMS_V1 } from './terms-v1';

/**
 * Data every installation needs, production included. Safe to run on every start. The operator role templates
 * are the workflows' (derived from their definitions): a permission a later release adds to one is added.
 */
export async function seedReferenceData(
  db: Database,
  operatorRoles: Record<OperatorRoleCode, { name: string; permissions: readonly Permission[] }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(competentAuthorities)
      .values([
        { code: 'ENGLAND', name: 'Environment Agency', email: 'esos@environment-agency.gov.uk' },
        {
          code: 'NORTHERN_IRELAND',
          name: 'Northern Ireland Environment Agency',
          email: 'esos@daera-ni.gov.uk',
        },
        {
          code: 'OPRED',
          name: 'Offshore Petroleum Regulator for Environment and Decommissioning',
          email: 'opred@energysecurity.gov.uk',
        },
        { code: 'SCOTLAND', name: 'Scottish Environment Protection Agency', email: 'esos@sepa.org.uk' },
        { code: 'WALES', name: 'Natural Resources Wales', email: 'esos@naturalresourceswales.gov.uk' },
      ])
      .onConflictDoNothing();
    for (const [code, role] of Object.entries(operatorRoles)) {
      await tx.insert(roles).values({ code, name: role.name, type: 'OPERATOR' }).onConflictDoNothing();
      await tx
        .insert(rolePermissions)
        .values(role.permissions.map((permission) => ({ roleCode: code, permission })))
        .onConflictDoNothing();
    }
    await tx.insert(terms).values(TERMS_V1).onConflictDoNothing();
    // The MI report switchboard as the reference seeds it, once per competent authority: an authority
    // that already has rows keeps its choice (a type switched off is not switched back on at start).
    const seeded = new Set(
      (await tx.selectDistinct({ ca: miReports.competentAuthority }).from(miReports)).map((row) => row.ca),
    );
    const defaultMiReports = [
      'CUSTOM',
      'LIST_OF_ACCOUNTS_USERS_CONTACTS',
      'NOC_SUBMITTED_DATA_P3',
      'ACTION_PLAN_SUBMITTED_DATA_P3',
      'PROGRESS_UPDATE_1_SUBMITTED_DATA_P3',
      'PROGRESS_UPDATE_2_SUBMITTED_DATA_P3',
    ] as const;
    for (const ca of competentAuthorityCodes.filter((code) => !seeded.has(code))) {
      await tx
        .insert(miReports)
        .values(defaultMiReports.map((type) => ({ competentAuthority: ca, type })))
        .onConflictDoNothing();
    }
  });
}

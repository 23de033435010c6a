import type { Database } from '..';
import { competentAuthorities, rolePermissions, roles, terms } from '../schema';
import { operatorRoles } from '../../../api/shared/permissions';
import { TERMS_V1 } from './terms-v1';

/** Data every installation needs, production included. Safe to run on every start. */
export async function seedReferenceData(db: Database): Promise<void> {
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
  });
}

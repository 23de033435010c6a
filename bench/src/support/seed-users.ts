import { servicePermissions } from '../../../apps/server/src/workflow/registry';
import type { Database } from '../../../apps/server/src/platform/db';
import { authorities, authorityPermissions, users } from '../../../apps/server/src/platform/db/schema';

const { allRegulatorPermissions, operatorRoles } = servicePermissions;

/** A registered user of the benchmark data; returns its id. */
export async function createUser(db: Database, email: string, firstName: string): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email, firstName, lastName: 'Bench', status: 'REGISTERED' })
    .returning({ id: users.id });
  if (!user) throw new Error(`could not create ${email}`);
  return user.id;
}

/** An authority with the given permissions (a regulator's on a competent authority, an operator's on an account). */
export async function grant(
  db: Database,
  values: typeof authorities.$inferInsert,
  permissions: readonly string[],
): Promise<void> {
  const [authority] = await db.insert(authorities).values(values).returning({ id: authorities.id });
  if (!authority) throw new Error('could not create authority');
  await db
    .insert(authorityPermissions)
    .values(permissions.map((permission) => ({ authorityId: authority.id, permission })));
}

/**
 * The two measured users, created once the accounts `1..accountCount` exist: a regulator of England
 * with every regulator permission, and an operator admin with authorities on `operatorAccounts`
 * accounts spread over the id range (the lead contact of a group of undertakings).
 */
export async function seedMeasuredUsers(
  db: Database,
  accountCount: number,
  operatorAccounts: number,
): Promise<{ regulatorId: string; operatorId: string }> {
  const regulatorId = await createUser(db, 'bench.regulator@example.gov.uk', 'Regulator');
  const operatorId = await createUser(db, 'bench.operator@example.com', 'Operator');
  await grant(
    db,
    { userId: regulatorId, status: 'ACTIVE', competentAuthority: 'ENGLAND' },
    allRegulatorPermissions,
  );
  const step = Math.floor(accountCount / operatorAccounts);
  for (let index = 0; index < operatorAccounts; index++) {
    await grant(
      db,
      { userId: operatorId, status: 'ACTIVE', accountId: 1 + index * step, code: 'operator_admin' },
      operatorRoles.operator_admin.permissions,
    );
  }
  return { regulatorId, operatorId };
}

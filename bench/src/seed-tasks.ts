import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db';
import {
  accounts,
  authorities,
  authorityPermissions,
  requestTasks,
  requests,
  users,
} from '../../apps/server/src/platform/db/schema';
import { servicePermissions } from '../../apps/server/src/workflow/registry';

const { operatorRoles } = servicePermissions;

/** One operator with `taskCount` tasks assigned to them, spread over 100 accounts. */
export async function seedTasks(db: Database, taskCount: number): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      email: 'bench.operator@example.com',
      firstName: 'Bench',
      lastName: 'Operator',
      status: 'REGISTERED',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const accountIds: number[] = [];
  for (let index = 0; index < 100; index++) {
    const [account] = await db
      .insert(accounts)
      .values({
        name: `Bench Account ${index}`,
        registrationNumber: String(50_000_000 + index),
        status: 'LIVE',
        competentAuthority: 'ENGLAND',
        location: 'ENGLAND',
        addressLine1: '1 Bench Street',
        city: 'Leeds',
        postcode: 'LS1 1AA',
      })
      .returning({ id: accounts.id });
    if (!account) throw new Error('no account');
    accountIds.push(account.id);
    const [authority] = await db
      .insert(authorities)
      .values({ userId: user.id, status: 'ACTIVE', accountId: account.id, code: 'operator_admin' })
      .returning({ id: authorities.id });
    await db.insert(authorityPermissions).values(
      operatorRoles.operator_admin.permissions.map((permission) => ({
        authorityId: authority!.id,
        permission,
      })),
    );
  }
  const batch = 1000;
  for (let start = 0; start < taskCount; start += batch) {
    const size = Math.min(batch, taskCount - start);
    const rows = Array.from({ length: size }, (_, offset) => {
      const index = start + offset;
      return {
        id: `NOC${String(index).padStart(6, '0')}-BENCH`,
        accountId: accountIds[index % accountIds.length]!,
      };
    });
    await db.insert(requests).values(
      rows.map((row) => ({
        id: row.id,
        type: 'NOTIFICATION_OF_COMPLIANCE_P3' as const,
        status: 'IN_PROGRESS' as const,
        accountId: row.accountId,
        competentAuthority: 'ENGLAND' as const,
      })),
    );
    await db.insert(requestTasks).values(
      rows.map((row, offset) => ({
        requestId: row.id,
        type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT' as const,
        accountId: row.accountId,
        competentAuthority: 'ENGLAND' as const,
        assignee: user.id,
        startDate: new Date(Date.UTC(2026, 0, 1) + (start + offset) * 60_000),
      })),
    );
  }
  const [check] = await db.select({ id: users.id }).from(users).where(eq(users.id, user.id));
  return check!.id;
}

import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../platform/db';
import { ApiError } from '../../platform/http/errors';
import { composeMail, enqueueMail } from '../../platform/mail/mail';
import { operatorRoles } from '../../domain/permissions';
import type { WorkflowTables } from '../../workflow/tables';
import type { UserContext } from '../../domain/current-user';
import { usersRepository } from '../users/repository';
import { accountAccess } from '../../domain/account-access';
import { operatorAuthoritiesRepository, type AuthorityRow } from './repository';
import type { AuthorityUpdateWrapper } from './schemas';

const ADMIN_ROLE = 'operator_admin';

function isOperatorRole(code: string): code is keyof typeof operatorRoles {
  return Object.hasOwn(operatorRoles, code);
}

/** Every account must keep someone who can manage its users (AUTHORITY1001). */
function assertActiveAdmin(rows: Pick<AuthorityRow, 'code' | 'status'>[]): void {
  if (!rows.some((row) => row.code === ADMIN_ROLE && row.status === 'ACTIVE')) {
    throw new ApiError('AUTHORITY1001');
  }
}

/**
 * Hands the leaving user's open tasks on the account to the primary contact when they may work on
 * them, else leaves them unassigned for someone to pick up.
 */
async function reassignTasksOf(
  tx: Transaction,
  tables: WorkflowTables,
  accountId: number,
  userId: string,
): Promise<void> {
  const repository = operatorAuthoritiesRepository(tx);
  const tasks = await repository.openTasksOf(accountId, userId);
  if (tasks.length === 0) return;
  const primary = (await repository.contacts(accountId)).get('PRIMARY');
  const primaryAuthority = primary ? await repository.findByUser(accountId, primary) : undefined;
  const held =
    primaryAuthority?.status === 'ACTIVE'
      ? await repository.permissionsOf(primaryAuthority.id)
      : new Set<string>();
  const toPrimary = tasks.filter((task) => held.has(tables.task(task.type).executePermission));
  const released = tasks.filter((task) => !toPrimary.includes(task));
  await repository.reassignTasks(
    toPrimary.map((task) => task.id),
    primary ?? null,
  );
  await repository.reassignTasks(
    released.map((task) => task.id),
    null,
  );
}

export function operatorAuthoritiesService(app: FastifyInstance) {
  const db = app.db;

  async function remove(accountId: number, userId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const repository = operatorAuthoritiesRepository(tx);
      const rows = await repository.authorities(accountId);
      const target = rows.find((row) => row.userId === userId);
      if (!target) throw new ApiError('AUTHORITY1004');
      assertActiveAdmin(rows.filter((row) => row.id !== target.id));
      const contacts = await repository.contacts(accountId);
      if (contacts.get('PRIMARY') === userId) {
        // The secondary contact steps up; with none, the account would be left without a primary.
        const secondary = contacts.get('SECONDARY');
        if (!secondary || secondary === userId) throw new ApiError('ACCOUNT_CONTACT1001');
        await repository.setContact(accountId, 'SECONDARY', undefined);
        await repository.setContact(accountId, 'PRIMARY', secondary);
      }
      await repository.removeUserContacts(accountId, userId);
      await repository.remove(target.id);
      await reassignTasksOf(tx, app.workflow.tables, accountId, userId);
    });
  }

  return {
    async list(context: UserContext, accountId: number) {
      const access = await accountAccess(db, context, accountId);
      const repository = operatorAuthoritiesRepository(db);
      const [rows, contacts] = await Promise.all([
        repository.listWithUsers(accountId),
        repository.contacts(accountId),
      ]);
      const now = Date.now();
      return {
        authorities: rows.map((row) => ({
          userId: row.userId,
          firstName: row.firstName,
          lastName: row.lastName,
          roleCode: row.roleCode ?? undefined,
          roleName: row.roleName ?? undefined,
          authorityStatus: row.authorityStatus,
          authorityCreationDate: row.authorityCreationDate.toISOString(),
          locked: row.lockedUntil !== null && row.lockedUntil.getTime() > now,
        })),
        contactTypes: Object.fromEntries(contacts),
        editable: access.canEditUsers,
      };
    },

    async roleCodes(context: UserContext, accountId: number) {
      await accountAccess(db, context, accountId, { editUsers: true });
      return Object.entries(operatorRoles).map(([code, role]) => ({ code, name: role.name }));
    },

    /** The reference's save: statuses and roles first, then contacts, all or nothing. */
    async update(context: UserContext, accountId: number, input: AuthorityUpdateWrapper): Promise<void> {
      const { account } = await accountAccess(db, context, accountId, { editUsers: true });
      const activated: { userId: string; roleName: string }[] = [];
      await db.transaction(async (tx) => {
        const repository = operatorAuthoritiesRepository(tx);
        const rows = await repository.authorities(accountId);
        const byUser = new Map(rows.map((row) => [row.userId, { ...row }]));
        for (const update of input.accountOperatorAuthorityUpdateList) {
          const current = byUser.get(update.userId);
          if (!current) throw new ApiError('AUTHORITY1004');
          const roleCode = update.roleCode ?? current.code ?? '';
          if (!isOperatorRole(roleCode)) throw new ApiError('ROLE1000');
          const next = update.authorityStatus;
          if (next !== current.status) {
            const allowed =
              current.status === 'ACCEPTED'
                ? next === 'ACTIVE'
                : (current.status === 'ACTIVE' || current.status === 'DISABLED') &&
                  (next === 'ACTIVE' || next === 'DISABLED');
            if (!allowed) throw new ApiError('AUTHORITY1008');
            if (current.status === 'ACCEPTED') {
              activated.push({ userId: current.userId, roleName: operatorRoles[roleCode].name });
            }
          }
          if (roleCode !== current.code) await repository.resetPermissions(current.id, roleCode);
          if (roleCode !== current.code || next !== current.status) {
            await repository.update(current.id, { code: roleCode, status: next });
          }
          current.code = roleCode;
          current.status = next;
        }
        const after = [...byUser.values()];
        assertActiveAdmin(after);

        const { PRIMARY: primary, SECONDARY: secondary } = input.contactTypes;
        if (!primary) throw new ApiError('ACCOUNT_CONTACT1001');
        if (primary === secondary) throw new ApiError('ACCOUNT_CONTACT1004');
        for (const [contactUser, restrictedCode] of [
          [primary, 'ACCOUNT_CONTACT1005'],
          [secondary, 'ACCOUNT_CONTACT1006'],
        ] as const) {
          if (!contactUser) continue;
          const holder = byUser.get(contactUser);
          if (!holder) throw new ApiError('AUTHORITY1004');
          if (holder.code !== ADMIN_ROLE) throw new ApiError(restrictedCode);
        }
        await repository.setContact(accountId, 'PRIMARY', primary);
        await repository.setContact(accountId, 'SECONDARY', secondary);

        for (const person of activated) {
          const user = await usersRepository(tx).findById(person.userId);
          if (!user) continue;
          await enqueueMail(
            tx,
            composeMail(app.mail.context, {
              template: 'UserAccountActivation',
              to: user.email,
              text: 'operatorUserActivated',
              values: {
                firstName: user.firstName,
                lastName: user.lastName,
                accountName: account.name,
                roleName: person.roleName,
                homeUrl: app.mail.context.homeUrl,
              },
              personalisation: {
                applicantFname: user.firstName,
                applicantLname: user.lastName,
                roleName: person.roleName,
                accountName: account.name,
              },
            }),
          );
        }
      });
      if (activated.length > 0) app.mail.delivery.kick();
    },

    async removeUser(context: UserContext, accountId: number, userId: string): Promise<void> {
      await accountAccess(db, context, accountId, { editUsers: true });
      await remove(accountId, userId);
    },

    /** Leaving an account: the reference allows it only to operators who may edit its users. */
    async leave(context: UserContext, accountId: number): Promise<void> {
      await accountAccess(db, context, accountId, { editUsers: true, roleTypes: ['OPERATOR'] });
      await remove(accountId, context.userId);
    },
  };
}

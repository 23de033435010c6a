import type { FastifyInstance } from 'fastify';
import { composeMail, enqueueMail } from '../../platform/mail/mail';
import { ApiError } from '../../platform/http/errors';
import { regulatorAuthoritiesRepository, type AuthorityStatus } from './repository';
import { requireUsersEdit, type RegulatorScope } from '../../domain/regulator-scope';

/** The only status changes an administrator may make, by current status (AUTHORITY1008 otherwise). */
const allowedTransitions: Partial<Record<AuthorityStatus, AuthorityStatus[]>> = {
  ACCEPTED: ['ACCEPTED', 'ACTIVE'],
  ACTIVE: ['ACTIVE', 'DISABLED'],
  DISABLED: ['DISABLED', 'ACTIVE'],
  // An invitation not yet accepted can only be left alone (or deleted).
  PENDING: ['PENDING'],
};

export function regulatorAuthoritiesService(app: FastifyInstance) {
  const repository = regulatorAuthoritiesRepository(app.db);
  const groups = app.workflow.tables.permissions.regulatorGroups;

  /** Removes an authority with what hangs off it: CA site contacts and the open tasks it held. */
  async function removeAuthority(userId: string, scope: RegulatorScope): Promise<void> {
    await app.db.transaction(async (tx) => {
      const txRepository = regulatorAuthoritiesRepository(tx);
      const authority = await txRepository.findInCa(userId, scope.competentAuthority);
      if (!authority) throw new ApiError('AUTHORITY1003');
      await txRepository.removeCaSiteContacts(userId, scope.competentAuthority);
      await txRepository.handOverTasks(userId, scope.competentAuthority, app.workflow.candidatesFor);
      await txRepository.delete(authority.id);
    });
  }

  return {
    async list(scope: RegulatorScope) {
      const rows = await repository.listByCa(scope.competentAuthority);
      const now = Date.now();
      return {
        caUsers: rows.map((row) => ({
          userId: row.userId,
          firstName: row.firstName,
          lastName: row.lastName,
          jobTitle: row.jobTitle ?? undefined,
          authorityStatus: row.authorityStatus,
          authorityCreationDate: row.authorityCreationDate.toISOString(),
          locked: row.lockedUntil !== null && row.lockedUntil.getTime() > now,
        })),
        editable: scope.canEditUsers,
      };
    },

    async updateStatuses(
      scope: RegulatorScope,
      updates: { userId: string; authorityStatus: AuthorityStatus }[],
    ) {
      requireUsersEdit(scope);
      let sent = false;
      await app.db.transaction(async (tx) => {
        const txRepository = regulatorAuthoritiesRepository(tx);
        const found = await txRepository.findManyInCa(
          updates.map((update) => update.userId),
          scope.competentAuthority,
        );
        const byUser = new Map(found.map((authority) => [authority.userId, authority]));
        // Check every row before changing any, so a bad row leaves everything as it was.
        for (const update of updates) {
          const authority = byUser.get(update.userId);
          if (!authority) throw new ApiError('AUTHORITY1003', [update.userId]);
          if (!allowedTransitions[authority.status]?.includes(update.authorityStatus)) {
            throw new ApiError('AUTHORITY1008', [update.userId]);
          }
        }
        for (const update of updates) {
          const authority = byUser.get(update.userId);
          if (!authority || authority.status === update.authorityStatus) continue;
          await txRepository.updateStatus(authority.id, update.authorityStatus);
          if (update.authorityStatus === 'DISABLED') {
            // A disabled regulator is no longer anyone's site contact; their tasks stay with them.
            await txRepository.removeCaSiteContacts(update.userId, scope.competentAuthority);
          }
          if (authority.status === 'ACCEPTED' && update.authorityStatus === 'ACTIVE') {
            const user = await txRepository.userOf(update.userId);
            if (!user) continue;
            await enqueueMail(
              tx,
              composeMail(app.mail.context, {
                template: 'UserAccountActivation',
                to: user.email,
                text: 'regulatorUserActivated',
                values: {
                  firstName: user.firstName,
                  lastName: user.lastName,
                  homeUrl: app.mail.context.homeUrl,
                },
                personalisation: {
                  applicantFname: user.firstName,
                  applicantLname: user.lastName,
                  roleName: 'Regulator',
                },
              }),
            );
            sent = true;
          }
        }
      });
      if (sent) app.mail.delivery.kick();
    },

    async deleteUser(scope: RegulatorScope, userId: string) {
      requireUsersEdit(scope);
      await removeAuthority(userId, scope);
    },

    /**
     * Leaving one's own competent authority needs the right to manage its users, as in the reference
     * (deleteCurrentRegulatorUserByCompetentAuthority: REGULATOR on CA with EDIT_USER).
     */
    async deleteSelf(scope: RegulatorScope) {
      requireUsersEdit(scope);
      await removeAuthority(scope.userId, scope);
    },

    async permissionsOf(scope: RegulatorScope, userId: string) {
      requireUsersEdit(scope);
      const authority = await repository.findInCa(userId, scope.competentAuthority);
      if (!authority) throw new ApiError('AUTHORITY1003');
      const held = await repository.permissionsOf(authority.id);
      return { permissions: groups.levelsOf(held), editable: scope.canEditUsers };
    },
  };
}

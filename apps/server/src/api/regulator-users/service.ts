import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/http/errors';
import { composeMail, enqueueMail } from '../../platform/mail/mail';
import { normaliseEmail } from '../../platform/text';
import { tokenPurposes } from '../../platform/tokens';
import { permissionsForLevels } from '../regulator-authorities/presets';
import { regulatorAuthoritiesRepository } from '../regulator-authorities/repository';
import { resetTwoFactorOf } from '../shared/two-factor-reset';
import { requireUsersEdit, type RegulatorScope } from '../../domain/regulator-scope';
import { assertValidSignature } from '../user-signatures/bmp';
import { userSignaturesRepository } from '../user-signatures/repository';
import { signatureToken } from '../user-signatures/routes';
import type { UploadedFile } from './multipart';
import { regulatorUsersRepository, type RegulatorDetails, type UserRow } from './repository';
import type { RegulatorInvitedUser, RegulatorUserInput } from './schemas';

function detailsOf(input: RegulatorUserInput | RegulatorInvitedUser): RegulatorDetails {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    jobTitle: input.jobTitle,
    phoneNumber: input.phoneNumber,
    mobileNumber: input.mobileNumber || undefined,
  };
}

function toDetailsDto(user: UserRow, signature: { uuid: string; name: string } | undefined) {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    termsVersion: user.termsVersion ?? undefined,
    status: user.status,
    jobTitle: user.jobTitle ?? undefined,
    phoneNumber: user.phoneNumber ?? undefined,
    mobileNumber: user.mobileNumber ?? undefined,
    signature,
  };
}

/** Checked before any write so a bad file leaves everything as it was. */
function checkedSignature(signature: UploadedFile | undefined): UploadedFile | undefined {
  if (signature) assertValidSignature(signature.content, signature.name);
  return signature;
}

export function regulatorUsersService(app: FastifyInstance) {
  const users = regulatorUsersRepository(app.db);
  const authorities = regulatorAuthoritiesRepository(app.db);
  const signatures = userSignaturesRepository(app.db);
  const groups = app.workflow.tables.permissions.regulatorGroups;

  async function authorityInCa(scope: RegulatorScope, userId: string) {
    const authority = await authorities.findInCa(userId, scope.competentAuthority);
    if (!authority) throw new ApiError('AUTHORITY1003');
    return authority;
  }

  return {
    /** Anyone's details need the manage-users permission (CA[EDIT_USER]); your own record does not. */
    async get(scope: RegulatorScope, userId: string) {
      if (userId !== scope.userId) requireUsersEdit(scope);
      await authorityInCa(scope, userId);
      const user = await users.findById(userId);
      if (!user) throw new ApiError('AUTHORITY1003');
      return toDetailsDto(user, await signatures.infoOf(userId));
    },

    /**
     * Updates someone's details, permissions and signature. Permissions change only for callers who
     * manage users; others (editing themselves) keep the permissions they have.
     */
    async update(
      scope: RegulatorScope,
      userId: string,
      input: { user: RegulatorUserInput; permissions: Record<string, string> },
      upload: UploadedFile | undefined,
    ) {
      if (userId !== scope.userId) requireUsersEdit(scope);
      const authority = await authorityInCa(scope, userId);
      const permissions = scope.canEditUsers ? permissionsForLevels(groups, input.permissions) : undefined;
      const signature = checkedSignature(upload);
      await app.db.transaction(async (tx) => {
        await regulatorUsersRepository(tx).updateDetails(userId, detailsOf(input.user));
        if (permissions)
          await regulatorAuthoritiesRepository(tx).replacePermissions(authority.id, permissions);
        if (signature) await userSignaturesRepository(tx).replace(userId, signature);
      });
      const user = await users.findById(userId);
      if (!user) throw new ApiError('AUTHORITY1003');
      return {
        user: toDetailsDto(user, await signatures.infoOf(userId)),
        permissions: groups.levelsOf(await authorities.permissionsOf(authority.id)),
      };
    },

    async invite(scope: RegulatorScope, input: RegulatorInvitedUser, upload: UploadedFile | undefined) {
      requireUsersEdit(scope);
      const permissions = permissionsForLevels(groups, input.permissions);
      const signature = checkedSignature(upload);
      const email = normaliseEmail(input.email);
      const inviter = await users.findById(scope.userId);
      await app.db.transaction(async (tx) => {
        const txUsers = regulatorUsersRepository(tx);
        const existing = await txUsers.findByEmail(email);
        let userId: string;
        if (existing) {
          const held = await txUsers.authoritiesOf(existing.id);
          const pendingHere = held.find(
            (authority) =>
              authority.competentAuthority === scope.competentAuthority && authority.status === 'PENDING',
          );
          if (pendingHere) throw new ApiError('AUTHORITY1005');
          // Anyone who already uses the service (any role, or a registered person with no role yet) is refused.
          if (held.length > 0 || existing.status === 'REGISTERED') throw new ApiError('USER1001');
          userId = existing.id;
          await txUsers.updateDetails(userId, detailsOf(input));
        } else {
          userId = await txUsers.createPendingUser(email, detailsOf(input));
        }
        const authority = await txUsers.createPendingAuthority(
          userId,
          scope.competentAuthority,
          scope.userId,
        );
        await regulatorAuthoritiesRepository(tx).replacePermissions(authority.id, permissions);
        if (signature) await userSignaturesRepository(tx).replace(userId, signature);
        const token = await app.linkTokens.sign('regulator_invitation', authority.uuid);
        const link = `${app.config.publicUrl}/invitation/regulator?token=${encodeURIComponent(token)}`;
        const minutes = String(tokenPurposes.regulator_invitation.minutes);
        await enqueueMail(
          tx,
          composeMail(app.mail.context, {
            template: 'InvitationToRegulatorAccount',
            to: email,
            text: 'regulatorInvitation',
            values: {
              firstName: input.firstName,
              lastName: input.lastName,
              inviterName: inviter
                ? `${inviter.firstName} ${inviter.lastName}`
                : { en: 'A colleague', cy: 'Cydweithiwr' },
              link,
              minutes,
            },
            personalisation: {
              applicantFname: input.firstName,
              applicantLname: input.lastName,
              link,
              expirationMinutes: minutes,
            },
          }),
        );
      });
      app.mail.delivery.kick();
    },

    /** The invitee, signed in, accepts: the authority waits (ACCEPTED) for an administrator to activate it. */
    async acceptInvitation(callerId: string, token: string) {
      const { value } = await app.linkTokens.verify('regulator_invitation', token);
      await app.db.transaction(async (tx) => {
        const txUsers = regulatorUsersRepository(tx);
        const authority = await txUsers.findAuthorityByUuid(value);
        if (!authority || !authority.competentAuthority) throw new ApiError('TOKEN1001');
        if (authority.userId !== callerId) throw new ApiError('TOKEN1002');
        // The link works once: after acceptance (or deletion) the authority is no longer PENDING.
        if (authority.status !== 'PENDING') throw new ApiError('TOKEN1001');
        await txUsers.setAuthorityStatus(authority.id, 'ACCEPTED');
        await txUsers.markRegistered(callerId);
        const invitee = await txUsers.findById(callerId);
        const inviter = authority.createdBy ? await txUsers.findById(authority.createdBy) : undefined;
        if (!invitee) return;
        const inviteeName = `${invitee.firstName} ${invitee.lastName}`;
        await enqueueMail(
          tx,
          composeMail(app.mail.context, {
            template: 'InviteeInvitationAccepted',
            to: invitee.email,
            text: 'regulatorInviteeAccepted',
            values: { inviteeName },
            personalisation: { applicantFname: invitee.firstName, applicantLname: invitee.lastName },
          }),
        );
        if (inviter) {
          await enqueueMail(
            tx,
            composeMail(app.mail.context, {
              template: 'InviterInvitationAccepted',
              to: inviter.email,
              text: 'regulatorInviterAccepted',
              values: {
                firstName: inviter.firstName,
                lastName: inviter.lastName,
                inviteeName,
                homeUrl: app.mail.context.homeUrl,
              },
              personalisation: {
                userInvitee: inviteeName,
                userInviter: `${inviter.firstName} ${inviter.lastName}`,
              },
            }),
          );
        }
      });
      app.mail.delivery.kick();
    },

    async resetTwoFactor(scope: RegulatorScope, userId: string) {
      requireUsersEdit(scope);
      const authority = await authorityInCa(scope, userId);
      await app.db.transaction(async (tx) => {
        const user = await regulatorUsersRepository(tx).findById(userId);
        if (user) await resetTwoFactorOf(tx, app.mail.context, user);
      });
      app.mail.delivery.kick();
      const user = await users.findById(userId);
      if (!user) throw new ApiError('AUTHORITY1003');
      return {
        user: toDetailsDto(user, await signatures.infoOf(userId)),
        permissions: groups.levelsOf(await authorities.permissionsOf(authority.id)),
      };
    },

    async signatureToken(scope: RegulatorScope, userId: string, signatureUuid: string) {
      requireUsersEdit(scope);
      await authorityInCa(scope, userId);
      if (!(await signatures.belongsTo(signatureUuid, userId))) throw new ApiError('NOTFOUND1001');
      return signatureToken((purpose, value) => app.linkTokens.sign(purpose, value), signatureUuid);
    },
  };
}

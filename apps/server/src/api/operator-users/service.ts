import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor, Transaction } from '../../platform/db';
import { accounts, users } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { composeMail, enqueueMail } from '../../platform/mail/mail';
import { normaliseEmail } from '../../platform/text';
import type { UserContext } from '../../domain/current-user';
import { loadUserContext } from '../../domain/current-user';
import { operatorRoles } from '../../domain/permissions';
import { toOperatorUserDto } from '../users/operator-profile';
import { usersRepository, type UserRow } from '../users/repository';
import { accountAccess } from '../../domain/account-access';
import { operatorAuthoritiesRepository } from '../operator-authorities/repository';
import { resetTwoFactorOf } from '../shared/two-factor-reset';
import type { OperatorUserInvitation, OperatorUserRegistration } from './schemas';

type PhoneNumber = { countryCode?: string; number?: string };
export interface OperatorProfile {
  firstName: string;
  lastName: string;
  jobTitle?: string;
  address?: { line1: string; line2?: string; city: string; county?: string; postcode: string };
  phoneNumber?: PhoneNumber;
  mobileNumber?: PhoneNumber;
  termsVersion?: number;
}

/** The profile columns a save writes; a blank optional field clears the stored one. */
function profileColumns(profile: OperatorProfile) {
  const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);
  const phoneNumber = blankToNull(profile.phoneNumber?.number);
  const mobileNumber = blankToNull(profile.mobileNumber?.number);
  return {
    firstName: profile.firstName.trim(),
    lastName: profile.lastName.trim(),
    jobTitle: blankToNull(profile.jobTitle),
    phoneNumberCode: phoneNumber ? blankToNull(profile.phoneNumber?.countryCode) : null,
    phoneNumber,
    mobileNumberCode: mobileNumber ? blankToNull(profile.mobileNumber?.countryCode) : null,
    mobileNumber,
    ...(profile.address
      ? {
          addressLine1: profile.address.line1.trim(),
          addressLine2: blankToNull(profile.address.line2),
          addressCity: profile.address.city.trim(),
          addressCounty: blankToNull(profile.address.county),
          addressPostcode: profile.address.postcode.trim(),
        }
      : {}),
    ...(profile.termsVersion ? { termsVersion: profile.termsVersion } : {}),
  };
}

async function saveProfile(executor: Executor, userId: string, profile: OperatorProfile, register = false) {
  const [row] = await executor
    .update(users)
    .set({ ...profileColumns(profile), ...(register ? { status: 'REGISTERED' as const } : {}) })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new ApiError('NOTFOUND1001');
  return row;
}

export function operatorUsersService(app: FastifyInstance) {
  const db = app.db;
  const mail = (input: Parameters<typeof composeMail>[1]) => composeMail(app.mail.context, input);

  /** The target must hold an authority on the account, whatever its status (AUTHORITY1004). */
  async function userOnAccount(executor: Executor, accountId: number, userId: string): Promise<UserRow> {
    const authority = await operatorAuthoritiesRepository(executor).findByUser(accountId, userId);
    const user = authority ? await usersRepository(executor).findById(userId) : undefined;
    if (!user) throw new ApiError('AUTHORITY1004');
    return user;
  }

  /** Accepting: the token's authority must still be PENDING and belong to the caller. */
  async function accept(tx: Transaction, callerId: string, token: string) {
    const { value } = await app.linkTokens.verify('operator_invitation', token);
    const authorities = operatorAuthoritiesRepository(tx);
    const authority = await authorities.findByUuid(value);
    if (!authority || authority.accountId === null || authority.status !== 'PENDING') {
      throw new ApiError('TOKEN1001');
    }
    if (authority.userId !== callerId) throw new ApiError('TOKEN1002');
    await authorities.update(authority.id, { status: 'ACCEPTED' });
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, authority.accountId));
    const invitee = await usersRepository(tx).findById(callerId);
    if (!account || !invitee) throw new ApiError('TOKEN1001');
    await enqueueMail(
      tx,
      mail({
        template: 'InviteeInvitationAccepted',
        to: invitee.email,
        text: 'operatorInviteeAccepted',
        values: { firstName: invitee.firstName, lastName: invitee.lastName, accountName: account.name },
        personalisation: { accountName: account.name },
      }),
    );
    const inviter = authority.createdBy ? await usersRepository(tx).findById(authority.createdBy) : undefined;
    if (inviter) {
      await enqueueMail(
        tx,
        mail({
          template: 'InviterInvitationAccepted',
          to: inviter.email,
          text: 'operatorInviterAccepted',
          values: {
            firstName: inviter.firstName,
            lastName: inviter.lastName,
            inviteeName: `${invitee.firstName} ${invitee.lastName}`,
            accountName: account.name,
            usersUrl: `${app.config.publicUrl}/accounts/${account.id}/users`,
          },
          personalisation: {
            accountName: account.name,
            userAcceptedInvitation: `${invitee.firstName} ${invitee.lastName}`,
          },
        }),
      );
    }
    return { accountName: account.name };
  }

  return {
    async get(context: UserContext, accountId: number, userId: string) {
      await accountAccess(db, context, accountId, { editUsers: true });
      return toOperatorUserDto(await userOnAccount(db, accountId, userId));
    },

    async update(context: UserContext, accountId: number, userId: string, profile: OperatorProfile) {
      await accountAccess(db, context, accountId, { editUsers: true });
      return db.transaction(async (tx) => {
        await userOnAccount(tx, accountId, userId);
        return toOperatorUserDto(await saveProfile(tx, userId, profile));
      });
    },

    async updateSelf(userId: string, profile: OperatorProfile) {
      return toOperatorUserDto(await db.transaction((tx) => saveProfile(tx, userId, profile)));
    },

    async resetTwoFactor(context: UserContext, accountId: number, userId: string): Promise<void> {
      await accountAccess(db, context, accountId, { editUsers: true });
      await db.transaction(async (tx) =>
        resetTwoFactorOf(tx, app.mail.context, await userOnAccount(tx, accountId, userId)),
      );
      app.mail.delivery.kick();
    },

    async invite(context: UserContext, accountId: number, invitation: OperatorUserInvitation): Promise<void> {
      const { account } = await accountAccess(db, context, accountId, { editUsers: true });
      if (account.status === 'AWAITING_APPROVAL' || account.status === 'DENIED') {
        throw new ApiError('FORBIDDEN');
      }
      const roleCode = invitation.roleCode ?? 'operator_admin';
      if (!Object.hasOwn(operatorRoles, roleCode)) throw new ApiError('ROLE1000');
      if (context.roleType === 'REGULATOR' && roleCode !== 'operator_admin') {
        throw new ApiError('AUTHORITY1011');
      }
      const email = normaliseEmail(invitation.email);
      await db.transaction(async (tx) => {
        const authorities = operatorAuthoritiesRepository(tx);
        const [existing] = await tx
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = ${email}`);
        let invitee = existing;
        if (invitee) {
          if ((await loadUserContext(tx, invitee.id)).roleType !== 'OPERATOR') throw new ApiError('USER1001');
          if (invitee.status === 'PENDING') {
            // Nobody has registered these details yet: the latest invitation's names are the best known.
            await tx
              .update(users)
              .set({ firstName: invitation.firstName, lastName: invitation.lastName })
              .where(eq(users.id, invitee.id));
          }
        } else {
          [invitee] = await tx
            .insert(users)
            .values({
              email,
              firstName: invitation.firstName,
              lastName: invitation.lastName,
              status: 'PENDING',
              // As in the reference, an invitee cannot sign in until they set a password (registration).
              enabled: false,
            })
            .returning();
        }
        if (!invitee) throw new ApiError('USER1000');
        const current = await authorities.findByUser(accountId, invitee.id);
        let authorityUuid: string = crypto.randomUUID();
        if (current) {
          if (current.status !== 'PENDING') throw new ApiError('AUTHORITY1005');
          // A new uuid makes any earlier invitation link for this authority stop working.
          await authorities.update(current.id, { code: roleCode, uuid: authorityUuid });
          await authorities.resetPermissions(current.id, roleCode);
        } else {
          const created = await authorities.insert({
            userId: invitee.id,
            accountId,
            code: roleCode,
            status: 'PENDING',
            uuid: authorityUuid,
            createdBy: context.userId,
          });
          authorityUuid = created.uuid;
          await authorities.resetPermissions(created.id, roleCode);
        }
        const inviter = await usersRepository(tx).findById(context.userId);
        const inviterName = inviter
          ? `${inviter.firstName} ${inviter.lastName}`
          : { en: 'An administrator', cy: 'Gweinyddwr' };
        const token = await app.linkTokens.sign('operator_invitation', authorityUuid);
        const link = `${app.config.publicUrl}/registration/invitation?token=${encodeURIComponent(token)}`;
        await enqueueMail(
          tx,
          mail({
            template: 'InvitationToOperatorAccount',
            to: email,
            text: 'operatorInvitation',
            values: {
              firstName: invitation.firstName,
              lastName: invitation.lastName,
              inviterName,
              accountName: account.name,
              roleName: operatorRoles[roleCode as keyof typeof operatorRoles].name,
              link,
            },
            personalisation: {
              accountName: account.name,
              applicantFname: invitation.firstName,
              applicantLname: invitation.lastName,
              link,
              expirationMinutes: '30',
            },
          }),
        );
      });
      app.mail.delivery.kick();
    },

    async acceptInvitation(userId: string, token: string) {
      const result = await db.transaction((tx) => accept(tx, userId, token));
      app.mail.delivery.kick();
      return result;
    },

    async acceptInvitationAndRegister(userId: string, profile: OperatorUserRegistration, token: string) {
      const result = await db.transaction(async (tx) => {
        const accepted = await accept(tx, userId, token);
        await saveProfile(tx, userId, profile, true);
        return accepted;
      });
      app.mail.delivery.kick();
      return result;
    },

    async register(userId: string, profile: OperatorUserRegistration) {
      const saved = await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId));
        if (!user) throw new ApiError('NOTFOUND1001');
        if (user.status === 'REGISTERED') throw new ApiError('USER1001');
        const row = await saveProfile(tx, userId, profile, true);
        await enqueueMail(
          tx,
          mail({
            template: 'UserAccountCreated',
            to: row.email,
            text: 'operatorUserCreated',
            values: { firstName: row.firstName, lastName: row.lastName, homeUrl: app.mail.context.homeUrl },
          }),
        );
        return row;
      });
      app.mail.delivery.kick();
      return toOperatorUserDto(saved);
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/http/errors';
import { resetTwoFactorOf } from '../shared/two-factor-reset';
import type { UserContext } from '../../domain/current-user';
import { verifierUsersRepository, type UserRow } from './repository';
import type { VerifierUserInput } from './schemas';

/** The caller's verification body; verifiers hold one authority, for one body. */
interface VerifierScope {
  userId: string;
  verificationBodyId: number;
  canEditUsers: boolean;
}

export function verifierScope(context: UserContext | undefined): VerifierScope {
  const authority = context?.active.find((entry) => entry.verificationBodyId !== null);
  if (!context || !authority || authority.verificationBodyId === null) throw new ApiError('FORBIDDEN');
  return {
    userId: context.userId,
    verificationBodyId: authority.verificationBodyId,
    canEditUsers: authority.permissions.has('PERM_VB_USERS_EDIT'),
  };
}

function toDto(user: UserRow) {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    termsVersion: user.termsVersion ?? undefined,
    status: user.status,
    phoneNumber: user.phoneNumber ?? undefined,
    mobileNumber: user.mobileNumber ?? undefined,
  };
}

const detailsOf = (input: VerifierUserInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  phoneNumber: input.phoneNumber,
  mobileNumber: input.mobileNumber,
});

export function verifierUsersService(app: FastifyInstance) {
  const repository = verifierUsersRepository(app.db);

  /** Another verifier's record: only for a verifier of the same body who manages its users. */
  async function colleague(scope: VerifierScope, userId: string): Promise<UserRow> {
    if (!scope.canEditUsers) throw new ApiError('FORBIDDEN');
    const { hasAuthorities, bodies } = await repository.verificationBodiesOf(userId);
    if (hasAuthorities && bodies.length === 0) throw new ApiError('AUTHORITY1013');
    if (!bodies.includes(scope.verificationBodyId)) throw new ApiError('AUTHORITY1006');
    const user = await repository.findById(userId);
    if (!user) throw new ApiError('AUTHORITY1006');
    return user;
  }

  /** In a transaction, so the audit trail records the change (ADR 21). */
  async function saveDetails(userId: string, input: VerifierUserInput): Promise<UserRow> {
    const user = await app.db.transaction(async (tx) => {
      const txRepository = verifierUsersRepository(tx);
      await txRepository.updateDetails(userId, detailsOf(input));
      return txRepository.findById(userId);
    });
    if (!user) throw new ApiError('AUTHORITY1006');
    return user;
  }

  return {
    async get(scope: VerifierScope, userId: string) {
      return toDto(await colleague(scope, userId));
    },

    async update(scope: VerifierScope, userId: string, input: VerifierUserInput) {
      await colleague(scope, userId);
      return toDto(await saveDetails(userId, input));
    },

    async updateSelf(scope: VerifierScope, input: VerifierUserInput) {
      return toDto(await saveDetails(scope.userId, input));
    },

    async resetTwoFactor(scope: VerifierScope, userId: string) {
      const user = await colleague(scope, userId);
      await app.db.transaction((tx) => resetTwoFactorOf(tx, app.mail.context, user));
      app.mail.delivery.kick();
      return toDto(user);
    },
  };
}

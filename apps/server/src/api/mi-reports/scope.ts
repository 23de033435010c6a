import { competentAuthorityCodes } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import type { UserContext } from '../../domain/current-user';
import type { CompetentAuthority } from './repository';

/** Whose reports a call reads: the regulator's own competent authority. */
export interface RegulatorScope {
  userId: string;
  competentAuthority: CompetentAuthority;
}

const isCompetentAuthority = (value: string | null): value is CompetentAuthority =>
  (competentAuthorityCodes as readonly (string | null)[]).includes(value);

/** From the context `requireRoleType(['REGULATOR'])` loaded: a regulator holds one authority, for their CA. */
export function regulatorScope(context: UserContext | undefined): RegulatorScope {
  const authority = context?.active.find((entry) => isCompetentAuthority(entry.competentAuthority));
  if (!context || !authority || !isCompetentAuthority(authority.competentAuthority)) {
    throw new ApiError('FORBIDDEN');
  }
  return { userId: context.userId, competentAuthority: authority.competentAuthority };
}

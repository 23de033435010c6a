/** Everyone the matrix calls as: anonymous, each demo role, and the edge cases of the reference rules. */
export const callerEmails = {
  operatorAdmin: 'operator@example.com',
  restrictedOperator: 'restricted.operator@example.com',
  otherAccountOperator: 'other.operator@example.com',
  regulator: 'regulator@example.gov.uk',
  regulatorWithoutPermissions: 'regulator.readonly@example.gov.uk',
  verifier: 'verifier@example.com',
  noAuthority: 'new.operator@example.com',
  disabledOperator: 'disabled.operator@example.com',
} as const;

export type SignedInCaller = keyof typeof callerEmails;
export type Caller = 'anonymous' | SignedInCaller;
export const signedInCallers = Object.keys(callerEmails) as SignedInCaller[];
export const everyone: Caller[] = ['anonymous', ...signedInCallers];

export const groups = {
  public: everyone,
  signedIn: signedInCallers,
  /** Signed in with at least one active authority: not the registered user with no organisation, nor the disabled. */
  withAuthority: signedInCallers.filter(
    (caller) => caller !== 'noAuthority' && caller !== 'disabledOperator',
  ),
  operators: ['operatorAdmin', 'restrictedOperator', 'otherAccountOperator'],
  regulators: ['regulator', 'regulatorWithoutPermissions'],
} satisfies Record<string, Caller[]>;

/**
 * The other side of every boundary: a second competent authority (Scotland) with its regulator, an
 * account there with its own operator, and a second verification body's verifier. They are not in
 * `everyone`: the other-side cases check that they never get through to the fixtures' ids, and that
 * the callers above never get through to theirs.
 */
export const otherSideEmails = {
  scotlandRegulator: 'scotland.regulator@example.gov.uk',
  scotlandOperator: 'scotland.operator@example.com',
  secondVerifier: 'second.verifier@example.com',
} as const;
export type OtherSideCaller = keyof typeof otherSideEmails;

/** Shapes the sign-in and registration pages share (kept apart so neither imports the other's module). */

/** What the password step leaves in the interaction (persisted by oidc-provider) for the code step. */
export type PasswordStep = {
  esosPasswordVerified?: { accountId: string };
  /** The new authenticator secret being set up, for people who have none yet. */
  esosTotpSetup?: { secret: string };
};

export type FieldErrors = Record<string, string>;
export type Form = Record<string, string | undefined>;

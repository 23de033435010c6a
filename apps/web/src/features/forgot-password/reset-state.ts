/**
 * The link's token and the new password, between the password page and the code page. Kept in memory
 * only (not in history state or storage): a reload starts again from the email link.
 */
export interface PendingReset {
  token: string;
  email: string;
  password: string;
}

let pending: PendingReset | undefined;

export const pendingReset = {
  get: () => pending,
  set: (value: PendingReset) => {
    pending = value;
  },
  clear: () => {
    pending = undefined;
  },
};

/** The reference's request ids: prefix, the account id padded to six digits, suffix (ACC000042, NOC000042-P3). */
export function requestIdOf(format: { prefix: string; suffix: string }, accountId: number): string {
  return `${format.prefix}${String(accountId).padStart(6, '0')}${format.suffix}`;
}

/**
 * Awaits two independent reads made at once (one round trip instead of two) and answers as awaiting them in
 * turn would: if both fail, the first one's failure is the one reported, whichever came back first. Neither
 * failure is left unhandled while the other is still running.
 */
export async function sideBySide<First, Second>(
  first: First | Promise<First>,
  second: Promise<Second>,
): Promise<[First, Second]> {
  const [firstRead, secondRead] = await Promise.allSettled([first, second]);
  if (firstRead.status === 'rejected') throw firstRead.reason;
  if (secondRead.status === 'rejected') throw secondRead.reason;
  return [firstRead.value, secondRead.value];
}

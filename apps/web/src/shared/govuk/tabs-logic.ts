/** The tab whose id matches the URL fragment, else the first (spec §4, Tabs). */
export function selectedTabId(ids: readonly string[], hash: string): string | undefined {
  const fragment = decodeURIComponent(hash.replace(/^#/, ''));
  return ids.includes(fragment) ? fragment : ids[0];
}

/** Index reached from `index` with an arrow key, wrapping around; null for other keys. */
export function tabIndexAfterKey(index: number, count: number, key: string): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export type PageItem = number | 'ellipsis';

export function totalPages(totalItems: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(0, Math.ceil(totalItems / pageSize)) : 0;
}

/**
 * Page links to show (spec §9): every page when there are 6 or fewer; otherwise the first, the last
 * and the current page with its neighbours, with an ellipsis wherever pages are skipped.
 */
export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 0) return [];
  if (pages <= 6) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = [1, current - 1, current, current + 1, pages]
    .filter((page) => page >= 1 && page <= pages)
    .filter((page, index, all) => all.indexOf(page) === index)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  shown.forEach((page, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('ellipsis');
    items.push(page);
  });
  return items;
}

/** 'Showing X to Y of Z results' figures for a one-based page. */
export function resultRange(page: number, pageSize: number, totalItems: number) {
  if (totalItems <= 0) return { from: 0, to: 0, total: 0 };
  return {
    from: (page - 1) * pageSize + 1,
    to: Math.min(page * pageSize, totalItems),
    total: totalItems,
  };
}

/** Reads a one-based page number from a query value; anything invalid means page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

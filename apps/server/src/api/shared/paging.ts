import { z } from 'zod';

/**
 * The largest page number or size taken: the reference's Java int. A size is any number from 1, as the
 * reference takes it, and is read as at most the configured cap (MAX_PAGE_SIZE): so no call reads
 * unbounded rows, and a client asking for "everything" gets the first rows and the true total.
 */
export const MAX_PAGING_NUMBER = 2_147_483_647;

const sizeDescription = (name: string) =>
  `The page size: any number from 1; at most MAX_PAGE_SIZE rows (default 500) are answered, and a larger ${name} reads as that cap (pages then follow the cap)`;

/** A page size in a query string. */
export const pageSizeQuery = (name = 'size') =>
  z.coerce.number().int().min(1).max(MAX_PAGING_NUMBER).describe(sizeDescription(name));

/** A page size in a JSON body. */
export const pageSizeField = (name = 'pageSize') =>
  z.number().int().min(1).max(MAX_PAGING_NUMBER).describe(sizeDescription(name));

/** The rows one page reads: the size asked for, cut to the cap. */
export function cappedPageSize(size: number, cap: number): number {
  return Math.min(size, cap);
}

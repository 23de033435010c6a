import { describe, expect, it } from 'vitest';
import { pageItems, parsePage, resultRange, totalPages } from './pagination-logic';

describe('pagination logic', () => {
  it('rounds the page count up', () => {
    expect(totalPages(0, 10)).toBe(0);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
  });

  it('shows every page when there are 6 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows first, last and current ±1 with ellipses when there are more than 6', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(pageItems(2, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageItems(9, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(pageItems(4, 7)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 7]);
  });

  it('computes the result line figures', () => {
    expect(resultRange(1, 10, 25)).toEqual({ from: 1, to: 10, total: 25 });
    expect(resultRange(3, 10, 25)).toEqual({ from: 21, to: 25, total: 25 });
    expect(resultRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('reads the one-based page parameter', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
  });
});

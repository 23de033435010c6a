import { describe, expect, it } from 'vitest';
import { periodEnd, periodOf, retentionBoundary } from '../../src/platform/retention/compliance-periods';

describe('compliance periods and the retention boundary', () => {
  it('puts each day in the period that ends on the next 5 December of a period year', () => {
    expect(periodOf(new Date('2023-12-05T23:59:59Z'))).toBe(3);
    expect(periodOf(new Date('2023-12-06T00:00:00Z'))).toBe(4);
    expect(periodOf(new Date('2019-12-06T00:00:00Z'))).toBe(3);
    expect(periodOf(new Date('2015-12-05T12:00:00Z'))).toBe(1);
    expect(periodOf(new Date('2026-11-24T00:00:00Z'))).toBe(4);
    expect(periodOf(new Date('2031-12-06T00:00:00Z'))).toBe(6);
    expect(periodEnd(3).toISOString()).toBe('2023-12-06T00:00:00.000Z');
  });

  it('lets Phase 3 go only once Phases 4 and 5 have ended', () => {
    expect(retentionBoundary(new Date('2031-12-05T23:59:59Z'))).toEqual({
      lastExpiredPeriod: 2,
      cutoff: new Date('2019-12-06T00:00:00Z'),
    });
    expect(retentionBoundary(new Date('2031-12-06T00:00:00Z'))).toEqual({
      lastExpiredPeriod: 3,
      cutoff: new Date('2023-12-06T00:00:00Z'),
    });
    // Today: Phase 1 (ended 2015) has had Phases 2 and 3 end after it.
    expect(retentionBoundary(new Date('2026-11-24T00:00:00Z')).lastExpiredPeriod).toBe(1);
  });
});

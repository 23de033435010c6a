import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, formatNumber, formatShortDateTime, monthName } from './format';

describe('dates in English and Welsh', () => {
  it('names every month in Welsh', () => {
    const months = Array.from({ length: 12 }, (_, index) => monthName('cy', index));
    expect(months).toEqual([
      'Ionawr',
      'Chwefror',
      'Mawrth',
      'Ebrill',
      'Mai',
      'Mehefin',
      'Gorffennaf',
      'Awst',
      'Medi',
      'Hydref',
      'Tachwedd',
      'Rhagfyr',
    ]);
  });

  it('keeps the service English short months (Sep, not Sept)', () => {
    expect(monthName('en', 8, true)).toBe('Sep');
    expect(monthName('cy', 0, true)).toBe('Ion');
  });

  it('writes a day, month and year', () => {
    const date = new Date(Date.UTC(2024, 5, 1));
    expect(formatDayMonthYear('en', date)).toBe('1 June 2024');
    expect(formatDayMonthYear('cy', date)).toBe('1 Mehefin 2024');
  });

  it('writes a moment in UK time with am/pm, yb/yh in Welsh', () => {
    // 09:30 UTC in July is 10:30 in London (summer time).
    const morning = new Date('2026-07-01T09:30:00Z');
    expect(formatShortDateTime('en', morning)).toBe('1 Jul 2026, 10:30am');
    expect(formatShortDateTime('cy', morning)).toBe('1 Gor 2026, 10:30yb');
    expect(formatShortDateTime('cy', new Date('2026-01-05T15:05:00Z'))).toBe('5 Ion 2026, 3:05yh');
  });

  it('groups numbers', () => {
    expect(formatNumber('cy', 1234.5)).toBe('1,234.5');
    expect(formatNumber('en', 1234.5)).toBe('1,234.5');
  });
});

import { describe, expect, it } from 'vitest';
import { ukDayStart } from '../../src/api/audit-events/service';

describe('the start of a UK day, for the audit trail’s date filters', () => {
  it.each([
    ['1900-01-01', '1900-01-01T00:00:00.000Z'],
    ['2100-12-31', '2100-12-31T00:00:00.000Z'],
    // British Summer Time, and the clocks of the day they go forward and back.
    ['2026-07-01', '2026-06-30T23:00:00.000Z'],
    ['2026-03-29', '2026-03-29T00:00:00.000Z'],
    ['2026-10-25', '2026-10-24T23:00:00.000Z'],
    // Double Summer Time in the war.
    ['1944-06-06', '1944-06-05T22:00:00.000Z'],
    // Local mean time, 1 minute 15 seconds behind Greenwich, before 1847: the day is not a day early.
    ['1800-01-01', '1800-01-01T00:01:15.000Z'],
  ])('%s starts at %s', (day, instant) => {
    expect(ukDayStart(day).toISOString()).toBe(instant);
  });
});

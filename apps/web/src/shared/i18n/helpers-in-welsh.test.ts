import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, monthNumber } from '../govuk/date-rules';
import { formatDateTime } from '../workflow/date-time';
import { setLanguage } from './store';

// The service's date helpers follow the page's language (issue 43: Welsh month names).
describe('the date helpers in Welsh', () => {
  afterEach(() => setLanguage('en'));

  it('writes dates with Welsh month names once Welsh is chosen', async () => {
    expect(formatDate('2024-06-01T00:00:00Z')).toBe('1 June 2024');
    await setLanguage('cy');
    expect(formatDate('2024-06-01T00:00:00Z')).toBe('1 Mehefin 2024');
    expect(formatDateTime('2026-01-01T10:30:00Z')).toBe('1 Ion 2026, 10:30yb');
  });

  it('reads a month typed in Welsh, in full or by its first letters', () => {
    expect(monthNumber('Gorffennaf')).toBe(7);
    expect(monthNumber('meh')).toBe(6);
    expect(monthNumber('Mawrth')).toBe(3);
    expect(monthNumber('mai')).toBe(5);
    expect(monthNumber('may')).toBe(5);
    expect(monthNumber('gorffennafs')).toBeNull();
  });
});

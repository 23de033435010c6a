import { describe, expect, it } from 'vitest';
import { phoneText } from './phone-text';

describe('phoneText', () => {
  it.each([
    [{ countryCode: '44', number: '0113 496 0000' }, '0113 496 0000'],
    [{ countryCode: '44', number: '01134960000' }, '0113 496 0000'],
    [{ countryCode: '44', number: '113 496 0000' }, '0113 496 0000'],
    [{ countryCode: 'GB44', number: '07700 900123' }, '07700 900123'],
    [{ countryCode: '+44', number: '020 7946 0000' }, '020 7946 0000'],
    [{ countryCode: '33', number: '123456789' }, '+33 1 23 45 67 89'],
    [{ countryCode: '33', number: '01 23 45 67 89' }, '+33 1 23 45 67 89'],
    [{ countryCode: '1', number: '(202) 555-0123' }, '+1 202 555 0123'],
  ])('writes %o as %s', (phone, text) => {
    expect(phoneText(phone)).toBe(text);
  });

  it('shows a number it cannot read as typed, after its calling code unless a UK number with its 0', () => {
    expect(phoneText({ countryCode: '44', number: '01' })).toBe('01');
    expect(phoneText({ countryCode: '33', number: '12' })).toBe('+33 12');
    expect(phoneText({ countryCode: '', number: '0113 496 0000' })).toBe('0113 496 0000');
  });

  it('is empty without a number', () => {
    expect(phoneText(null)).toBe('');
    expect(phoneText({ countryCode: '44', number: '' })).toBe('');
    expect(phoneText({ countryCode: '44', number: null })).toBe('');
  });
});

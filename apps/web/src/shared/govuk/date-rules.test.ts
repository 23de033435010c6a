import { describe, expect, it } from 'vitest';
import { checkDate, dateParts, formatDate, monthNumber } from './date-rules';

const parts = (day: string, month: string, year: string) => ({ day, month, year });

describe('date input rules (spec §5)', () => {
  it('an empty required date: Enter a date', () => {
    expect(checkDate(parts('', '', ''), { required: true })).toEqual({
      date: null,
      error: 'Enter a date',
      fields: ['day', 'month', 'year'],
    });
    expect(checkDate(parts(' ', '', ''), {})).toEqual({ date: null, error: null, fields: [] });
  });

  it('a named date: each message names it, so two dates on a page are told apart (issue 39)', () => {
    const named = { required: true, name: 'Valid from date' };
    expect(checkDate(parts('', '', ''), named).error).toBe('Enter the valid from date');
    expect(checkDate(parts('1', '', ''), named).error).toBe(
      'Valid from date must include a month and a year',
    );
    expect(checkDate(parts('1', '2', '24'), named).error).toBe(
      'The year of the valid from date must include 4 numbers',
    );
    expect(checkDate(parts('31', '2', '2024'), named).error).toBe('Valid from date must be a real date');
    expect(checkDate(parts('1', '1', '2024'), { ...named, min: new Date('2024-06-01') }).error).toBe(
      'Valid from date must be the same as or after 1 June 2024',
    );
  });

  it('a partly filled date: Enter a full date, highlighting the empty boxes', () => {
    expect(checkDate(parts('1', '', '2024'))).toEqual({
      date: null,
      error: 'Enter a full date',
      fields: ['month'],
    });
    expect(checkDate(parts('', '', '2024')).fields).toEqual(['day', 'month']);
  });

  it.each([
    ['0', '1', '2024'],
    ['32', '1', '2024'],
    ['1', '0', '2024'],
    ['1', '13', '2024'],
    ['1', '1', '1899'],
    ['1', '1', '2101'],
    ['31', '4', '2024'],
    ['31', '6', '2024'],
    ['31', '9', '2024'],
    ['31', '11', '2024'],
    ['30', '2', '2024'],
    ['29', '2', '2023'],
    ['29', '2', '1900'],
    ['29', '2', '2100'],
    ['a', '1', '2024'],
    ['1.5', '1', '2024'],
    ['-1', '1', '2024'],
  ])('%s/%s/%s is not a real date', (day, month, year) => {
    expect(checkDate(parts(day, month, year)).error).toBe('Enter a real date');
  });

  it.each([
    ['29', '2', '2024'],
    ['29', '2', '2000'],
    ['30', '4', '2024'],
    ['31', '12', '2100'],
    ['1', '1', '1900'],
    ['01', '06', '2024'],
  ])('%s/%s/%s is a real date', (day, month, year) => {
    expect(checkDate(parts(day, month, year)).error).toBeNull();
  });

  it('converts to one date at midnight UTC', () => {
    expect(checkDate(parts('1', '6', '2024')).date?.toISOString()).toBe('2024-06-01T00:00:00.000Z');
  });

  it('checks the minimum and maximum, same day allowed', () => {
    const min = new Date(Date.UTC(2024, 5, 1));
    const max = new Date(Date.UTC(2024, 11, 31, 15, 30));
    expect(checkDate(parts('31', '5', '2024'), { min }).error).toBe(
      'This date must be the same as or after 1 June 2024',
    );
    expect(checkDate(parts('1', '6', '2024'), { min }).error).toBeNull();
    expect(checkDate(parts('1', '1', '2025'), { max }).error).toBe(
      'This date must be the same as or before 31 December 2024',
    );
    expect(checkDate(parts('31', '12', '2024'), { max }).error).toBeNull();
  });

  it('displays dates as day, full month name and year', () => {
    expect(formatDate(new Date(Date.UTC(2024, 5, 1)))).toBe('1 June 2024');
    expect(formatDate('2022-12-31T00:00:00Z')).toBe('31 December 2022');
  });

  it.each([
    ['January', 1],
    ['jan', 1],
    ['JAN.', 1],
    ['Sept', 9],
    ['sep', 9],
    ['june', 6],
    ['Jul', 7],
    ['march', 3],
    ['may', 5],
    [' dec ', 12],
    ['06', 6],
  ])('reads the month %s as %i', (text, month) => {
    expect(monthNumber(text)).toBe(month);
  });

  it.each(['ja', 'jna', 'Janvier', 'septembers', 'j4n', '', 'June 2024'])(
    'the month %s is not a month',
    (text) => {
      expect(monthNumber(text)).toBeNull();
    },
  );

  it('accepts a month name in the month box', () => {
    expect(checkDate(parts('1', 'June', '2024')).date?.toISOString()).toBe('2024-06-01T00:00:00.000Z');
    expect(checkDate(parts('30', 'Sept', '2024')).error).toBeNull();
    expect(checkDate(parts('31', 'Sept', '2024')).error).toBe('Enter a real date');
    expect(checkDate(parts('1', 'Juin', '2024')).error).toBe('Enter a real date');
  });

  it.each(['24', '202', '20245', '024'])('a year of %s: Year must include 4 numbers', (year) => {
    expect(checkDate(parts('1', '6', year))).toEqual({
      date: null,
      error: 'Year must include 4 numbers',
      fields: ['year'],
    });
  });

  it('splits a date back into its boxes', () => {
    expect(dateParts(new Date(Date.UTC(2024, 1, 29)))).toEqual(parts('29', '2', '2024'));
    expect(dateParts(null)).toEqual(parts('', '', ''));
  });
});

import { describe, expect, it } from 'vitest';
import {
  ORGANISATION_DETAILS_MESSAGES,
  organisationDetailsAnswers,
  organisationDetailsDefaults,
  organisationDetailsPayload,
  organisationDetailsSchema,
} from './organisation-details-form';

const blank = organisationDetailsDefaults({});

describe('organisation details form', () => {
  it('words its required messages as the form that uses it asks', () => {
    const messages = { ...ORGANISATION_DETAILS_MESSAGES, postcode: 'Enter your postcode' };
    const result = organisationDetailsSchema(messages).safeParse(blank);
    const texts = result.error?.issues.map((issue) => issue.message);
    expect(texts).toEqual(expect.arrayContaining(['Enter an address', 'Enter your postcode']));
    expect(texts).not.toContain('Enter a postcode');
  });

  it('leaves blank optional fields, and a classification name other than for Other, out of the payload', () => {
    const values = organisationDetailsSchema().parse({
      ...blank,
      name: ' Acme ',
      type: 'SIC',
      otherTypeName: 'ignored',
      codes: [{ value: '70100' }],
      line1: '1 High Street',
      city: 'Leeds',
      postcode: 'LS1 1AA',
    });
    expect(organisationDetailsAnswers(values).otherTypeName).toBe('');
    expect(organisationDetailsPayload(organisationDetailsAnswers(values))).toStrictEqual({
      name: 'Acme',
      type: 'SIC',
      codes: ['70100'],
      line1: '1 High Street',
      city: 'Leeds',
      postcode: 'LS1 1AA',
    });
  });

  it('takes a full UK postcode in any case and spacing, and refuses anything else with one message', () => {
    const postcodeErrors = (postcode: string) =>
      organisationDetailsSchema()
        .safeParse({ ...blank, postcode })
        .error?.issues.filter((issue) => issue.path[0] === 'postcode')
        .map((issue) => issue.message) ?? [];
    for (const valid of [
      'LS1 1AA',
      'sw1a1aa',
      ' EC1A  1BB ',
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'GIR 0AA',
    ]) {
      expect(postcodeErrors(valid), valid).toEqual([]);
    }
    for (const invalid of ['LS1', '12345', 'LS1 1A', 'SW1A 1AAA', 'Q1 1AA1', 'not a postcode']) {
      expect(postcodeErrors(invalid), invalid).toEqual(['Enter a full UK postcode, like LS1 4AP']);
    }
    expect(postcodeErrors('')).toEqual(['Enter a postcode']);
    expect(postcodeErrors('A'.repeat(65))).toEqual(['The postcode should not be more than 64 characters']);
  });

  it('starts with one blank code when there are none', () => {
    expect(blank.codes).toEqual([{ value: '' }]);
    expect(organisationDetailsDefaults({ codes: ['1', '2'] }).codes).toEqual([
      { value: '1' },
      { value: '2' },
    ]);
  });
});

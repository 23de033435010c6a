import { describe, expect, it } from 'vitest';
import { checkMessage, parseGlossary } from './check-glossary.mjs';

const GLOSSARY = `
| English | Welsh | Notes |
| --- | --- | --- |
| action plan; action plans | cynllun gweithredu; gynllun gweithredu | |
| phase | cam; gam | |
| Energy Savings Opportunity Scheme | Cynllun Cyfleoedd Arbed Ynni | |
| energy savings opportunity | cyfle i arbed ynni | |
`;

describe('the glossary check (issue 43)', () => {
  const terms = parseGlossary(GLOSSARY);

  it('reads each row as English and Welsh forms', () => {
    expect(terms).toEqual([
      { english: ['action plan', 'action plans'], welsh: ['cynllun gweithredu', 'gynllun gweithredu'] },
      { english: ['phase'], welsh: ['cam', 'gam'] },
      { english: ['Energy Savings Opportunity Scheme'], welsh: ['Cynllun Cyfleoedd Arbed Ynni'] },
      { english: ['energy savings opportunity'], welsh: ['cyfle i arbed ynni'] },
    ]);
  });

  it("fails a Welsh message without the term's Welsh, in any of its forms", () => {
    expect(
      checkMessage('f', 'k', 'Submit your action plan', 'Cyflwyno eich cynllun gweithredu', terms),
    ).toEqual([]);
    expect(checkMessage('f', 'k', 'Action plans', 'Y gynllun gweithredu', terms)).toEqual([]);
    expect(checkMessage('f', 'k', 'Your action plan', 'Eich cynllun gwaith', terms)).toEqual([
      'f: \'k\' says "action plan" but its Welsh has none of: cynllun gweithredu, gynllun gweithredu',
    ]);
  });

  it('matches English terms as whole words, in plural forms too', () => {
    expect(checkMessage('f', 'k', 'Emphasis', 'Pwyslais', terms)).toEqual([]);
    expect(checkMessage('f', 'k', { other: '{count} phases' }, { other: '{count} cyfnod' }, terms)).toEqual(
      [],
    );
    // Each plural form counts: 'phase' in the one form needs the Welsh in some form.
    const forms = { one: '{count} phase', other: 'x' };
    expect(checkMessage('f', 'k', forms, { other: '{count} cyfnod' }, terms)).toHaveLength(1);
    expect(checkMessage('f', 'k', forms, { one: '{count} cam', other: 'x' }, terms)).toEqual([]);
  });

  it('checks a longer term alone where it contains a shorter one', () => {
    const scheme = 'The Energy Savings Opportunity Scheme';
    expect(checkMessage('f', 'k', scheme, 'Y Cynllun Cyfleoedd Arbed Ynni', terms)).toEqual([]);
    expect(
      checkMessage(
        'f',
        'k',
        `${scheme}: one energy savings opportunity`,
        'Y Cynllun Cyfleoedd Arbed Ynni',
        terms,
      ),
    ).toHaveLength(1);
  });
});

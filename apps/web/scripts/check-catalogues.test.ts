import { describe, expect, it } from 'vitest';
import { comparePair, parseCatalogue, placeholders, unusedKeys } from './check-catalogues.mjs';

describe('the catalogue check (ADR 54)', () => {
  it('reads strings and plural forms from `const en = { … }`', () => {
    const { messages, problems } = parseCatalogue(
      'a.ts',
      "const en = { title: 'Hello {name}', 'quoted-key': `plain`, rows: { one: '{count} row', other: '{count} rows' } };",
      'en',
    );
    expect(problems).toEqual([]);
    expect(messages).toEqual({
      title: 'Hello {name}',
      'quoted-key': 'plain',
      rows: { one: '{count} row', other: '{count} rows' },
    });
  });

  it('refuses a message that is not a plain string', () => {
    const { problems } = parseCatalogue('a.ts', 'const en = { title: `Hello ${x}` };', 'en');
    expect(problems).toHaveLength(1);
    expect(parseCatalogue('a.ts', 'const other = {};', 'en').problems).toEqual([
      'a.ts: no `const en = { … }`',
    ]);
  });

  it('finds placeholders across plural forms', () => {
    expect(placeholders({ one: '{count} row', other: '{count} rows of {table}' })).toEqual([
      'count',
      'table',
    ]);
  });

  it('reports a missing or extra key, a changed placeholder, an empty text and a plural in one language', () => {
    const problems = comparePair(
      'f',
      { a: 'A {name}', b: 'B', c: 'C', d: { one: 'x', other: 'y' } },
      { a: 'A {enw}', c: ' ', d: 'z', e: 'E' },
    );
    expect(problems).toEqual([
      "f: 'a' has placeholders {name} in English but {enw} in Welsh",
      "f: 'b' has no Welsh",
      "f: 'c' has an empty Welsh text",
      "f: 'd' is a plural in one language only",
      "f: 'e' is in Welsh only",
    ]);
    expect(comparePair('f', { d: { other: 'y' } }, { d: { one: 'x' } })).toContain(
      "f: 'd' has no 'other' form in Welsh",
    );
  });

  it('reports a key no source quotes', () => {
    expect(unusedKeys(['used', 'unused'], ["t('used')"])).toEqual(['unused']);
  });
});

import { describe, expect, it } from 'vitest';
import { firstKeyword, statementBody } from '../../src/api/mi-reports/custom-query';
import { isEmailAddress, withoutTrailing } from '../../src/platform/text';

/** Input that made the old patterns backtrack: each must be answered in linear time. */
const fast = (run: () => unknown) => {
  const started = performance.now();
  const result = run();
  expect(performance.now() - started).toBeLessThan(200);
  return result;
};

describe('text checks that run on untrusted input', () => {
  it('strips trailing characters without backtracking', () => {
    expect(withoutTrailing('https://example.gov.uk//', '/')).toBe('https://example.gov.uk');
    expect(withoutTrailing('///', '/')).toBe('');
    expect(fast(() => withoutTrailing(`${'/'.repeat(200_000)}x`, '/'))).toHaveLength(200_001);
  });

  it('checks an email address by length first, then with a linear pattern', () => {
    expect(isEmailAddress('name@example.com')).toBe(true);
    expect(isEmailAddress('first.last@sub.example.co.uk')).toBe(true);
    for (const bad of [
      'name@example',
      'name example@x.com',
      '@example.com',
      'a@b@c.com',
      'a@.com',
      'a@b..com',
    ])
      expect(isEmailAddress(bad)).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(250)}@b.com`)).toBe(false);
    expect(fast(() => isEmailAddress(`a@${'.'.repeat(200_000)}@`))).toBe(false);
  });

  it("drops a custom query's trailing semicolons without backtracking", () => {
    expect(statementBody('  select 1 ;; \n')).toBe('select 1');
    expect(statementBody('select 1; ;')).toBe('select 1');
    expect(statementBody("select ';' as x")).toBe("select ';' as x");
    expect(fast(() => statementBody(`select ${';'.repeat(200_000)}x`))).toHaveLength(200_008);
  });

  it("finds a custom query's first word past comments and whitespace, in linear time", () => {
    expect(firstKeyword('  SELECT 1')).toBe('select');
    expect(firstKeyword('-- note\n/* block */ With x as (select 1) select * from x')).toBe('with');
    expect(firstKeyword('/* unclosed')).toBe('');
    expect(firstKeyword('delete from accounts')).toBe('delete');
    expect(fast(() => firstKeyword(`${'/* x */ '.repeat(50_000)}select`))).toBe('select');
    expect(fast(() => firstKeyword(`${'-'.repeat(200_000)}`))).toBe('');
  });
});

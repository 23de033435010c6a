import { describe, expect, it } from 'vitest';
import { findBadText, hasBadText } from '../../src/platform/http/edge-text';
import { serialiseErrorForLog } from '../../src/platform/http/request-log';

describe('text PostgreSQL cannot store', () => {
  it('is a NUL or a surrogate without its other half', () => {
    expect(hasBadText('plain text, accents é and an emoji \u{1F4A1}')).toBe(false);
    for (const bad of ['a\u0000b', '\uD800', 'a\uD800b', '\uDC00', 'x\uDBFF', '\uDC00\uD800']) {
      expect(hasBadText(bad), JSON.stringify(bad)).toBe(true);
    }
  });

  it('is found by its path in nested values, keys included', () => {
    expect(findBadText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findBadText({ a: { ['k\uD800']: 1 } }, 'part')).toBe('part.a.k\uFFFD');
    expect(findBadText('\u0000', 'file.filename')).toBe('file.filename');
    expect(findBadText({ a: 1, b: null, c: true, d: ['fine'] })).toBeUndefined();
  });

  it('is looked for without recursion, however deep the body', () => {
    let deep: unknown = 'x\u0000';
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    expect(findBadText(deep)?.split('.')).toHaveLength(100_000);
  });
});

describe('an error as logged', () => {
  it('keeps the type, SQLSTATE, constraint and frames of a database error, never its values', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "user_email_key"'),
      {
        severity: 'ERROR',
        code: '23505',
        constraint: 'user_email_key',
        detail: 'Key (email)=(jane.doe@example.com) already exists.',
      },
    );
    const error = Object.assign(new Error('Failed query: insert ...\nparams: jane.doe@example.com'), {
      query: 'insert ...',
      params: ['jane.doe@example.com'],
      cause,
    });
    const logged = serialiseErrorForLog(error);
    expect(JSON.stringify(logged)).not.toContain('jane.doe');
    expect(JSON.stringify(logged)).not.toContain('insert');
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'user_email_key' });
    expect(logged.stack).toMatch(/^ {4}at /);
  });

  it("keeps an engine error's message, which names code", () => {
    expect(
      serialiseErrorForLog(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toMatchObject({ type: 'TypeError', message: "Cannot read properties of undefined (reading 'id')" });
    expect(serialiseErrorForLog(new SyntaxError('Unexpected token j in "jane"')).message).not.toContain(
      'jane',
    );
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkPasswordPolicy,
  noBreachedPasswordCheck,
  passwordMessages,
  pwnedPasswordsCheck,
  type BreachedPasswordCheck,
} from '../../src/idp/password-policy';

const strong = 'correct horse battery staple 42';

describe('password policy', () => {
  it('accepts a long, unguessable password', async () => {
    const verdict = await checkPasswordPolicy(strong);
    expect(verdict.ok).toBe(true);
  });

  it.each([
    ['', 'missing', passwordMessages.missing],
    ['Short1!', 'tooShort', passwordMessages.tooShort],
    ['x'.repeat(11), 'tooShort', passwordMessages.tooShort],
    ['a9$'.repeat(90), 'tooLong', passwordMessages.tooLong],
  ])('refuses %j as %s', async (password, problem, message) => {
    expect(await checkPasswordPolicy(password)).toEqual({ ok: false, problem, message });
  });

  it('refuses long but guessable passwords (zxcvbn score below 3)', async () => {
    for (const password of ['password1234', 'aaaaaaaaaaaaaaaa', 'qwertyuiop123']) {
      const verdict = await checkPasswordPolicy(password);
      expect(verdict.ok, password).toBe(false);
      if (!verdict.ok) expect(verdict.problem).toBe('tooWeak');
    }
  });

  it("counts the person's own email address and names against the password", async () => {
    const password = 'Harriet.Featherstonehaugh';
    expect((await checkPasswordPolicy(password)).ok).toBe(true);
    const verdict = await checkPasswordPolicy(password, ['harriet.featherstonehaugh@example.com']);
    expect(verdict).toMatchObject({ ok: false, problem: 'tooWeak' });
  });

  it('refuses a breached password only when a breach check says so', async () => {
    const breached: BreachedPasswordCheck = { name: 'test', isBreached: async () => true };
    expect(await checkPasswordPolicy(strong, [], breached)).toMatchObject({ ok: false, problem: 'breached' });
    expect((await checkPasswordPolicy(strong, [], noBreachedPasswordCheck)).ok).toBe(true);
  });
});

describe('Pwned Passwords check', () => {
  const sha1 = createHash('sha1').update(strong).digest('hex').toUpperCase();

  it('sends only the first five characters of the hash and matches the suffix', async () => {
    const requested: string[] = [];
    const fakeFetch = (async (url: string | URL | Request) => {
      requested.push(String(url));
      return new Response(`0000000000000000000000000000000000A:0\r\n${sha1.slice(5)}:12\r\n`);
    }) as typeof fetch;
    expect(await pwnedPasswordsCheck(fakeFetch, 'https://range.test/').isBreached(strong)).toBe(true);
    expect(requested).toEqual([`https://range.test/${sha1.slice(0, 5)}`]);
  });

  it('treats padding entries (count 0) and other suffixes as not breached', async () => {
    const fakeFetch = (async () => new Response(`${sha1.slice(5)}:0\nABCDEF:3\n`)) as typeof fetch;
    expect(await pwnedPasswordsCheck(fakeFetch).isBreached(strong)).toBe(false);
  });

  it('does not block people when the service cannot be reached', async () => {
    const failing = (async () => {
      throw new Error('offline');
    }) as typeof fetch;
    expect(await pwnedPasswordsCheck(failing).isBreached(strong)).toBe(false);
  });
});

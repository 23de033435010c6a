import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorities, users } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { multipartPayload } from '../support/multipart';

const OPERATOR = 'operator@example.com';
const REGULATOR = 'regulator@example.gov.uk';
const BAD_TEXT = 'must not contain a NUL character or an unpaired surrogate';

/** Text PostgreSQL cannot store and ids written other than as plain digits are refused where they arrive. */
describe('input refused at the edge', () => {
  let t: TestApp;
  let accountId = 0;
  const tokens: Record<string, string> = {};
  const as = (email: string) => ({ authorization: `Bearer ${tokens[email]}` });

  beforeAll(async () => {
    t = await createTestApp();
    for (const email of [OPERATOR, REGULATOR]) tokens[email] = await t.tokenFor(email);
    const [row] = await t.database.db
      .select({ accountId: authorities.accountId })
      .from(authorities)
      .innerJoin(users, eq(users.id, authorities.userId))
      .where(and(eq(users.email, OPERATOR), isNotNull(authorities.accountId)));
    accountId = row?.accountId ?? 0;
  });
  afterAll(async () => t.close());

  const refusal = (code: 'FORM1001' | 'FORM1002', fieldName: string) => ({
    code,
    data: [{ fieldName, message: BAD_TEXT }],
  });

  describe('NUL and unpaired surrogates', () => {
    it.each([
      ['a NUL', 'before\u0000after'],
      ['a lone high surrogate', 'before\uD800after'],
      ['a lone low surrogate', '\uDC00'],
      ['a high surrogate at the end', 'end\uDBFF'],
    ])('refuses %s in a JSON field with 400 naming the field', async (_what, text) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1.0/account-notes',
        headers: as(REGULATOR),
        payload: { accountId, note: text, files: [] },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject(refusal('FORM1001', 'note'));
    });

    it('names a nested field by its path, and a bad key without echoing it', async () => {
      const nested = await t.app.inject({
        method: 'POST',
        url: '/api/v1.0/account-notes',
        headers: as(REGULATOR),
        payload: { accountId, note: 'fine', files: ['ok', 'x\u0000'] },
      });
      expect(nested.json()).toMatchObject(refusal('FORM1001', 'files.1'));
      const key = await t.app.inject({
        method: 'POST',
        url: '/api/v1.0/account-notes',
        headers: as(REGULATOR),
        payload: { accountId, note: 'fine', files: [], ['k\u0000']: 1 },
      });
      expect(key.json()).toMatchObject(refusal('FORM1001', 'k\uFFFD'));
    });

    it('keeps a well-formed surrogate pair (an emoji)', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1.0/account-notes',
        headers: as(REGULATOR),
        payload: { accountId, note: 'Lights replaced \u{1F4A1}', files: [] },
      });
      expect(response.statusCode, response.body).toBe(204);
    });

    it('refuses a NUL in the query string and in a path parameter with FORM1002', async () => {
      const query = await t.app.inject({
        method: 'GET',
        url: `/api/v1.0/account-notes?accountId=${accountId}&page=0&size=10&x=%00`,
        headers: as(REGULATOR),
      });
      expect(query.statusCode).toBe(400);
      expect(query.json()).toMatchObject(refusal('FORM1002', 'x'));
      const path = await t.app.inject({
        method: 'GET',
        url: '/api/v1.0/regulator-users/%00',
        headers: as(REGULATOR),
      });
      expect(path.statusCode).toBe(400);
      expect(path.json()).toMatchObject(refusal('FORM1002', 'userId'));
    });

    it('refuses a NUL in a form body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/cookie-consent',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        payload: 'cookies=accept&returnTo=%2F%00',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(refusal('FORM1001', 'returnTo'));
    });

    // Multipart headers are bytes: an unpaired surrogate cannot be sent in one (UTF-8 has no encoding for it).
    it('refuses a NUL in an uploaded file name', async () => {
      const { payload, headers } = multipartPayload([
        { name: 'file', value: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'report\u0000.pdf' },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1.0/account-notes/upload/account/${accountId}`,
        payload,
        headers: { ...headers, ...as(OPERATOR) },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject(refusal('FORM1001', 'file.filename'));
    });

    it.each([
      ['a NUL', 'Ann\u0000'],
      ['an unpaired surrogate', 'Ann\uD800'],
    ])('refuses %s inside a multipart JSON part, naming the field within it', async (_what, firstName) => {
      const { payload, headers } = multipartPayload([
        {
          name: 'regulatorUserUpdateDTO',
          value: JSON.stringify({ firstName, lastName: 'Lee' }),
          contentType: 'application/json',
          filename: 'blob',
        },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1.0/regulator-users/${await t.userId(REGULATOR)}`,
        payload,
        headers: { ...headers, ...as(REGULATOR) },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject(refusal('FORM1001', 'regulatorUserUpdateDTO.firstName'));
    });
  });

  describe('numeric ids in the path', () => {
    it.each(['%2010', '10%20', '0x10', '1e3', '010', '+10', '%2B10', '0', '-1', '1.0', '9007199254740992'])(
      'refuses "%s" with FORM1002 naming the parameter',
      async (id) => {
        for (const url of [`/api/v1.0/tasks/${id}`, `/api/v1.0/account-notes/${id}`]) {
          const response = await t.app.inject({ method: 'GET', url, headers: as(REGULATOR) });
          expect(response.statusCode, url).toBe(400);
          expect(response.json()).toMatchObject({ code: 'FORM1002', data: [{ fieldName: 'id' }] });
        }
      },
    );

    it('takes an id written in plain digits', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1.0/tasks/999999',
        headers: as(REGULATOR),
      });
      expect(response.statusCode).not.toBe(400);
    });

    it('is documented as an integer', () => {
      const document = t.app.swagger() as {
        paths: Record<string, Record<string, { parameters?: { name: string; schema: object }[] }>>;
      };
      const parameter = document.paths['/v1.0/tasks/{id}']?.get?.parameters?.find((p) => p.name === 'id');
      expect(parameter?.schema).toEqual({
        type: 'integer',
        exclusiveMinimum: 0,
        maximum: Number.MAX_SAFE_INTEGER,
      });
    });
  });
});

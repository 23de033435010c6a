import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorities, requests, storedFiles, users } from '../../src/platform/db/schema';
import type { VirusScanner } from '../../src/platform/files';
import { createTestApp, type TestApp } from '../support/test-app';
import { multipartPayload } from '../support/multipart';

const OPERATOR = 'operator@example.com';
const RESTRICTED = 'restricted.operator@example.com';
const OTHER_OPERATOR = 'other.operator@example.com';
const REGULATOR = 'regulator@example.gov.uk';
const READONLY_REGULATOR = 'regulator.readonly@example.gov.uk';
const VERIFIER = 'verifier@example.com';
const REQUEST_ID = 'ACC999001';
const OTHER_REQUEST_ID = 'ACC999002';

/** The standard 68-byte anti-virus test file: harmless, detected by every engine. */
const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const CSV = Buffer.from('name,value\nlighting,42\n');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);

// With CLAMD_HOST (CI starts clamd with an EICAR test signature) the real scanner runs; otherwise a test
// double that knows only EICAR, so the same tests run everywhere.
const clamdHost = process.env.CLAMD_HOST;
const eicarDouble: VirusScanner = {
  description: 'EICAR-only test double',
  scan: async (bytes) => (bytes.includes(EICAR) ? 'infected' : 'clean'),
};

describe('notes and files', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let accountId = 0;
  let otherAccountId = 0;

  const as = (email: string) => ({ authorization: `Bearer ${tokens[email]}` });
  const upload = (email: string, url: string, fileName: string, content: Buffer) => {
    const { payload, headers } = multipartPayload([{ name: 'file', value: content, filename: fileName }]);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...as(email) } });
  };
  const uploadToRequest = (email: string, fileName: string, content: Buffer, requestId = REQUEST_ID) =>
    upload(email, `/api/v1.0/request-notes/upload/request/${requestId}`, fileName, content);
  const uploadToAccount = (email: string, fileName: string, content: Buffer, id = accountId) =>
    upload(email, `/api/v1.0/account-notes/upload/account/${id}`, fileName, content);
  const uuidOf = async (response: Awaited<ReturnType<typeof upload>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { uuid: string }).uuid;
  };
  const fileRow = async (uuid: string) => {
    const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.uuid, uuid));
    return row;
  };
  const storedCount = async () => {
    const [row] = await t.database.db.select({ total: count() }).from(storedFiles);
    return row?.total ?? 0;
  };
  const call = (email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1.0${url}`, headers: as(email), ...(payload ? { payload } : {}) });
  interface NoteDto {
    id: number;
    payload: { note: string; files: Record<string, string> };
    submitter: string;
    editable: boolean;
  }

  beforeAll(async () => {
    t = await createTestApp(clamdHost ? { CLAMD_HOST: clamdHost } : {});
    if (!clamdHost) t.app.scanner = eicarDouble;
    for (const email of [OPERATOR, RESTRICTED, OTHER_OPERATOR, REGULATOR, READONLY_REGULATOR, VERIFIER]) {
      tokens[email] = await t.tokenFor(email);
    }
    const [restricted] = await t.database.db
      .select({ accountId: authorities.accountId })
      .from(authorities)
      .innerJoin(users, eq(users.id, authorities.userId))
      .where(and(eq(users.email, RESTRICTED), isNotNull(authorities.accountId)));
    const [other] = await t.database.db
      .select({ accountId: authorities.accountId })
      .from(authorities)
      .innerJoin(users, eq(users.id, authorities.userId))
      .where(and(eq(users.email, OTHER_OPERATOR), isNotNull(authorities.accountId)));
    accountId = restricted?.accountId ?? 0;
    otherAccountId = other?.accountId ?? 0;
    await t.database.db.insert(requests).values([
      {
        id: REQUEST_ID,
        type: 'ORGANISATION_ACCOUNT_OPENING',
        status: 'IN_PROGRESS',
        accountId,
        competentAuthority: 'ENGLAND',
      },
      {
        id: OTHER_REQUEST_ID,
        type: 'ORGANISATION_ACCOUNT_OPENING',
        status: 'IN_PROGRESS',
        accountId: otherAccountId,
        competentAuthority: 'ENGLAND',
      },
    ]);
  });
  afterAll(async () => t.close());

  describe('uploads', () => {
    it('stores allowed files as PENDING with the type detected from their content', async () => {
      const pdf = await fileRow(await uuidOf(await uploadToRequest(RESTRICTED, 'report.pdf', PDF)));
      expect(pdf).toMatchObject({ kind: 'NOTE', status: 'PENDING', contentType: 'application/pdf' });
      expect(pdf?.requestId).toBe(REQUEST_ID);
      const png = await fileRow(
        await uuidOf(await uploadToRequest(REGULATOR, 'C:\\Users\\me\\meter.png', PNG)),
      );
      expect(png).toMatchObject({ fileName: 'meter.png', contentType: 'image/png', size: PNG.length });
      const csv = await fileRow(await uuidOf(await uploadToAccount(OPERATOR, 'sites.csv', CSV)));
      expect(csv).toMatchObject({ contentType: 'text/csv', accountId });
      expect(Buffer.from(csv?.content ?? []).equals(CSV)).toBe(true);
    });

    it('refuses empty, too large and disallowed files, and stores none of them', async () => {
      const before = await storedCount();
      expect((await uploadToRequest(OPERATOR, 'empty.pdf', Buffer.alloc(0))).json()).toMatchObject({
        code: 'FILE1002',
      });
      // Exactly 20 971 520 bytes: the reference wants files strictly smaller.
      const tooLarge = Buffer.alloc(20_971_520, 0x20);
      PDF.copy(tooLarge);
      expect((await uploadToRequest(OPERATOR, 'big.pdf', tooLarge)).json()).toMatchObject({
        code: 'FILE1003',
      });
      const elf = await uploadToRequest(OPERATOR, 'invoice.pdf', ELF);
      expect(elf.statusCode).toBe(400);
      expect(elf.json()).toMatchObject({ code: 'FILE1005' });
      expect(
        (await uploadToRequest(OPERATOR, 'notes.txt', Buffer.from([0xff, 0xfe, 0x00, 0x41]))).json(),
      ).toMatchObject({ code: 'FILE1005' });
      // The name is what the file opens as once downloaded: it must be allowed and agree with the bytes.
      for (const [name, content] of [
        ['page.html', PDF],
        ['run.bat', PDF],
        ['app.js', PDF],
        ['setup.hta', PDF],
        ['report', PDF],
        ['chart.pdf', PNG],
        ['sites.csv', PDF],
      ] as const) {
        const refused = await uploadToAccount(OPERATOR, name, content);
        expect(refused.statusCode, name).toBe(400);
        expect(refused.json(), name).toMatchObject({
          code: 'FILE1005',
          message: 'File type is not accepted',
        });
      }
      expect(await storedCount()).toBe(before);
    });

    it('needs exactly one part called file', async () => {
      const { payload, headers } = multipartPayload([{ name: 'other', value: PDF, filename: 'a.pdf' }]);
      const wrongPart = await t.app.inject({
        method: 'POST',
        url: `/api/v1.0/request-notes/upload/request/${REQUEST_ID}`,
        payload,
        headers: { ...headers, ...as(OPERATOR) },
      });
      expect(wrongPart.json()).toMatchObject({ code: 'FORM1001' });
      const json = await call(OPERATOR, 'POST', `/request-notes/upload/request/${REQUEST_ID}`, { file: 'x' });
      expect(json.statusCode).toBe(415);
    });

    it(`refuses the EICAR test file as a virus (${clamdHost ? 'clamd' : 'test double'}) and stores nothing`, async () => {
      const before = await storedCount();
      const response = await uploadToRequest(OPERATOR, 'eicar.txt', EICAR);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'FILE1001' });
      expect(await storedCount()).toBe(before);
    });

    it('refuses the upload when the scanner cannot be reached (FILE1004), storing nothing', async () => {
      const scanner = t.app.scanner;
      t.app.scanner = {
        description: 'unreachable',
        scan: () => Promise.reject(new Error('connection refused')),
      };
      try {
        const before = await storedCount();
        expect((await uploadToRequest(OPERATOR, 'report.pdf', PDF)).json()).toMatchObject({
          code: 'FILE1004',
        });
        expect(await storedCount()).toBe(before);
      } finally {
        t.app.scanner = scanner;
      }
    });

    it('only lets members upload', async () => {
      expect((await uploadToRequest(OTHER_OPERATOR, 'a.pdf', PDF)).statusCode).toBe(403);
      expect((await uploadToRequest(VERIFIER, 'a.pdf', PDF)).statusCode).toBe(403);
      expect((await uploadToRequest(OPERATOR, 'a.pdf', PDF, 'NOPE000001')).statusCode).toBe(403);
      // Account notes: operators need PERM_ACCOUNT_NOTES_EDIT.
      expect((await uploadToAccount(RESTRICTED, 'a.pdf', PDF)).statusCode).toBe(403);
      expect((await uploadToAccount(OTHER_OPERATOR, 'a.pdf', PDF)).statusCode).toBe(403);
      expect((await uploadToAccount(READONLY_REGULATOR, 'a.pdf', PDF)).statusCode).toBe(200);
    });
  });

  describe('request notes', () => {
    const list = async (email: string, size = 10, page = 0) => {
      const response = await call(
        email,
        'GET',
        `/request-notes?requestId=${REQUEST_ID}&page=${page}&size=${size}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { requestNotes: (NoteDto & { requestId: string })[]; totalItems: number };
    };

    it('creates notes with files, shows operators only operator notes, newest first', async () => {
      const operatorFile = await uuidOf(await uploadToRequest(RESTRICTED, 'survey.pdf', PDF));
      const created = await call(RESTRICTED, 'POST', '/request-notes', {
        requestId: REQUEST_ID,
        note: 'Operator note',
        files: [operatorFile],
      });
      expect(created.statusCode, created.body).toBe(204);
      expect((await fileRow(operatorFile))?.status).toBe('SUBMITTED');
      const regulatorFile = await uuidOf(await uploadToRequest(REGULATOR, 'review.png', PNG));
      expect(
        (
          await call(REGULATOR, 'POST', '/request-notes', {
            requestId: REQUEST_ID,
            note: 'Regulator note',
            files: [regulatorFile],
          })
        ).statusCode,
      ).toBe(204);

      const forOperator = await list(OPERATOR);
      expect(forOperator.totalItems).toBe(1);
      expect(forOperator.requestNotes[0]).toMatchObject({
        payload: { note: 'Operator note', files: { [operatorFile]: 'survey.pdf' } },
        requestId: REQUEST_ID,
        editable: true,
      });
      expect(forOperator.requestNotes[0]?.submitter).toMatch(/^\S+(?: \S+)+$/);

      const forRegulator = await list(READONLY_REGULATOR);
      expect(forRegulator.totalItems).toBe(2);
      expect(forRegulator.requestNotes.map((note) => [note.payload.note, note.editable])).toEqual([
        ['Regulator note', true],
        ['Operator note', false],
      ]);
      const paged = await list(REGULATOR, 1, 1);
      expect(paged.requestNotes.map((note) => note.payload.note)).toEqual(['Operator note']);
      expect(paged.totalItems).toBe(2);
    });

    it("lets only members list, and gets, changes and deletes only notes of the caller's role type", async () => {
      expect(
        (await call(OTHER_OPERATOR, 'GET', `/request-notes?requestId=${REQUEST_ID}&page=0&size=10`))
          .statusCode,
      ).toBe(403);
      expect(
        (await call(VERIFIER, 'GET', `/request-notes?requestId=${REQUEST_ID}&page=0&size=10`)).statusCode,
      ).toBe(403);
      const notes = (await list(REGULATOR)).requestNotes;
      const regulatorNote = notes.find((note) => note.payload.note === 'Regulator note');
      const operatorNote = notes.find((note) => note.payload.note === 'Operator note');
      expect((await call(OPERATOR, 'GET', `/request-notes/${regulatorNote?.id}`)).statusCode).toBe(404);
      expect((await call(REGULATOR, 'GET', `/request-notes/${operatorNote?.id}`)).statusCode).toBe(404);
      expect(
        (await call(REGULATOR, 'PUT', `/request-notes/${operatorNote?.id}`, { note: 'x' })).statusCode,
      ).toBe(404);
      expect((await call(OPERATOR, 'DELETE', `/request-notes/${regulatorNote?.id}`)).statusCode).toBe(404);
      expect((await call(OTHER_OPERATOR, 'GET', `/request-notes/${operatorNote?.id}`)).statusCode).toBe(403);
      expect((await call(OPERATOR, 'GET', `/request-notes/${operatorNote?.id}`)).json()).toMatchObject({
        payload: { note: 'Operator note' },
        editable: true,
      });
      expect((await call(OPERATOR, 'GET', '/request-notes/999999')).statusCode).toBe(404);
    });

    it('validates the text and every file, changing nothing when one is wrong', async () => {
      const refused = async (body: object) => {
        const response = await call(OPERATOR, 'POST', '/request-notes', { requestId: REQUEST_ID, ...body });
        expect(response.statusCode, response.body).toBe(400);
        return response.json() as { code: string; data: { fieldName: string; message: string }[] };
      };
      expect(await refused({ note: '' })).toMatchObject({
        code: 'FORM1001',
        data: [{ fieldName: 'note', message: 'Enter a note' }],
      });
      expect(await refused({ note: '   ' })).toMatchObject({ code: 'FORM1001' });
      expect((await refused({ note: 'x'.repeat(10_001) })).data[0]?.message).toBe(
        'The note should not be more than 10000 characters',
      );
      expect(await refused({ note: 'ok', files: ['00000000-0000-4000-8000-000000000000'] })).toMatchObject({
        code: 'FORM1001',
        data: [{ fieldName: 'files' }],
      });
      // A file uploaded for another request, and one already in another note, are out of scope.
      const elsewhere = await uuidOf(await uploadToRequest(OTHER_OPERATOR, 'a.pdf', PDF, OTHER_REQUEST_ID));
      expect(await refused({ note: 'ok', files: [elsewhere] })).toMatchObject({ code: 'FORM1001' });
      const taken = Object.keys((await list(OPERATOR)).requestNotes[0]?.payload.files ?? {});
      const fresh = await uuidOf(await uploadToRequest(OPERATOR, 'b.pdf', PDF));
      expect(await refused({ note: 'ok', files: [fresh, ...taken] })).toMatchObject({ code: 'FORM1001' });
      expect((await fileRow(fresh))?.status).toBe('PENDING');
      expect(
        (await call(OPERATOR, 'POST', '/request-notes', { requestId: REQUEST_ID, note: 'x'.repeat(10_000) }))
          .statusCode,
      ).toBe(204);
    });

    it("keeps, adds and deletes files on update, and deletes a deleted note's files", async () => {
      const first = await uuidOf(await uploadToRequest(OPERATOR, 'first.pdf', PDF));
      const second = await uuidOf(await uploadToRequest(OPERATOR, 'second.csv', CSV));
      await call(OPERATOR, 'POST', '/request-notes', {
        requestId: REQUEST_ID,
        note: 'With files',
        files: [first, second],
      });
      const note = (await list(OPERATOR, 50)).requestNotes.find(
        (candidate) => candidate.payload.note === 'With files',
      );
      const third = await uuidOf(await uploadToRequest(RESTRICTED, 'third.png', PNG));
      const updated = await call(RESTRICTED, 'PUT', `/request-notes/${note?.id}`, {
        note: 'Edited',
        files: [second, third],
      });
      expect(updated.statusCode, updated.body).toBe(204);
      expect(await fileRow(first)).toBeUndefined();
      expect((await fileRow(third))?.status).toBe('SUBMITTED');
      expect((await call(OPERATOR, 'GET', `/request-notes/${note?.id}`)).json()).toMatchObject({
        payload: { note: 'Edited', files: { [second]: 'second.csv', [third]: 'third.png' } },
      });
      expect((await call(OPERATOR, 'DELETE', `/request-notes/${note?.id}`)).statusCode).toBe(204);
      expect(await fileRow(second)).toBeUndefined();
      expect(await fileRow(third)).toBeUndefined();
      expect((await call(OPERATOR, 'GET', `/request-notes/${note?.id}`)).statusCode).toBe(404);
    });

    it('removes pending note files older than a day when notes are listed', async () => {
      const stale = await uuidOf(await uploadToRequest(OPERATOR, 'stale.pdf', PDF));
      const recent = await uuidOf(await uploadToRequest(OPERATOR, 'recent.pdf', PDF));
      await t.database.db
        .update(storedFiles)
        .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(eq(storedFiles.uuid, stale));
      await list(OPERATOR);
      await expect.poll(async () => fileRow(stale)).toBeUndefined();
      expect(await fileRow(recent)).toBeDefined();
    });
  });

  describe('downloads', () => {
    const tokenFor = async (email: string, url: string) => {
      const response = await call(email, 'GET', url);
      return response;
    };

    it('gives a one-minute token for a visible note file and streams it with safe headers', async () => {
      const uuid = await uuidOf(await uploadToRequest(OPERATOR, 'Rapport énergie (2026).pdf', PDF));
      await call(OPERATOR, 'POST', '/request-notes', {
        requestId: REQUEST_ID,
        note: 'Download me',
        files: [uuid],
      });
      const tokenResponse = await tokenFor(RESTRICTED, `/request-notes/${REQUEST_ID}/files?uuid=${uuid}`);
      expect(tokenResponse.statusCode, tokenResponse.body).toBe(200);
      const { token, tokenExpirationMinutes } = tokenResponse.json() as {
        token: string;
        tokenExpirationMinutes: number;
      };
      expect(tokenExpirationMinutes).toBe(1);
      const file = await t.app.inject({ method: 'GET', url: `/api/v1.0/file-notes/${token}` });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('no-store');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="Rapport _nergie (2026).pdf"; filename*=UTF-8''Rapport%20%C3%A9nergie%20%282026%29.pdf`,
      );
      // Reusable within its minute.
      expect((await t.app.inject({ method: 'GET', url: `/api/v1.0/file-notes/${token}` })).statusCode).toBe(
        200,
      );
      // A note file's token names no attachment, document or template.
      for (const route of ['file-attachments', 'file-documents', 'file-document-templates']) {
        const other = await t.app.inject({ method: 'GET', url: `/api/v1.0/${route}/${token}` });
        expect(other.statusCode).toBe(404);
        expect(other.json()).toMatchObject({ code: 'NOTFOUND1001' });
      }
      // Regulators see operator notes, so they may download their files too.
      expect((await tokenFor(REGULATOR, `/request-notes/${REQUEST_ID}/files?uuid=${uuid}`)).statusCode).toBe(
        200,
      );
      expect(
        (await tokenFor(OTHER_OPERATOR, `/request-notes/${REQUEST_ID}/files?uuid=${uuid}`)).statusCode,
      ).toBe(403);
    });

    it('answers expired and garbage tokens with the link-token errors', async () => {
      const expired = await t.app.linkTokens.sign(
        'get_file',
        'NOTE:00000000-0000-4000-8000-000000000000',
        -1,
      );
      for (const route of ['file-notes', 'file-attachments', 'file-document-templates']) {
        const old = await t.app.inject({ method: 'GET', url: `/api/v1.0/${route}/${expired}` });
        expect(old.json()).toMatchObject({ code: 'EMAIL1001' });
        const garbage = await t.app.inject({ method: 'GET', url: `/api/v1.0/${route}/not-a-token` });
        expect(garbage.statusCode).toBe(400);
        expect(garbage.json()).toMatchObject({ code: 'TOKEN1001' });
      }
    });

    it('serves a file stored before names were checked as what it holds, never as the page it is named', async () => {
      const [row] = await t.database.db
        .insert(storedFiles)
        .values({
          kind: 'NOTE',
          fileName: 'invoice.html',
          contentType: 'text/html',
          size: PDF.length,
          content: PDF,
          status: 'PENDING',
          requestId: REQUEST_ID,
          createdBy: null,
        })
        .returning({ uuid: storedFiles.uuid });
      const { token } = await t.app.files.downloadToken(row!.uuid, 'NOTE');
      const file = await t.app.inject({ method: 'GET', url: `/api/v1.0/file-notes/${token}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/octet-stream');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="invoice.html.bin"; filename*=UTF-8''invoice.html.bin`,
      );
    });

    it("does not give operators tokens for regulator notes' files, nor anyone for others' pending uploads", async () => {
      const regulatorFile = await uuidOf(await uploadToRequest(REGULATOR, 'internal.pdf', PDF));
      await call(REGULATOR, 'POST', '/request-notes', {
        requestId: REQUEST_ID,
        note: 'Internal',
        files: [regulatorFile],
      });
      expect(
        (await tokenFor(OPERATOR, `/request-notes/${REQUEST_ID}/files?uuid=${regulatorFile}`)).statusCode,
      ).toBe(404);
      expect(
        (await tokenFor(READONLY_REGULATOR, `/request-notes/${REQUEST_ID}/files?uuid=${regulatorFile}`))
          .statusCode,
      ).toBe(200);
      const pending = await uuidOf(await uploadToRequest(OPERATOR, 'draft.pdf', PDF));
      expect(
        (await tokenFor(OPERATOR, `/request-notes/${REQUEST_ID}/files?uuid=${pending}`)).statusCode,
      ).toBe(200);
      expect(
        (await tokenFor(RESTRICTED, `/request-notes/${REQUEST_ID}/files?uuid=${pending}`)).statusCode,
      ).toBe(404);
      // Account note files are asked for through their account.
      const accountFile = await uuidOf(await uploadToAccount(OPERATOR, 'account.pdf', PDF));
      expect(
        (await tokenFor(OPERATOR, `/request-notes/${REQUEST_ID}/files?uuid=${accountFile}`)).statusCode,
      ).toBe(404);
      expect(
        (await tokenFor(OPERATOR, `/account-notes/${accountId}/files?uuid=${accountFile}`)).statusCode,
      ).toBe(200);
    });
  });

  describe('account notes', () => {
    const list = async (email: string) => {
      const response = await call(email, 'GET', `/account-notes?accountId=${accountId}&page=0&size=50`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        accountNotes: NoteDto[];
        totalItems: number;
        hasUserEditPermission: boolean;
      };
    };

    it('lets regulators read every note and change only theirs, and operators only see operator notes', async () => {
      const file = await uuidOf(await uploadToAccount(OPERATOR, 'lighting.csv', CSV));
      expect(
        (
          await call(OPERATOR, 'POST', '/account-notes', {
            accountId,
            note: 'From the operator',
            files: [file],
          })
        ).statusCode,
      ).toBe(204);
      expect(
        (await call(REGULATOR, 'POST', '/account-notes', { accountId, note: 'From the regulator' }))
          .statusCode,
      ).toBe(204);
      expect(
        (await call(RESTRICTED, 'POST', '/account-notes', { accountId, note: 'Not allowed' })).statusCode,
      ).toBe(403);
      expect(
        (await call(OTHER_OPERATOR, 'POST', '/account-notes', { accountId, note: 'Not allowed' })).statusCode,
      ).toBe(403);

      const regulatorView = await list(READONLY_REGULATOR);
      expect(regulatorView.hasUserEditPermission).toBe(true);
      expect(regulatorView.accountNotes.map((note) => [note.payload.note, note.editable])).toEqual([
        ['From the regulator', true],
        ['From the operator', false],
      ]);
      const operatorView = await list(OPERATOR);
      expect(operatorView).toMatchObject({ totalItems: 1, hasUserEditPermission: true });
      expect(operatorView.accountNotes[0]).toMatchObject({
        payload: { note: 'From the operator', files: { [file]: 'lighting.csv' } },
        editable: true,
      });
      const restrictedView = await list(RESTRICTED);
      expect(restrictedView.hasUserEditPermission).toBe(false);
      expect(restrictedView.accountNotes[0]?.editable).toBe(false);
      expect(
        (await call(OTHER_OPERATOR, 'GET', `/account-notes?accountId=${accountId}&page=0&size=10`))
          .statusCode,
      ).toBe(403);
      expect(
        (await call(VERIFIER, 'GET', `/account-notes?accountId=${accountId}&page=0&size=10`)).statusCode,
      ).toBe(403);

      const operatorNote = regulatorView.accountNotes[1];
      const regulatorNote = regulatorView.accountNotes[0];
      expect((await call(REGULATOR, 'GET', `/account-notes/${operatorNote?.id}`)).statusCode).toBe(200);
      expect(
        (await call(REGULATOR, 'PUT', `/account-notes/${operatorNote?.id}`, { note: 'Changed' })).statusCode,
      ).toBe(403);
      expect((await call(REGULATOR, 'DELETE', `/account-notes/${operatorNote?.id}`)).statusCode).toBe(403);
      expect((await call(OPERATOR, 'GET', `/account-notes/${regulatorNote?.id}`)).statusCode).toBe(404);
      expect(
        (await call(OPERATOR, 'PUT', `/account-notes/${regulatorNote?.id}`, { note: 'Changed' })).statusCode,
      ).toBe(404);
      expect(
        (await call(RESTRICTED, 'PUT', `/account-notes/${operatorNote?.id}`, { note: 'Changed' })).statusCode,
      ).toBe(403);
      expect((await call(RESTRICTED, 'GET', `/account-notes/${operatorNote?.id}`)).statusCode).toBe(200);

      // The operator's note file: operators and regulators may download it; a regulator note's files are hidden from operators.
      expect(
        (await call(REGULATOR, 'GET', `/account-notes/${accountId}/files?uuid=${file}`)).statusCode,
      ).toBe(200);
      const updated = await call(OPERATOR, 'PUT', `/account-notes/${operatorNote?.id}`, {
        note: 'Changed',
        files: [],
      });
      expect(updated.statusCode, updated.body).toBe(204);
      expect(await fileRow(file)).toBeUndefined();
      expect(
        (
          await call(READONLY_REGULATOR, 'PUT', `/account-notes/${regulatorNote?.id}`, {
            note: 'Also changed',
          })
        ).statusCode,
      ).toBe(204);
      expect((await call(REGULATOR, 'DELETE', `/account-notes/${regulatorNote?.id}`)).statusCode).toBe(204);
      expect((await list(REGULATOR)).accountNotes.map((note) => note.payload.note)).toEqual(['Changed']);
    });

    it("refuses another account's files", async () => {
      const theirs = await uuidOf(await uploadToAccount(OTHER_OPERATOR, 'theirs.pdf', PDF, otherAccountId));
      const response = await call(OPERATOR, 'POST', '/account-notes', {
        accountId,
        note: 'Mine',
        files: [theirs],
      });
      expect(response.json()).toMatchObject({ code: 'FORM1001' });
    });
  });
});

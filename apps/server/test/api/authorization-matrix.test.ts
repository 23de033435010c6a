import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  everyone,
  otherSideEmails,
  signedInCallers,
  type Caller,
  type OtherSideCaller,
} from './authorization-matrix/callers';
import { matrixCases, type Fixtures, type MatrixCase } from './authorization-matrix/cases';
import { callerTokens, loadFixtures } from './authorization-matrix/fixtures';
import {
  createOtherSide,
  otherSidePayload,
  otherSideUrl,
  type OtherSide,
} from './authorization-matrix/other-side';

type Document = { paths: Record<string, Record<string, { operationId?: string }>> };

/** Ids a request names in its address, query or body: such an operation must keep to its side. */
const ID_IN_REQUEST =
  /[{/](?:accountId|requestId|taskId|userId|id)[}=]|[?&](?:requestId|accountId)=|"(?:accountId|requestId|requestTaskId|taskId|userId)"/;

// Calls every operation as every kind of caller and checks who gets through. "Through" means anything but
// 401/403 (an allowed call may still be refused by a business rule or find nothing), and never a 5xx.
describe('authorization matrix', () => {
  let t: TestApp;
  let fixtures: Fixtures;
  let other: OtherSide;
  let tokens: Map<Caller, string>;
  const otherTokens = new Map<OtherSideCaller, string>();
  let document: Document;

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = await loadFixtures(t);
    other = await createOtherSide(t);
    tokens = await callerTokens(t);
    for (const [caller, email] of Object.entries(otherSideEmails)) {
      otherTokens.set(caller as OtherSideCaller, await t.tokenFor(email));
    }
    document = t.app.swagger() as Document;
  });
  afterAll(async () => t.close());

  const templateOf = (operationId: string) =>
    Object.entries(document.paths).find(([, methods]) =>
      Object.values(methods).some((operation) => operation.operationId === operationId),
    )?.[0] ?? '';

  const call = (
    matrixCase: MatrixCase,
    url: string,
    token: string | undefined,
    payload = matrixCase.payload?.(fixtures),
  ) =>
    t.app.inject({
      method: matrixCase.method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: { ...matrixCase.headers?.(fixtures), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('has a case for every operation of the API, and every operation has an operationId', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, operation]) => operation.operationId ?? `${method} ${path}: no operationId`,
      ),
    );
    expect(operations.filter((operation) => operation.includes('no operationId'))).toEqual([]);
    const covered = new Set(matrixCases.map((matrixCase) => matrixCase.operationId));
    expect(operations.filter((operationId) => !covered.has(operationId))).toEqual([]);
  });

  for (const matrixCase of matrixCases) {
    it(`${matrixCase.operationId}: lets through only ${matrixCase.allowed.join(', ')}`, async () => {
      await matrixCase.setup?.(t, fixtures);
      const outcomes: Record<string, number> = {};
      for (const caller of everyone) {
        outcomes[caller] = (await call(matrixCase, matrixCase.url(fixtures), tokens.get(caller))).statusCode;
      }
      const expected = Object.fromEntries(
        everyone.map((caller) => [
          caller,
          matrixCase.allowed.includes(caller) ? 'through' : caller === 'anonymous' ? 401 : 403,
        ]),
      );
      const actual = Object.fromEntries(
        Object.entries(outcomes).map(([caller, status]) => [
          caller,
          status >= 500 ? status : status === 401 || status === 403 ? status : 'through',
        ]),
      );
      expect(actual).toEqual(expected);
    });

    it(`${matrixCase.operationId}: an id of the other side never gets anyone through`, async () => {
      await matrixCase.setup?.(t, fixtures);
      const url = matrixCase.url(fixtures);
      const body = JSON.stringify(matrixCase.payload?.(fixtures) ?? '');
      if (
        !ID_IN_REQUEST.test(templateOf(matrixCase.operationId)) &&
        !ID_IN_REQUEST.test(url) &&
        !ID_IN_REQUEST.test(body)
      ) {
        // Takes no id (the caller's own data, a list, a public token): nothing of another side to name.
        expect(matrixCase.operationId).toBeTruthy();
        return;
      }
      const succeeded: string[] = [];
      // The other side's people with this side's ids...
      for (const [caller, token] of otherTokens) {
        const { statusCode } = await call(matrixCase, url, token);
        if (statusCode < 300 || statusCode >= 500) succeeded.push(`${caller} on ours: ${statusCode}`);
      }
      // ...and this side's people with the other side's ids.
      const theirUrl = otherSideUrl(templateOf(matrixCase.operationId), url, other);
      const ours = matrixCase.headers ? undefined : matrixCase.payload?.(fixtures);
      const theirPayload = otherSidePayload(ours, other);
      if (theirUrl || JSON.stringify(theirPayload) !== JSON.stringify(ours)) {
        const theirs = theirUrl ?? url;
        for (const caller of signedInCallers) {
          const { statusCode } = await call(
            matrixCase,
            theirs,
            tokens.get(caller),
            matrixCase.headers ? matrixCase.payload?.(fixtures) : theirPayload,
          );
          if (statusCode < 300 || statusCode >= 500)
            succeeded.push(`${caller} on theirs (${theirs}): ${statusCode}`);
        }
      }
      expect(succeeded).toEqual([]);
    });
  }
});

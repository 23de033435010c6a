import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  badRequestsFor,
  databaseDigest,
  isErrorResponse,
  type OpenApiDocument,
  type OperationUnderTest,
} from '../support/fuzz';
import type { Caller } from './authorization-matrix/callers';
import { matrixCases, type Fixtures, type MatrixCase } from './authorization-matrix/cases';
import { callerTokens, loadFixtures } from './authorization-matrix/fixtures';

/** Fixed, so a failure is the same on every run; `npm run test:fuzz` is a larger run with another seed. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 6);

/** Someone who may call the operation, so the bad input reaches validation and the rules behind it. */
function callerFor(matrixCase: MatrixCase): Caller {
  return matrixCase.allowed.find((caller) => caller !== 'anonymous') ?? matrixCase.allowed[0] ?? 'regulator';
}

/**
 * Every operation of the OpenAPI document, called with generated bad input by a caller allowed to use it:
 * never a 5xx, every error in the reference ErrorResponse shape, and a refused call changes nothing.
 */
describe(`fuzzing every operation with bad input (seed ${SEED}, ${CASES_PER_OPERATION} cases each)`, () => {
  let t: TestApp;
  let fixtures: Fixtures;
  let tokens: Map<Caller, string>;
  let document: OpenApiDocument;
  let digest = '';

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = await loadFixtures(t);
    tokens = await callerTokens(t);
    document = t.app.swagger() as unknown as OpenApiDocument;
    digest = await databaseDigest(t.database.db);
  });
  afterAll(async () => t.close());

  const operationOf = (operationId: string) => {
    for (const [template, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (operation.operationId === operationId)
          return { template, method: method.toUpperCase(), operation };
      }
    }
    throw new Error(`${operationId} is not in the OpenAPI document`);
  };

  for (const [index, matrixCase] of matrixCases.entries()) {
    it(`${matrixCase.operationId}: no 5xx, errors in the reference shape, nothing changed when refused`, async () => {
      await matrixCase.setup?.(t, fixtures);
      // The case's own set-up may have written: the calls below are compared with what it left.
      digest = await databaseDigest(t.database.db);
      const { template, method, operation } = operationOf(matrixCase.operationId);
      const target: OperationUnderTest = {
        operationId: matrixCase.operationId,
        method,
        template,
        operation,
        url: matrixCase.url(fixtures),
        goodBody: matrixCase.headers ? undefined : matrixCase.payload?.(fixtures),
        goodHeaders: matrixCase.headers?.(fixtures),
      };
      const token = tokens.get(callerFor(matrixCase));
      const problems: string[] = [];
      for (const request of badRequestsFor(document, target, CASES_PER_OPERATION, SEED + index)) {
        if (request.payload !== undefined && ['GET', 'HEAD'].includes(request.method)) delete request.payload;
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        const where = `${request.method} ${request.url.slice(0, 120)} (${request.mutation})`;
        if (response.statusCode >= 500)
          problems.push(`${response.statusCode} for ${where}: ${response.body.slice(0, 200)}`);
        const after = await databaseDigest(t.database.db);
        if (response.statusCode >= 400) {
          let body: unknown;
          try {
            body = response.json();
          } catch {
            body = undefined;
          }
          if (!isErrorResponse(body))
            problems.push(`not an ErrorResponse for ${where}: ${response.body.slice(0, 200)}`);
          if (after !== digest) {
            const [was, now] = [JSON.parse(digest), JSON.parse(after)] as Record<string, string>[];
            const tables = Object.keys(now ?? {}).filter((table) => was?.[table] !== now?.[table]);
            problems.push(`refused (${response.statusCode}) but changed ${tables.join(', ')}: ${where}`);
          }
        }
        digest = after;
      }
      expect(problems).toEqual([]);
    });
  }
});

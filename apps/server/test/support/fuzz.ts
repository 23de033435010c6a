import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db';

/**
 * Bad input for every operation of the OpenAPI document, generated from its schemas (fast-check, fixed
 * seed): wrong types, missing and extra fields, boundary numbers, huge strings, unicode, malformed JSON,
 * wrong content types and bad path ids. Used by test/api/fuzz.test.ts (npm test: a fixed seed and six cases per operation; npm run test:fuzz --workspace apps/server: many more, any seed).
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
};

export interface OpenApiOperation {
  operationId?: string;
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was wrong with it, for the failure message. */
  mutation: string;
}

/** Values of the wrong type or at the edges, for any field. */
const oddValues: unknown[] = [
  null,
  true,
  0,
  -1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  9.999e307,
  -0.5,
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  'nul\u0000in the middle',
  '😀'.repeat(300),
  '\u202eright-to-left',
  '١٢٣',
  'Ω≈ç√∫',
  '<script>alert(1)</script>',
  "'; drop table app_user; --",
  '../../etc/passwd',
  '2024-13-45',
  '00000000-0000-0000-0000-000000000000',
  [],
  [null, 1, 'a'],
  {},
  { nested: { deeper: [1, 2, 3] } },
];

/** Path id values that are not what the route expects. */
const badIds = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999999',
  '9223372036854775808',
  '1e3',
  '%00',
  '%F0%9F%98%80',
  'x'.repeat(3000),
  '00000000-0000-0000-0000-000000000000',
  'null',
  '%20',
];

const malformedBodies = [
  '{"a":',
  '{',
  '[1,2',
  'nul',
  '"unterminated',
  '{"a":1}}',
  '\u0000',
  '{"a":"\\ud800"}',
];

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let depth = 0; current.$ref && depth < 10; depth += 1) {
    const name = current.$ref.split('/').pop() ?? '';
    current = document.components?.schemas?.[name] ?? {};
  }
  return current;
}

/** A plausible value for a schema: required fields only, the first enum value, the minimum number. */
export function sampleOf(document: OpenApiDocument, raw: JsonSchema | undefined, depth = 0): unknown {
  const schema = resolve(document, raw);
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return sampleOf(document, choice[0], depth + 1);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(document, part, depth + 1) as object));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  switch (type) {
    case 'object':
    case undefined:
      if (!schema.properties) return type === 'object' ? {} : 'x';
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sampleOf(document, schema.properties?.[key], depth + 1)]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return '11111111-1111-4111-8111-111111111111';
      if (schema.format === 'date') return '2024-01-01';
      if (schema.format === 'date-time') return '2024-01-01T00:00:00Z';
      return 'x';
  }
}

/** Every place in a JSON value where a field or item can be changed: a list of key paths. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  if (prefix.length > 4) return out;
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push([...prefix, key]);
      pathsOf(item, [...prefix, key], out);
    }
  }
  return out;
}

function withChange(
  value: unknown,
  path: (string | number)[],
  change: (parent: Record<string, unknown>, key: string | number) => void,
) {
  const copy = structuredClone(value) as Record<string, unknown>;
  let parent: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key as string] as Record<string, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) change(parent, last);
  return copy;
}

type BodyMutation = { body: unknown; what: string };

/** Bad bodies made from a good one: each field dropped, retyped or stretched, extra fields, other shapes. */
function bodyMutations(good: unknown): fc.Arbitrary<BodyMutation> {
  const paths = pathsOf(good);
  const options: fc.Arbitrary<BodyMutation>[] = [
    fc.constantFrom(...oddValues).map((body) => ({ body, what: 'whole body replaced' })),
    fc.jsonValue({ maxDepth: 3 }).map((body) => ({ body, what: 'random JSON' })),
    fc
      .tuple(fc.string({ unit: 'binary', maxLength: 20 }), fc.constantFrom(...oddValues))
      .map(([key, extra]) => ({
        body:
          good && typeof good === 'object' && !Array.isArray(good)
            ? { ...(good as object), [key || 'unexpectedField']: extra }
            : { unexpectedField: extra },
        what: `extra field ${JSON.stringify(key)}`,
      })),
  ];
  if (paths.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...paths), fc.constantFrom(...oddValues)).map(([path, odd]) => ({
        body: withChange(good, path, (parent, key) => {
          parent[key as string] = odd;
        }),
        what: `${path.join('.')} = ${JSON.stringify(odd)?.slice(0, 40)}`,
      })),
      fc.constantFrom(...paths).map((path) => ({
        body: withChange(good, path, (parent, key) => {
          if (Array.isArray(parent)) parent.splice(Number(key), 1);
          else delete parent[key as string];
        }),
        what: `${path.join('.')} missing`,
      })),
      fc
        .tuple(fc.constantFrom(...paths), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 400 }))
        .map(([path, text]) => ({
          body: withChange(good, path, (parent, key) => {
            parent[key as string] = text;
          }),
          what: `${path.join('.')} = unicode text`,
        })),
      fc
        .tuple(
          fc.constantFrom(...paths),
          fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.bigInt().map(String)),
        )
        .map(([path, number]) => ({
          body: withChange(good, path, (parent, key) => {
            parent[key as string] = number;
          }),
          what: `${path.join('.')} = ${String(number).slice(0, 40)}`,
        })),
    );
  }
  return fc.oneof(...options);
}

export interface OperationUnderTest {
  operationId: string;
  method: string;
  /** The OpenAPI path, e.g. /api/v1.0/requests/{id}. */
  template: string;
  operation: OpenApiOperation;
  /** A URL and body the caller may use (from the authorization matrix's cases). */
  url: string;
  goodBody?: unknown;
  goodHeaders?: Record<string, string>;
}

/** `casesPerOperation` bad requests for one operation, the same ones for the same seed. */
export function badRequestsFor(
  document: OpenApiDocument,
  target: OperationUnderTest,
  casesPerOperation: number,
  seed: number,
): FuzzRequest[] {
  const [path, query = ''] = target.url.split('?');
  const segments = (path ?? '').split('/');
  const templateSegments = target.template.split('/');
  const idPositions = templateSegments.flatMap((segment, index) => (segment.startsWith('{') ? [index] : []));
  const jsonSchema = target.operation.requestBody?.content?.['application/json']?.schema;
  const multipart = Boolean(target.operation.requestBody?.content?.['multipart/form-data']);
  const good = target.goodBody ?? (jsonSchema ? sampleOf(document, jsonSchema) : undefined);
  const queryNames = (target.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const json = (body: unknown, mutation: string, contentType = 'application/json'): FuzzRequest => ({
    method: target.method,
    url: target.url,
    headers: { 'content-type': contentType },
    payload: JSON.stringify(body) ?? 'null',
    mutation,
  });

  const kinds: fc.Arbitrary<FuzzRequest>[] = [
    bodyMutations(good).map(({ body, what }) => json(body, `body: ${what}`)),
    fc.constantFrom(...malformedBodies).map((text) => ({
      method: target.method,
      url: target.url,
      headers: { 'content-type': 'application/json' },
      payload: text,
      mutation: `malformed JSON ${JSON.stringify(text)}`,
    })),
    fc
      .constantFrom(
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
      )
      .map((contentType) => json(good ?? {}, `content type ${contentType}`, contentType)),
  ];
  if (idPositions.length > 0) {
    kinds.push(
      fc.tuple(fc.constantFrom(...idPositions), fc.constantFrom(...badIds)).map(([position, id]) => {
        const changed = [...segments];
        changed[position] = id;
        return {
          ...json(good ?? {}, `path ${templateSegments[position]} = ${id.slice(0, 30)}`),
          url: `${changed.join('/')}${query ? `?${query}` : ''}`,
          headers: target.goodHeaders ?? { 'content-type': 'application/json' },
          payload: target.goodHeaders ? undefined : JSON.stringify(good ?? {}),
        };
      }),
    );
  }
  if (queryNames.length > 0) {
    kinds.push(
      fc
        .tuple(fc.constantFrom(...queryNames), fc.constantFrom(...badIds, '', '-5', '1000000', 'a&b=c', '[]'))
        .map(([name, value]) => {
          const params = new URLSearchParams(query);
          params.set(name, value);
          if (value === '[]') params.append(name, 'second');
          return {
            ...json(good ?? {}, `query ${name} = ${value.slice(0, 30)}`),
            url: `${path}?${params.toString()}`,
          };
        }),
      fc.constantFrom(...queryNames).map((name) => {
        const params = new URLSearchParams(query);
        params.delete(name);
        return { ...json(good ?? {}, `query ${name} missing`), url: `${path}?${params.toString()}` };
      }),
    );
  }
  if (multipart) {
    kinds.push(
      fc
        .constantFrom(
          '',
          '--x\r\n',
          '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
        )
        .map((text) => ({
          method: target.method,
          url: target.url,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          payload: text,
          mutation: `broken multipart ${JSON.stringify(text.slice(0, 20))}`,
        })),
    );
  }
  return fc.sample(fc.oneof(...kinds), { seed, numRuns: casesPerOperation });
}

/** What an error answer must look like: the reference's ErrorResponse. */
export function isErrorResponse(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { code, message, security, data } = body as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    typeof security === 'boolean' &&
    Array.isArray(data)
  );
}

/**
 * A digest of every table a call could change (not the rate-limit counters, which count refused calls
 * by design), to prove a refused call changed nothing.
 */
export async function databaseDigest(db: Database): Promise<string> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit_bucket'
        order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  // A wrong authenticator code counts toward the lockout by design: the credential is compared
  // without its failure count.
  const rowOf: Record<string, string> = {
    user_credential: 'row(t.user_id, t.password_hash, t.totp_secret, t.totp_last_step)',
  };
  const parts = tables.rows.map(
    ({ name }) =>
      `(select md5(coalesce(string_agg((${rowOf[name] ?? 't'})::text, '|' order by (${rowOf[name] ?? 't'})::text), '')) from "${name.replaceAll('"', '""')}" t) as "${name.replaceAll('"', '""')}"`,
  );
  const result = (await db.execute(sql.raw(`select ${parts.join(', ')}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return JSON.stringify(result.rows[0]);
}

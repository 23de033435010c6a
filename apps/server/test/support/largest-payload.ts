import type { OpenApiDocument } from './fuzz';

/**
 * The largest bodies an operation's OpenAPI schema allows (ADR 40), and the places where it allows
 * any size. Used by test/api/largest-payloads.test.ts.
 */

export interface BodySchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, BodySchema>;
  items?: BodySchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  maxProperties?: number;
  propertyNames?: BodySchema;
  anyOf?: BodySchema[];
  oneOf?: BodySchema[];
  allOf?: BodySchema[];
  additionalProperties?: BodySchema | boolean;
}

/** Formats whose values have a fixed length: bounded without a maxLength. */
const fixedFormats: Record<string, string> = {
  date: '2024-01-01',
  'date-time': '2024-01-01T00:00:00.000Z',
  uuid: '11111111-1111-4111-8111-111111111111',
};

function resolve(document: OpenApiDocument, schema: BodySchema): { schema: BodySchema; name?: string } {
  if (!schema.$ref) return { schema };
  const name = schema.$ref.split('/').pop() ?? '';
  const found = (document.components?.schemas as Record<string, BodySchema> | undefined)?.[name];
  return { schema: found ?? {}, name };
}

const typesOf = (schema: BodySchema) =>
  (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter((t) => t !== 'null');

/** Every string, list or map in a body schema that has no maximum, by its path. */
export function unboundedPlaces(document: OpenApiDocument, root: BodySchema, where: string): string[] {
  const found: string[] = [];
  const walk = (raw: BodySchema, path: string, seen: ReadonlySet<string>) => {
    const { schema, name } = resolve(document, raw);
    if (name && seen.has(name)) return;
    const inside = name ? new Set([...seen, name]) : seen;
    for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      walk(option, path, inside);
    const types = typesOf(schema);
    const combined = schema.anyOf ?? schema.oneOf ?? schema.allOf;
    if (!combined && schema.type === undefined && schema.enum === undefined && schema.const === undefined)
      found.push(`${path}: any value`);
    if (
      types.includes('string') &&
      schema.maxLength === undefined &&
      schema.enum === undefined &&
      schema.const === undefined &&
      !(schema.format && (schema.format in fixedFormats || schema.format === 'binary'))
    )
      found.push(`${path}: string without maxLength`);
    if (types.includes('array')) {
      if (schema.maxItems === undefined) found.push(`${path}: array without maxItems`);
      if (schema.items) walk(schema.items, `${path}[]`, inside);
    }
    for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, `${path}.${key}`, inside);
    const extra = schema.additionalProperties;
    if (extra && typeof extra === 'object') {
      if (schema.maxProperties === undefined && !schema.propertyNames?.enum)
        found.push(`${path}: map without maxProperties`);
      walk(extra, `${path}{}`, inside);
    } else if (extra === true || (types.includes('object') && !schema.properties && extra === undefined)) {
      found.push(`${path}: object open to any field`);
    }
  };
  walk(root, where, new Set());
  return found;
}

/**
 * The largest value of a schema within `budget` characters of JSON (a budget of Infinity: the largest
 * the schema allows). Every field is present, every list and map full, every string at its maximum;
 * where `hint` (a value the operation accepts) gives an id, an enum value or a union's member, it is
 * kept, so the body reaches the same task, action or account as the hint does.
 */
export function largestOf(
  document: OpenApiDocument,
  raw: BodySchema,
  budget: number,
  hint?: unknown,
): unknown {
  const state = { left: budget };
  const size = (value: unknown) => JSON.stringify(value)?.length ?? 0;
  const build = (node: BodySchema, given: unknown, depth: number): unknown => {
    const { schema } = resolve(document, node);
    if (depth > 20) return null;
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) {
      if (schema.enum.includes(given)) return given;
      return [...schema.enum].sort((a, b) => size(b) - size(a))[0];
    }
    const options = (schema.anyOf ?? schema.oneOf)?.filter(
      (option) => resolve(document, option).schema.type !== 'null',
    );
    if (options?.length) return build(pick(options, given), given, depth + 1);
    if (schema.allOf?.length) return build(schema.allOf[0] ?? {}, given, depth + 1);
    const type = typesOf(schema)[0] ?? (schema.properties ? 'object' : undefined);
    switch (type) {
      case 'boolean':
        return typeof given === 'boolean' ? given : true;
      case 'integer':
      case 'number':
        return typeof given === 'number' ? given : (schema.maximum ?? 2_147_483_647);
      case 'string': {
        if (typeof given === 'string' && (schema.format || !schema.maxLength)) return given;
        if (schema.format && schema.format in fixedFormats) return fixedFormats[schema.format];
        const length = Math.max(0, Math.min(schema.maxLength ?? 0, state.left));
        state.left -= length + 3;
        if (schema.format === 'email' && length > 12) return `${'x'.repeat(length - 12)}@example.com`;
        return 'x'.repeat(length);
      }
      case 'array': {
        const items: unknown[] = [];
        const givenItems = Array.isArray(given) ? given : [];
        const max = schema.maxItems ?? 1;
        // One item is built and repeated: the same size each time, and cheap to make.
        const item = build(schema.items ?? {}, givenItems[0], depth + 1);
        const each = size(item) + 1;
        while (items.length < max && state.left > 0) {
          items.push(item);
          state.left -= each;
        }
        return items;
      }
      case 'object': {
        const value: Record<string, unknown> = {};
        const givenObject = (given && typeof given === 'object' ? given : {}) as Record<string, unknown>;
        for (const [key, child] of Object.entries(schema.properties ?? {})) {
          state.left -= key.length + 4;
          value[key] = build(child, givenObject[key], depth + 1);
        }
        const extra = schema.additionalProperties;
        if (extra && typeof extra === 'object') {
          const names = (schema.propertyNames?.enum ?? []).map(String);
          const count = names.length || (schema.maxProperties ?? 1);
          for (let index = 0; index < count && state.left > 0; index += 1) {
            const key = names[index] ?? `k${index}`;
            state.left -= key.length + 4;
            value[key] = build(extra, givenObject[key], depth + 1);
          }
        }
        return value;
      }
      default:
        return given ?? null;
    }
  };
  /** The union member the hint names by its constant fields; otherwise the one with the most fields. */
  const pick = (options: BodySchema[], given: unknown): BodySchema => {
    const fields = (option: BodySchema) => resolve(document, option).schema.properties ?? {};
    if (given && typeof given === 'object') {
      const named = options.find((option) => {
        const constants = Object.entries(fields(option)).filter(([, child]) => child.const !== undefined);
        return (
          constants.length > 0 &&
          constants.every(([key, child]) => (given as Record<string, unknown>)[key] === child.const)
        );
      });
      if (named) return named;
    }
    return (
      [...options].sort((a, b) => Object.keys(fields(b)).length - Object.keys(fields(a)).length)[0] ?? {}
    );
  };
  return build(raw, hint, 0);
}

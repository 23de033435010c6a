import fc from 'fast-check';
import { z } from 'zod';

/**
 * A fast-check arbitrary of the values a zod schema accepts, derived from its JSON Schema (the subset the
 * draft notification uses: objects, arrays, anyOf, enums, integers and strings with their bounds,
 * formats and patterns). Optional fields are left out at random; long texts are kept short except for
 * one value at the size limit, so the bounds are exercised without slowing the runs.
 */
export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const document = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  const definitions = document.$defs ?? {};
  const cache = new Map<string, fc.Arbitrary<unknown>>();
  const build = (node: JsonSchema): fc.Arbitrary<unknown> => {
    if (node.$ref) {
      const id = node.$ref.replace('#/$defs/', '');
      if (!cache.has(id)) cache.set(id, build(definitions[id] as JsonSchema));
      return cache.get(id) as fc.Arbitrary<unknown>;
    }
    if (node.anyOf) return fc.oneof(...node.anyOf.map(build));
    if (Array.isArray(node.type)) return fc.oneof(...node.type.map((type) => build({ ...node, type })));
    if (node.enum) return fc.constantFrom(...node.enum);
    if (node.const !== undefined) return fc.constant(node.const);
    switch (node.type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc
          .bigInt({
            min: BigInt(node.minimum ?? Number.MIN_SAFE_INTEGER),
            max: BigInt(node.maximum ?? Number.MAX_SAFE_INTEGER),
          })
          .map(Number);
      case 'number':
        return fc.integer({ min: 0, max: 1_000_000_000 }).map((pence) => pence / 100);
      case 'string':
        return stringOf(node);
      case 'array':
        return fc.array(build(node.items as JsonSchema), { maxLength: Math.min(node.maxItems ?? 4, 4) });
      case 'object': {
        if (!node.properties)
          return fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 });
        const model = Object.fromEntries(
          Object.entries(node.properties).map(([key, child]) => [key, build(child)]),
        );
        return fc.record(model, { requiredKeys: node.required ?? [] });
      }
      default:
        return fc.anything();
    }
  };
  return build(document);
}

function stringOf(node: JsonSchema): fc.Arbitrary<string> {
  if (node.format === 'date') {
    return fc
      .date({ min: new Date('2010-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (node.format === 'uuid' || node.format === 'guid') return fc.uuid();
  if (node.pattern) return fc.stringMatching(new RegExp(node.pattern));
  const max = node.maxLength ?? 40;
  return fc.oneof(
    { arbitrary: fc.string({ maxLength: Math.min(max, 12) }), weight: 9 },
    { arbitrary: fc.constant('x'.repeat(max)), weight: 1 },
  );
}

interface JsonSchema {
  $ref?: string;
  anyOf?: JsonSchema[];
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries derived from the contract's zod schemas through their JSON Schema (z.toJSONSchema, the
 * request side). Written here because no library on npm derives arbitraries from zod 4 (zod-fast-check takes zod 3
 * and fast-check 3 only). It covers what z.toJSONSchema writes for our requests: objects, strings with lengths,
 * patterns and formats, enums and constants, integers, booleans, null and unions. What JSON Schema cannot say (a
 * refine, a known time zone) is not generated on purpose: every value is judged by the zod schema itself.
 */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Realistic values for a property name (ids the actors may see, known time zones), mixed in with the derived ones. */
export type Hints = (property: string) => fc.Arbitrary<unknown> | undefined;

export const requestJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Values of a zod schema's input: mostly ones it accepts, with lengths and numbers at and just past its limits. */
export function arbitraryOfZod(schema: z.ZodType, hints: Hints): fc.Arbitrary<unknown> {
  return arbitraryOf(requestJsonSchema(schema), hints);
}

export function arbitraryOf(schema: JsonSchema, hints: Hints, property?: string): fc.Arbitrary<unknown> {
  const derived = derive(schema, hints);
  const hint = property === undefined ? undefined : hints(property);
  return hint ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: derived, weight: 1 }) : derived;
}

function derive(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => arbitraryOf(option, hints)));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'object':
      return objectOf(schema, hints);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'string':
      return stringOf(schema);
    case 'integer':
    case 'number':
      return integerOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, hints: Hints) {
  const model = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      name,
      arbitraryOf(property, hints, name),
    ]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

const word = fc.stringMatching(/^[a-z]{1,10}$/);

export const emailAddress = fc.oneof(
  fc.tuple(word, fc.nat(1_000_000)).map(([name, n]) => `fuzz.${name}.${n}@example.test`),
  fc.emailAddress(),
);

export const timestamp = fc
  .tuple(
    fc.date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2090-01-01T00:00:00Z'),
      noInvalidDate: true,
    }),
    fc.constantFrom('Z', '+01:00', '-05:30'),
  )
  .map(([date, zone]) => date.toISOString().replace('Z', zone));

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return emailAddress;
  if (schema.format === 'date-time') return timestamp;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? min + 40;
  // Exact lengths need one code unit per character: zod counts UTF-16 code units.
  const atEdge = fc
    .constantFrom(Math.max(min - 1, 0), min, max, max + 1)
    .chain((length) => fc.string({ unit: 'grapheme-ascii', minLength: length, maxLength: length }));
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, min + 30) }),
    },
    { weight: 1, arbitrary: atEdge },
  );
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min, max: Math.min(max, min + 1_000) }) },
    { weight: 1, arbitrary: fc.constantFrom(min - 1, min, max, max + 1, 1.5) },
  );
}

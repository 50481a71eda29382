import type { ApiCall } from '@storefront/contract';
import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Generated requests for any call of the contract, read from its zod schemas: which fields a body
 * and a query have, how they nest (`SignupForm[email]`, `cart_ids[]`), and which of the test's
 * sample values each field takes. A request mixes well-formed fields with missing ones, wrong
 * types, lists and nested objects where a scalar goes (and the reverse), empty, NUL, unpaired
 * surrogates, 70 000 characters, numbers out of range and unknown extra fields.
 */

/** A value the test makes when the request is sent: a fresh session key, a solved human check. */
export interface Placeholder {
  placeholder: string;
}
export type WireValue = string | Placeholder;
export type WireField = [name: string, value: WireValue];

/** How a field of a schema sits on the wire. */
export type FieldShape =
  | { kind: 'leaf'; schema: z.ZodType }
  | { kind: 'object'; fields: Record<string, FieldShape> }
  | { kind: 'list'; item: FieldShape };

/**
 * The wire shape of a schema. Wrappers (optional, default, refinements) and preprocessing are
 * looked through; a leaf keeps its whole schema, so a sample value is tried against all its rules.
 */
export function fieldShape(schema: z.ZodType, whole: z.ZodType = schema): FieldShape {
  const def = (schema as unknown as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object':
      return {
        kind: 'object',
        fields: Object.fromEntries(
          Object.entries(def.shape).map(([name, field]) => [name, fieldShape(field as z.ZodType)]),
        ),
      };
    case 'array':
      return { kind: 'list', item: fieldShape(def.element as z.ZodType) };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return fieldShape(def.innerType as z.ZodType, whole);
    case 'pipe': {
      // A preprocess is a transform piped into the real schema; a plain pipe starts with its input.
      const from = (def.in as unknown as z.core.$ZodTypes)._zod.def.type === 'transform' ? def.out : def.in;
      return fieldShape(from as z.ZodType, whole);
    }
    default:
      return { kind: 'leaf', schema: whole };
  }
}

/** The values that look right, offered to every field whose schema takes them. */
export interface FuzzSamples {
  /** Plain texts, each tried against every leaf's schema. */
  texts: readonly string[];
  /** Values for a body field by its wire name, instead of the texts (keys, tokens). */
  bodyFields: Readonly<Record<string, readonly WireValue[]>>;
  /** The same for query parameters. */
  queryFields: Readonly<Record<string, readonly WireValue[]>>;
}

export const LONG_TEXT_LENGTH = 70_000;

/** Texts no field should take, or that sit on a boundary. */
export const hostileTexts: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDBFF',
  'a'.repeat(LONG_TEXT_LENGTH),
  '7'.repeat(LONG_TEXT_LENGTH),
  '1e309',
  '-1e309',
  '-1',
  '0',
  '-0',
  '1.5',
  '0x10',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  '%',
  '%00',
  "' OR '1'='1",
  '"; drop table app_user; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'Ω≈ç√ юникод',
  '👍🏽',
  '\r\n',
  '\t',
];

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileTexts), weight: 6 },
  { arbitrary: fc.string({ maxLength: 8, unit: 'binary' }), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.double().map(String), weight: 1 },
);

/** Keys a nested field may get where it should be a scalar, or inside a list. */
const subKey = fc.constantFrom('a', '0', '1', '__proto__', 'constructor', 'length', '');

/** A scalar field sent as something else: a list, an indexed list, a nested object, a repeated name. */
function reshaped(name: string, value: fc.Arbitrary<WireValue>): fc.Arbitrary<WireField[]> {
  return fc.oneof(
    fc
      .array(value, { minLength: 1, maxLength: 3 })
      .map((items) => items.map((v): WireField => [`${name}[]`, v])),
    fc.tuple(subKey, value).map(([key, v]): WireField[] => [[`${name}[${key}]`, v]]),
    fc.tuple(subKey, subKey, value).map(([a, b, v]): WireField[] => [[`${name}[${a}][${b}]`, v]]),
    fc.tuple(value, value).map(([a, b]): WireField[] => [
      [name, a],
      [name, b],
    ]),
  );
}

/** How wild a request is: calm ones are mostly well formed, so they reach the handlers. */
type Temper = 'calm' | 'wild';

function leafFields(
  name: string,
  leaf: { schema: z.ZodType },
  given: readonly WireValue[] | undefined,
  samples: FuzzSamples,
  temper: Temper,
): fc.Arbitrary<WireField[]> {
  const fitting = given ?? samples.texts.filter((text) => leaf.schema.safeParse(text).success);
  const anyValue = fc.oneof(hostileText, fc.constantFrom<WireValue>(...samples.texts));
  const options: fc.WeightedArbitrary<WireField[]>[] = [
    { arbitrary: fc.constant<WireField[]>([]), weight: temper === 'calm' ? 1 : 3 },
    { arbitrary: hostileText.map((v): WireField[] => [[name, v]]), weight: temper === 'calm' ? 1 : 4 },
    { arbitrary: reshaped(name, anyValue), weight: temper === 'calm' ? 1 : 2 },
  ];
  if (fitting.length > 0)
    options.push({
      arbitrary: fc.constantFrom(...fitting).map((v): WireField[] => [[name, v]]),
      weight: temper === 'calm' ? 30 : 4,
    });
  return fc.oneof(...options);
}

function shapeFields(
  name: string,
  shape: FieldShape,
  byName: Readonly<Record<string, readonly WireValue[]>>,
  samples: FuzzSamples,
  temper: Temper,
): fc.Arbitrary<WireField[]> {
  const scalar = hostileText.map((v): WireField[] => [[name, v]]);
  switch (shape.kind) {
    case 'leaf':
      return leafFields(name, shape, byName[name], samples, temper);
    case 'object': {
      const inner = objectFields(shape, (field) => `${name}[${field}]`, byName, samples, temper);
      return fc.oneof(
        { arbitrary: inner, weight: temper === 'calm' ? 30 : 6 },
        { arbitrary: fc.constant<WireField[]>([]), weight: 1 },
        { arbitrary: scalar, weight: 1 },
        { arbitrary: reshaped(name, hostileText), weight: 1 },
      );
    }
    case 'list': {
      const item = shapeFields(`${name}[]`, shape.item, byName, samples, 'calm');
      return fc.oneof(
        { arbitrary: fc.array(item, { maxLength: 3 }).map((items) => items.flat()), weight: 6 },
        { arbitrary: scalar, weight: 1 },
        {
          arbitrary: fc.tuple(subKey, hostileText).map(([key, v]): WireField[] => [[`${name}[${key}]`, v]]),
          weight: 1,
        },
        { arbitrary: hostileText.map((v): WireField[] => [[`${name}[0][a]`, v]]), weight: 1 },
      );
    }
  }
}

function objectFields(
  shape: Extract<FieldShape, { kind: 'object' }>,
  wireName: (field: string) => string,
  byName: Readonly<Record<string, readonly WireValue[]>>,
  samples: FuzzSamples,
  temper: Temper,
): fc.Arbitrary<WireField[]> {
  const fields = Object.entries(shape.fields).map(([field, inner]) =>
    shapeFields(wireName(field), inner, byName, samples, temper),
  );
  return fc.tuple(...fields).map((parts) => parts.flat());
}

/** Names no call reads: unknown fields, prototype keys, nesting past the parser's depth. */
const extraField: fc.Arbitrary<WireField> = fc
  .tuple(
    fc.constantFrom('extra', '__proto__', 'constructor', 'hasOwnProperty', 'toString', '', 'a]', '[a', 'x['),
    fc.constantFrom('', '[]', '[a]', '[__proto__]', '[constructor][prototype]', '[0][1][2][3][4][5]'),
    hostileText,
  )
  .map(([name, suffix, value]): WireField => [name + suffix, value]);

/** A generated request: body and query fields in wire order. */
export class FuzzRequest {
  constructor(
    readonly body: readonly WireField[],
    readonly query: readonly WireField[],
  ) {}

  /** Short enough to read in a failure report: long values are cut, placeholders named. */
  [fc.toStringMethod](): string {
    const show = ([name, value]: WireField) =>
      `${JSON.stringify(name)}: ${
        typeof value === 'string'
          ? JSON.stringify(value.length > 40 ? `${value.slice(0, 20)}…(${value.length} chars)` : value)
          : `<${value.placeholder}>`
      }`;
    return `body {${this.body.map(show).join(', ')}} query {${this.query.map(show).join(', ')}}`;
  }
}

/** Requests for one call, from its body and query schemas. */
export function fuzzRequests(call: ApiCall, samples: FuzzSamples): fc.Arbitrary<FuzzRequest> {
  const body = fieldShape(call.body);
  const query = fieldShape(call.query);
  const top = (shape: FieldShape, byName: FuzzSamples['bodyFields'], temper: Temper) =>
    shape.kind === 'object'
      ? objectFields(shape, (field) => field, byName, samples, temper)
      : fc.constant([]);
  const request = (temper: Temper) =>
    fc
      .tuple(
        top(body, samples.bodyFields, temper),
        fc.array(extraField, { maxLength: temper === 'calm' ? 1 : 3 }),
        top(query, samples.queryFields, temper),
      )
      .map(([fields, extra, queryFields]) => new FuzzRequest([...fields, ...extra], queryFields));
  return fc.oneof({ arbitrary: request('calm'), weight: 1 }, { arbitrary: request('wild'), weight: 1 });
}

/**
 * Text as bytes the way a sloppy client sends it: UTF-8, but an unpaired surrogate is written as
 * its own three bytes (WTF-8) instead of being replaced, so the server meets invalid UTF-8.
 */
export function wireBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      bytes.push(...Buffer.from(text.slice(index, index + 2), 'utf8'));
      index++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      bytes.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f));
    } else {
      bytes.push(...Buffer.from(text[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function percentEncoded(text: string): string {
  let out = '';
  for (const byte of wireBytes(text)) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `application/x-www-form-urlencoded` (also the query string). */
export function urlEncoded(fields: readonly (readonly [string, string])[]): string {
  return fields.map(([name, value]) => `${percentEncoded(name)}=${percentEncoded(value)}`).join('&');
}

/** `multipart/form-data`, with names escaped as browsers do (`"`, CR and LF as %22, %0D, %0A). */
export function multipartEncoded(fields: readonly (readonly [string, string])[]): {
  payload: Buffer;
  contentType: string;
} {
  const boundary = `----fuzz${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    const escaped = name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`),
      wireBytes(escaped),
      Buffer.from('"\r\n\r\n'),
      wireBytes(value),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

import type { IncomingMessage } from 'node:http';
import Busboy, { type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import qs from 'qs';
import { invalid, payloadTooLarge } from '../lib/errors.js';

/**
 * Caps on form bodies. A field may be long (a comment) but never a megabyte; a list may hold
 * many values but the contract caps each list far lower. Bodies past a cap answer 413.
 */
export const FORM_LIMITS = {
  bodyBytes: 256 * 1024,
  fieldBytes: 64 * 1024,
  fields: 1_000,
  depth: 4,
  /** A multipart body is bigger than the same fields urlencoded (boundaries, part headers). */
  multipartBytes: 512 * 1024,
} as const;

const qsOptions = {
  depth: FORM_LIMITS.depth,
  strictDepth: true,
  arrayLimit: FORM_LIMITS.fields,
  parameterLimit: FORM_LIMITS.fields,
  throwOnLimitExceeded: true,
  allowPrototypes: false,
  plainObjects: true,
} as const;

function decodeFormComponent(text: string): string {
  if (!text.includes('%') && !text.includes('+')) return text;
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw invalid('InvalidRequest');
  }
}

/** Flat names and values (no brackets); repeated names collect into a list. */
function parseFlatUrlEncoded(text: string): Record<string, string | string[]> {
  const fields = new Map<string, string | string[]>();
  let count = 0;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    if (++count > FORM_LIMITS.fields) throw payloadTooLarge();
    const separator = pair.indexOf('=');
    const name = decodeFormComponent(separator === -1 ? pair : pair.slice(0, separator));
    const value = separator === -1 ? '' : decodeFormComponent(pair.slice(separator + 1));
    const existing = fields.get(name);
    fields.set(
      name,
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value],
    );
  }
  // fromEntries defines own properties, so a field named __proto__ stays a plain field.
  return Object.fromEntries(fields);
}

/** PHP-style names (`LoginForm[username]`, `cart_ids[]`, `company[id]`) into nested objects and arrays. */
export function parseBracketNames(
  fields: string | Record<string, string | string[]>,
): Record<string, unknown> {
  // Most bodies have no bracket names at all; a plain split reads those many times faster than qs.
  if (typeof fields === 'string' && !/\[|%5b/i.test(fields))
    return refuseNulCharacters(parseFlatUrlEncoded(fields));
  let body: Record<string, unknown>;
  try {
    // qs reads repeated names given as arrays too; its types only admit single values.
    body = qs.parse(fields as string | Record<string, string>, qsOptions) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof RangeError) throw payloadTooLarge();
    throw invalid('InvalidRequest');
  }
  return refuseNulCharacters(body);
}

/**
 * No text a form sends has a NUL character in it, and PostgreSQL cannot store one (it would fail
 * as a 500): such a value is refused as wrong, naming its field.
 */
function refuseNulCharacters(body: Record<string, unknown>): Record<string, unknown> {
  const visit = (value: unknown, path: string[]): void => {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw invalid('FieldHasWrongValue', wireName(path));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit(body, []);
  return body;
}

const wireName = ([head = '', ...rest]: string[]) => head + rest.map((segment) => `[${segment}]`).join('');

/**
 * A multipart body read by busboy into flat `name -> value(s)`, then nested like a urlencoded one.
 * Files are refused (no call takes one), and so are values the size limit truncated: cutting them
 * silently would store wrong data. Past any cap the answer is 413.
 */
function parseMultipart(
  request: FastifyRequest,
  payload: IncomingMessage,
  done: (error: Error | null, body?: unknown) => void,
) {
  let busboy: BusboyInstance;
  try {
    busboy = new Busboy({
      headers: request.headers as BusboyHeaders,
      limits: {
        fieldNameSize: 200,
        fieldSize: FORM_LIMITS.fieldBytes,
        fields: FORM_LIMITS.fields,
        files: 0,
        parts: FORM_LIMITS.fields,
        headerPairs: 100,
      },
    });
  } catch {
    done(invalid('InvalidRequest'));
    return;
  }
  const fields: Record<string, string | string[]> = Object.create(null);
  let settled = false;
  let received = 0;
  const fail = (error: Error) => {
    if (settled) return;
    settled = true;
    payload.unpipe(busboy);
    payload.resume();
    done(error);
  };
  payload.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > FORM_LIMITS.multipartBytes) fail(payloadTooLarge());
  });
  busboy.on('field', (name, value, nameTruncated, valueTruncated) => {
    if (nameTruncated || valueTruncated) return fail(payloadTooLarge(name));
    const existing = fields[name];
    fields[name] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  });
  busboy.on('file', (name, stream) => {
    stream.resume();
    fail(payloadTooLarge(name));
  });
  for (const limit of ['fieldsLimit', 'partsLimit', 'filesLimit'] as const)
    busboy.on(limit, () => fail(payloadTooLarge()));
  busboy.on('error', () => fail(invalid('InvalidRequest')));
  busboy.on('finish', () => {
    if (settled) return;
    settled = true;
    try {
      done(null, parseBracketNames(fields));
    } catch (error) {
      done(error as Error);
    }
  });
  payload.pipe(busboy);
}

/**
 * Both form encodings, parsed into the same nested body before validation, and nothing else: the
 * web app sends forms only, so Fastify's JSON and plain-text parsers are removed and such a body
 * answers 415. A JSON body skipped the NUL check and the depth cap the form parsers keep.
 */
async function formBodyPlugin(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMITS.bodyBytes },
    (_request, payload, done) => {
      try {
        done(null, parseBracketNames(payload as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  app.addContentTypeParser('multipart/form-data', (request, payload, done) =>
    parseMultipart(request, payload, done),
  );
}

export default fp(formBodyPlugin, { name: 'form-body' });

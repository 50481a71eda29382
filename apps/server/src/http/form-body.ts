import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import qs from 'qs';
import { ApiError, payloadTooLarge } from './api-error.js';

/**
 * Caps on form bodies. A field may be long (a comment) but never a megabyte; a list may hold
 * many values but the contract caps each list far lower. Bodies past a cap answer 413.
 */
export const FORM_LIMITS = {
  bodyBytes: 256 * 1024,
  fieldBytes: 64 * 1024,
  fields: 1_000,
  depth: 4,
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

/** Flat names and values; repeated names collect into a list. */
function parseFlatUrlEncoded(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null);
  let count = 0;
  for (const [name, value] of new URLSearchParams(text)) {
    if (++count > FORM_LIMITS.fields) throw payloadTooLarge();
    const existing = fields[name];
    fields[name] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return fields;
}

/** PHP-style names (`LoginForm[username]`, `cart_ids[]`, `company[id]`) into nested objects and arrays. */
export function parseBracketNames(
  fields: string | Record<string, string | string[]>,
): Record<string, unknown> {
  // Most bodies have no bracket names at all; URLSearchParams reads those several times faster than qs.
  if (typeof fields === 'string' && !/\[|%5b/i.test(fields)) return parseFlatUrlEncoded(fields);
  try {
    // qs reads repeated names given as arrays too; its types only admit single values.
    return qs.parse(fields as string | Record<string, string>, qsOptions) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof RangeError) throw payloadTooLarge();
    throw new ApiError(400, 'InvalidRequest');
  }
}

/**
 * A multipart body's fields as flat `name -> value(s)`. Files are refused (no call takes one)
 * and so are values the size limit truncated: cutting them silently would store wrong data.
 */
async function readMultipartFields(request: FastifyRequest): Promise<Record<string, string | string[]>> {
  const flat: Record<string, string | string[]> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') throw payloadTooLarge(part.fieldname);
    if (part.valueTruncated || part.fieldnameTruncated) throw payloadTooLarge(part.fieldname);
    const value = String(part.value ?? '');
    const existing = flat[part.fieldname];
    flat[part.fieldname] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return flat;
}

/** The request body as the contract reads it: nested, with bracket names resolved. */
export async function readFormBody(request: FastifyRequest): Promise<unknown> {
  if (request.isMultipart()) return parseBracketNames(await readMultipartFields(request));
  const body = request.body;
  return body === undefined || body === null || body === '' ? {} : body;
}

async function formBodyPlugin(app: FastifyInstance): Promise<void> {
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
  await app.register(multipart, {
    limits: {
      fieldNameSize: 200,
      fieldSize: FORM_LIMITS.fieldBytes,
      fields: FORM_LIMITS.fields,
      files: 0,
      parts: FORM_LIMITS.fields,
      headerPairs: 100,
    },
  });
}

export default fp(formBodyPlugin, { name: 'form-body' });

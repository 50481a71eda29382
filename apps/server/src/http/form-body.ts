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

/** PHP-style names (`LoginForm[username]`, `cart_ids[]`, `company[id]`) into nested objects and arrays. */
export function parseBracketNames(fields: string | Record<string, string | string[]>): Record<string, unknown> {
  try {
    // qs reads repeated names given as arrays too; its types only admit single values.
    return qs.parse(fields as string | Record<string, string>, qsOptions) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof RangeError) throw payloadTooLarge();
    throw new ApiError(400, 'InvalidRequest');
  }
}

interface MultipartField {
  type?: string;
  fieldname: string;
  value?: unknown;
  valueTruncated?: boolean;
  fieldnameTruncated?: boolean;
}

function fieldValue(field: MultipartField): string {
  if (field.type !== 'field') throw new ApiError(400, 'InvalidRequest', field.fieldname);
  if (field.valueTruncated || field.fieldnameTruncated) throw payloadTooLarge(field.fieldname);
  return String(field.value ?? '');
}

/** The multipart plugin's field records as flat `name -> value(s)`, refusing truncated values. */
function flattenMultipart(body: Record<string, MultipartField | MultipartField[]>): Record<string, string | string[]> {
  const flat: Record<string, string | string[]> = {};
  for (const [name, entry] of Object.entries(body)) {
    flat[name] = Array.isArray(entry) ? entry.map(fieldValue) : fieldValue(entry);
  }
  return flat;
}

/** The request body as the contract reads it: nested, with bracket names resolved. */
export function readFormBody(request: FastifyRequest): unknown {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  if (request.isMultipart()) {
    return parseBracketNames(flattenMultipart(body as Record<string, MultipartField | MultipartField[]>));
  }
  return body;
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
    attachFieldsToBody: true,
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

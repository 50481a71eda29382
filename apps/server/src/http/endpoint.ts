import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { type ApiCall, fieldErrors } from '@storefront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from './api-error.js';
import { inCallScope } from './call-scope.js';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [first] = fieldErrors(result.error, input);
  throw new ApiError(400, first?.key ?? 'InvalidRequest', first?.field, first?.args);
}

export interface CallContext<C extends ApiCall> {
  body: z.output<C['body']>;
  query: z.output<C['query']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An answer the handler has already serialised (a cached JSON string) or streamed itself
 * (a file); anything else is the call's JSON answer object.
 */
export class RawAnswer {
  constructor(
    readonly payload: Buffer,
    /** The same payload already compressed, for answers cached long enough to compress once. */
    readonly encoded: PrecompressedPayload = {},
    readonly contentType = 'application/json; charset=utf-8',
  ) {}
}

export interface PrecompressedPayload {
  br?: Buffer;
  gzip?: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipCompress = promisify(gzip);

/** Serialises and compresses once: for answers that are cached and sent many times. */
export async function precompress(payload: Buffer): Promise<PrecompressedPayload> {
  const [br, gz] = await Promise.all([brotli(payload), gzipCompress(payload)]);
  return { br, gzip: gz };
}

export async function precompressedJson(value: unknown): Promise<RawAnswer> {
  const payload = Buffer.from(JSON.stringify(value));
  return new RawAnswer(payload, await precompress(payload));
}

type AcceptedEncoding = 'br' | 'gzip' | undefined;

/** Browsers send a handful of distinct Accept-Encoding values; a small memo skips re-parsing them. */
const acceptedEncodingMemo = new Map<string, AcceptedEncoding>();
const ACCEPTED_ENCODING_MEMO_SIZE = 64;

/** The best encoding the client accepts (brotli, then gzip), honouring q=0. */
export function acceptedEncoding(header: string | undefined): AcceptedEncoding {
  if (!header) return undefined;
  const known = acceptedEncodingMemo.get(header);
  if (known !== undefined || acceptedEncodingMemo.has(header)) return known;
  const parsed = parseAcceptEncoding(header);
  if (acceptedEncodingMemo.size < ACCEPTED_ENCODING_MEMO_SIZE) acceptedEncodingMemo.set(header, parsed);
  return parsed;
}

function parseAcceptEncoding(header: string): AcceptedEncoding {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

type Handler<C extends ApiCall> = (context: CallContext<C>) => Promise<z.output<C['answer']> | RawAnswer>;

const COMPRESS_FROM_BYTES = 1024;
const brotliOnTheFly = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/** The answer in the best encoding the client takes: precompressed when cached, else compressed now. */
async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: RawAnswer,
): Promise<FastifyReply> {
  reply.type(answer.contentType).header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding || answer.payload.length < COMPRESS_FROM_BYTES) return reply.send(answer.payload);
  const encoded =
    answer.encoded[encoding] ??
    (encoding === 'br' ? await brotli(answer.payload, brotliOnTheFly) : await gzipCompress(answer.payload));
  return reply.header('content-encoding', encoding).send(encoded);
}

/**
 * Registers one contract call: its method (POST for the spec's calls) at its path, body and query
 * checked against its schemas. API answers negotiate their own encoding (see sendAnswer), so the
 * compress plugin's per-response hook stays off these routes. A call made with a manager's token
 * is handed to that impersonation after it succeeds, so writes are audited for every call.
 */
export function serveCall<C extends ApiCall>(app: FastifyInstance, call: C, handler: Handler<C>): void {
  app.route({
    method: call.method,
    url: call.path,
    compress: false,
    decompress: false,
    handler: async (request, reply) => {
      const body = parseInput(call.body, request.body ?? {}) as z.output<C['body']>;
      const query = parseInput(call.query, request.query ?? {}) as z.output<C['query']>;
      const { answer, impersonation } = await inCallScope(() => handler({ body, query, request, reply }));
      await impersonation?.afterSuccess({ call, query, body, answer, request });
      return sendAnswer(
        request,
        reply,
        answer instanceof RawAnswer ? answer : new RawAnswer(Buffer.from(JSON.stringify(answer))),
      );
    },
  });
}

import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { type ApiCall, fieldErrors } from '@storefront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from './api-error.js';
import { readFormBody } from './form-body.js';

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
    readonly payload: string | Buffer,
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

/** The best precompressed variant the client accepts (brotli, then gzip), honouring q=0. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
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

/** Registers one contract call: POST at its path, body and query checked against its schemas. */
export function registerCall<C extends ApiCall>(app: FastifyInstance, call: C, handler: Handler<C>): void {
  app.post(call.path, async (request, reply) => {
    const body = parseInput(call.body, await readFormBody(request)) as z.output<C['body']>;
    const query = parseInput(call.query, request.query ?? {}) as z.output<C['query']>;
    const answer = await handler({ body, query, request, reply });
    if (answer instanceof RawAnswer) {
      reply.type(answer.contentType);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const encoded = encoding ? answer.encoded[encoding] : undefined;
      if (encoding && encoded) {
        reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
        return reply.send(encoded);
      }
      return reply.send(answer.payload);
    }
    return answer;
  });
}

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
    readonly contentType = 'application/json; charset=utf-8',
  ) {}
}

type Handler<C extends ApiCall> = (context: CallContext<C>) => Promise<z.output<C['answer']> | RawAnswer>;

/** Registers one contract call: POST at its path, body and query checked against its schemas. */
export function registerCall<C extends ApiCall>(app: FastifyInstance, call: C, handler: Handler<C>): void {
  app.post(call.path, async (request, reply) => {
    const body = parseInput(call.body, readFormBody(request)) as z.output<C['body']>;
    const query = parseInput(call.query, request.query ?? {}) as z.output<C['query']>;
    const answer = await handler({ body, query, request, reply });
    if (answer instanceof RawAnswer) return reply.type(answer.contentType).send(answer.payload);
    return answer;
  });
}

import type { z } from 'zod';
import type { MessageKey } from '../messages.js';

/** How a call answers on success: JSON checked by `answer`, or a file download. */
export type AnswerKind = { type: 'json' } | { type: 'file'; contentType: string; filename: string };

/**
 * One API call. The calls of spec section 7 are POST with a form body; `query` holds the
 * parameters the spec puts in the URL (`?page=`, `?id=`, `?token=`, `?order_id=`). A few calls the
 * spec does not list (the human-check challenge) are GET with an empty body.
 * `fallbackError` is the key the client shows when a failed answer carries no `error`.
 */
export interface ApiCall<
  TBody extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TAnswer extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  body: TBody;
  query: TQuery;
  answer: TAnswer;
  answerKind: AnswerKind;
  fallbackError: MessageKey;
}

export function defineCall<TBody extends z.ZodType, TQuery extends z.ZodType, TAnswer extends z.ZodType>(
  call: Omit<ApiCall<TBody, TQuery, TAnswer>, 'answerKind' | 'method'> & {
    answerKind?: AnswerKind;
    method?: ApiCall['method'];
  },
): ApiCall<TBody, TQuery, TAnswer> {
  return { ...call, method: call.method ?? 'POST', answerKind: call.answerKind ?? { type: 'json' } };
}

export type BodyOf<C extends ApiCall> = z.input<C['body']>;
export type ParsedBodyOf<C extends ApiCall> = z.output<C['body']>;
export type QueryOf<C extends ApiCall> = z.input<C['query']>;
export type ParsedQueryOf<C extends ApiCall> = z.output<C['query']>;
export type AnswerOf<C extends ApiCall> = z.output<C['answer']>;

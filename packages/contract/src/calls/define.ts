import type { z } from 'zod';
import type { MessageKey } from '../messages.js';

/** How a call answers on success: JSON checked by `answer`, or a file download. */
export type AnswerKind = { type: 'json' } | { type: 'file'; contentType: string; filename: string };

/**
 * One API call of spec section 7. All calls are POST with a form body; `query` holds the
 * parameters the spec puts in the URL (`?page=`, `?id=`, `?token=`, `?order_id=`).
 * `fallbackError` is the key the client shows when a failed answer carries no `error`.
 */
export interface ApiCall<
  TBody extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TAnswer extends z.ZodType = z.ZodType,
> {
  path: `/api/${string}`;
  body: TBody;
  query: TQuery;
  answer: TAnswer;
  answerKind: AnswerKind;
  fallbackError: MessageKey;
}

export function defineCall<TBody extends z.ZodType, TQuery extends z.ZodType, TAnswer extends z.ZodType>(
  call: Omit<ApiCall<TBody, TQuery, TAnswer>, 'answerKind'> & { answerKind?: AnswerKind },
): ApiCall<TBody, TQuery, TAnswer> {
  return { ...call, answerKind: call.answerKind ?? { type: 'json' } };
}

export type BodyOf<C extends ApiCall> = z.input<C['body']>;
export type ParsedBodyOf<C extends ApiCall> = z.output<C['body']>;
export type QueryOf<C extends ApiCall> = z.input<C['query']>;
export type ParsedQueryOf<C extends ApiCall> = z.output<C['query']>;
export type AnswerOf<C extends ApiCall> = z.output<C['answer']>;

import type { z } from 'zod';
import type { CallAccess, CallName, CallRoute, NamedRoute } from '../routes.js';

export type { AnswerKind, CallAccess, CallRoute } from '../routes.js';

/**
 * One API call: its route (its name, path, who may call it, human check, writes; see routes.ts)
 * and its schemas. The calls of spec section 7 are POST with a form body; `query` holds the
 * parameters the spec puts in the URL (`?page=`, `?id=`, `?token=`, `?order_id=`). A call whose
 * access reads a credential has `auth_key` in its body; a call with a human check has `token`
 * (checked for every call by the contract's tests).
 */
export interface ApiCall<
  TBody extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TAnswer extends z.ZodType = z.ZodType,
  TAccess extends CallAccess = CallAccess,
> extends CallRoute {
  /** Its key in the route table, the call's one identity (registry.ts, the server's wiring). */
  name: CallName;
  access: TAccess;
  body: TBody;
  query: TQuery;
  answer: TAnswer;
}

/**
 * Attaches the schemas to a route of the table (`defineCall(routes.login, {...})`); the call is
 * registered by the route's name (registry.ts).
 */
export function defineCall<
  R extends NamedRoute,
  TBody extends z.ZodType,
  TQuery extends z.ZodType,
  TAnswer extends z.ZodType,
>(
  route: R,
  schemas: { body: TBody; query: TQuery; answer: TAnswer },
): ApiCall<TBody, TQuery, TAnswer, R['access']> & R {
  return { ...route, ...schemas };
}

export type BodyOf<C extends ApiCall> = z.input<C['body']>;
export type ParsedBodyOf<C extends ApiCall> = z.output<C['body']>;
export type QueryOf<C extends ApiCall> = z.input<C['query']>;
export type ParsedQueryOf<C extends ApiCall> = z.output<C['query']>;
export type AnswerOf<C extends ApiCall> = z.output<C['answer']>;

/** Body fields the browser's API client fills in itself: the session's key. */
export type CredentialField = 'auth_key';

/** What a caller of the browser's API client gives: the body without the credential it attaches. */
export type ClientBodyOf<C extends ApiCall> = Omit<BodyOf<C>, CredentialField>;

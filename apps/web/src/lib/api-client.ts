import { type AnswerOf, type ApiCall, type BodyOf, type QueryOf, toFormData } from '@storefront/contract';
import { clearSession } from './session';

/**
 * A failed call: its HTTP status and the message key to show (the server's, else the call's
 * fallback); for a refused field, its wire name and the key's %s arguments (the N of a length).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly field?: string,
    readonly args?: (string | number)[],
  ) {
    super(key);
    this.name = 'ApiRequestError';
  }
}

interface ErrorDetails {
  key: string;
  field?: string;
  args?: (string | number)[];
}

async function errorKeyOf(response: Response, fallback: string): Promise<ErrorDetails> {
  try {
    const body = (await response.json()) as { error?: unknown; field?: unknown; args?: unknown };
    const args = Array.isArray(body.args)
      ? body.args.filter((arg): arg is string | number => typeof arg === 'string' || typeof arg === 'number')
      : undefined;
    return {
      key: typeof body.error === 'string' && body.error ? body.error : fallback,
      field: typeof body.field === 'string' ? body.field : undefined,
      args,
    };
  } catch {
    return { key: fallback };
  }
}

/** POSTs a contract call as form data (spec section 7) and checks the answer against the contract. */
export async function callApi<C extends ApiCall>(
  call: C,
  body: BodyOf<C>,
  query?: QueryOf<C> & Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<AnswerOf<C>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const url = search.size ? `${call.path}?${search}` : call.path;
  const response = await fetch(url, { method: 'POST', body: toFormData(body as object), signal });
  return readAnswer(call, response);
}

/**
 * A call's answer from its response: the contract's shape, or an ApiRequestError with its key.
 * A 401 from any call means the session token is bad (spec sections 6 and 8): the session ends
 * here, and the app's session listener resets the user and the cart.
 */
export async function readAnswer<C extends ApiCall>(call: C, response: Response): Promise<AnswerOf<C>> {
  if (response.status === 401) clearSession();
  if (!response.ok) {
    const { key, field, args } = await errorKeyOf(response, call.fallbackError);
    throw new ApiRequestError(response.status, key, field, args);
  }
  return call.answer.parse(await response.json()) as AnswerOf<C>;
}

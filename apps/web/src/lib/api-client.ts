import { type AnswerOf, type ApiCall, type BodyOf, type QueryOf, toFormData } from '@storefront/contract';

/** A failed call: its HTTP status and the message key to show (the server's, else the call's fallback). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly field?: string,
  ) {
    super(key);
    this.name = 'ApiRequestError';
  }
}

async function errorKeyOf(response: Response, fallback: string): Promise<{ key: string; field?: string }> {
  try {
    const body = (await response.json()) as { error?: unknown; field?: unknown };
    return {
      key: typeof body.error === 'string' && body.error ? body.error : fallback,
      field: typeof body.field === 'string' ? body.field : undefined,
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
  if (!response.ok) {
    const { key, field } = await errorKeyOf(response, call.fallbackError);
    throw new ApiRequestError(response.status, key, field);
  }
  return call.answer.parse(await response.json()) as AnswerOf<C>;
}

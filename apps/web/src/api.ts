import { type AnswerOf, type ApiCall, type BodyOf, toFormData } from '@storefront/contract';

export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** POSTs a contract call as form data and checks its answer against the contract. */
export async function callApi<C extends ApiCall>(call: C, body: BodyOf<C>): Promise<AnswerOf<C>> {
  const response = await fetch(call.path, { method: 'POST', body: toFormData(body as object) });
  if (!response.ok) throw new HttpError(response.status);
  return call.answer.parse(await response.json()) as AnswerOf<C>;
}

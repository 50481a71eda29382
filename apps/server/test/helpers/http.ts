import { type ApiCall, errorAnswer, toUrlSearchParams } from '@storefront/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** POSTs a form-urlencoded body (bracket names built from the nested object), as the web app does. */
export async function post(
  app: FastifyInstance,
  path: string,
  body: object = {},
  query: Record<string, string | number> = {},
): Promise<LightMyRequestResponse> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return app.inject({
    method: 'POST',
    url: search ? `${path}?${search}` : path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: toUrlSearchParams(body).toString(),
  });
}

/** POSTs a raw urlencoded text, for bodies the helpers would refuse to build. */
export async function postRaw(
  app: FastifyInstance,
  path: string,
  payload: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
}

/** Calls a contract call and checks the 200 answer against its schema. */
export async function callOk<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  body: object = {},
  query: Record<string, string | number> = {},
) {
  const response = await post(app, call.path, body, query);
  expect(response.statusCode, response.body).toBe(200);
  const parsed = call.answer.safeParse(response.json());
  expect(parsed.error?.issues ?? [], `answer of ${call.path} matches its contract`).toEqual([]);
  return parsed.data as ReturnType<C['answer']['parse']>;
}

/** Checks a refusal: the status, the contract's error shape and, when given, the key and field. */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  expected: { error?: string; field?: string } = {},
): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorAnswer.strict().parse(response.json());
  if (expected.error) expect(body.error).toBe(expected.error);
  if (expected.field) expect(body.field).toBe(expected.field);
  expect(response.body).not.toMatch(/\bat .+\(.+:\d+:\d+\)|node_modules|Error:/);
}

import {
  type AnswerOf,
  type CallName,
  type CallRoute,
  type Calls,
  type ClientBodyOf,
  type NamedRoute,
  type QueryOf,
  shopRoutes,
  toFormData,
} from '@storefront/contract';
import type { PageCallTransport } from '@storefront/contract/page-renderer';
import { credentialFor } from './session/credentials';
import { clearSession } from './session/token';

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

export type CallQuery<N extends CallName> = QueryOf<Calls[N]> & Record<string, string | number | undefined>;

/** A call's address with its query parameters (`?page=`, `?id=`). */
function callUrl(route: CallRoute, query?: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  return search.size ? `${route.path}?${search}` : route.path;
}

/**
 * The body a call sends: the caller's fields and, when the call's access reads a credential, the
 * session's `auth_key` (contract routes.ts). Fields the caller gives itself win: the settings call
 * sends the credential fields the boot script sent (manager mode has its own, spec section 6).
 */
function bodyWithCredential(route: CallRoute, body: object): FormData {
  return toFormData({ ...credentialFor(route), ...body });
}

/**
 * POSTs a call of the contract by its name as form data (spec section 7), with the session's key
 * when its access needs one, and reads the answer (see readAnswer).
 */
export async function callApi<N extends CallName>(
  name: N,
  body: ClientBodyOf<Calls[N]>,
  query?: CallQuery<N>,
  signal?: AbortSignal,
): Promise<AnswerOf<Calls[N]>> {
  return readAnswer(name, await postCall(await routeOf(name), body as object, query, signal));
}

/**
 * A call's declaration, by its name: the shop's are in the shell; the back-office's table loads
 * with the first back-office call (its pages load it anyway), so no shop page carries it.
 */
export async function routeOf(name: CallName): Promise<NamedRoute> {
  const shop: Partial<Record<CallName, NamedRoute>> = shopRoutes;
  if (shop[name]) return shop[name];
  const backOffice: Partial<Record<CallName, NamedRoute>> = (
    await import('@storefront/contract/back-office-routes')
  ).backOfficeRoutes;
  const route = backOffice[name];
  if (!route) throw new Error(`no call named ${name}`);
  return route;
}

/** How a call reaches the server: the browser's fetch; on the server, the API in the same process. */
export type CallTransport = PageCallTransport;

let transport: CallTransport = (url, init) => fetch(url, init);

/** Set once by the server's renderer (entry-server.tsx), which answers calls without a network. */
export function setCallTransport(next: CallTransport): void {
  transport = next;
}

/** POSTs a call's body (with its credential) to its address. */
export function postCall(
  route: CallRoute,
  body: object,
  query?: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<Response> {
  return transport(callUrl(route, query), { method: 'POST', body: bodyWithCredential(route, body), signal });
}

/**
 * A call's answer from its response, or an ApiRequestError with its key. A 401 from any call means
 * the session's key is bad (spec sections 6 and 8): the session ends here, and the app's session
 * listener resets the user and the cart.
 */
export async function readRouteAnswer(route: CallRoute, response: Response): Promise<unknown> {
  if (response.status === 401) clearSession();
  if (!response.ok) {
    const { key, field, args } = await errorKeyOf(response, route.fallbackError);
    throw new ApiRequestError(response.status, key, field, args);
  }
  return response.json();
}

/**
 * The answer of the call `name` (see readRouteAnswer). The server's answers follow the contract
 * (its tests check every one against the schema); the browser checks them only in development, so
 * that the schemas load with the forms, not with every page.
 */
export async function readAnswer<N extends CallName>(
  name: N,
  response: Response,
): Promise<AnswerOf<Calls[N]>> {
  const answer = await readRouteAnswer(await routeOf(name), response);
  if (import.meta.env.DEV) {
    const { calls } = await import('@storefront/contract');
    calls[name].answer.parse(answer);
  }
  return answer as AnswerOf<Calls[N]>;
}

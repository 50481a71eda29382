import { toUrlSearchParams } from '@storefront/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solvedToken } from './human-check.js';

export const PASSWORD = 'correct horse battery';

/** POSTs a form from `ip`, as a browser there would. */
export function postFrom(
  app: FastifyInstance,
  path: string,
  body: object,
  options: { ip?: string; query?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: options.query ? `${path}?${options.query}` : path,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    payload: toUrlSearchParams(body).toString(),
  });
}

/** Registers through the API with a solved human check. */
export async function register(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return postFrom(app, '/api/register', {
    SignupForm: { email, password, passwordRepeat: password },
    token: await solvedToken(app),
    ...extra,
  });
}

export function login(
  app: FastifyInstance,
  username: string,
  password: string,
  options: { rememberMe?: boolean; ip?: string; clientID?: string } = {},
): Promise<LightMyRequestResponse> {
  return postFrom(
    app,
    '/api/login',
    {
      LoginForm: { username, password, rememberMe: options.rememberMe ? 1 : 0 },
      ...(options.clientID ? { clientID: options.clientID } : {}),
    },
    { ip: options.ip },
  );
}

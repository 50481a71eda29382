import { confirmEmailCall, toUrlSearchParams, type User } from '@storefront/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
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

/**
 * Takes the newest mail of `template` to `email` out of the outbox (as its reader would, so later
 * deliveries do not meet it) and answers the token its link carries after `#token=`.
 */
export async function takeMailedToken(
  db: Kysely<Database>,
  email: string,
  template: string,
): Promise<string> {
  const mail = await db
    .selectFrom('mail_outbox')
    .select(['id', 'text_body'])
    .where('to_address', '=', email.trim().toLowerCase())
    .where('template', '=', template)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('mail_outbox').where('id', '=', mail.id).execute();
  const token = /#token=([\w-]+)/.exec(mail.text_body)?.[1];
  if (!token) throw new Error(`No #token= link in the ${template} mail: ${mail.text_body}`);
  return token;
}

/**
 * A customer as the shop makes one: registered through the API, then the mailed confirmation link
 * followed; the account, signed in with a one-day session like a registration was before ADR 023.
 */
export async function registerConfirmed(
  app: FastifyInstance,
  db: Kysely<Database>,
  email: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; email: string; authKey: string; user: User }> {
  const registered = await register(app, email, password, extra);
  if (registered.statusCode !== 200) throw new Error(`Registration failed: ${registered.body}`);
  const confirmed = await postFrom(app, confirmEmailCall.path, {
    confirm_token: await takeMailedToken(db, email, 'registration-confirm'),
  });
  if (confirmed.statusCode !== 200) throw new Error(`Confirmation failed: ${confirmed.body}`);
  const { user } = confirmEmailCall.answer.parse(confirmed.json());
  return { id: user.id, email: user.email, authKey: user.auth_key!, user };
}

import {
  confirmEmailCall,
  editProfileCall,
  LANGUAGE_COOKIE,
  loginByTokenCall,
  loginCall,
  logoutCall,
  registerCall,
  requestNewPasswordCall,
  resetNewPasswordCall,
  setClientIdCall,
  userSessionEndCall,
  userSessionsCall,
  userSessionsEndOthersCall,
  validateResetTokenCall,
} from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieValue } from '../../http/cookies.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
import type { Services } from '../../services.js';
import { normalEmail } from '../users/user.service.js';
import type { RequestSource } from './session.service.js';

const sourceOf = (request: FastifyRequest): RequestSource => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Registration and its e-mail confirmation, login, sessions, password reset and the profile. */
export async function authRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { access, registration, login, passwordReset, profile, sessions, rateLimits, locales } = services;
  const languageOf = (request: FastifyRequest, asked?: string) =>
    locales.resolve(asked ?? cookieValue(request.headers.cookie, LANGUAGE_COOKIE));

  app.serveCall(registerCall, async ({ body, request, write }) => {
    await rateLimits.enforce('registerIp', { client: request.ip });
    return registration.register(write, body, await languageOf(request, body.lang));
  });

  app.serveCall(confirmEmailCall, async ({ body, request, write }) =>
    registration.confirm(write, body, await languageOf(request), sourceOf(request)),
  );

  app.serveCall(loginCall, async ({ body, request, write }) =>
    login.login(write, body, await languageOf(request), sourceOf(request)),
  );

  app.serveCall(loginByTokenCall, async ({ body, user, request }) =>
    login.signedIn(user, body.auth_key, await languageOf(request)),
  );

  // Logout (extra to the spec): the key stops working on every instance at once.
  app.serveCall(logoutCall, async ({ body, write }) => {
    await access.end(write, body.auth_key);
    return { success: true as const };
  });

  app.serveCall(setClientIdCall, async ({ body, user, write }) => {
    await profile.setClientId(write, user, body.clientID);
    return { success: true as const };
  });

  app.serveCall(requestNewPasswordCall, async ({ body, request, write }) => {
    await rateLimits.enforce('passwordResetIp', { client: request.ip });
    const email = body.PasswordResetRequestForm.email;
    await rateLimits.enforce('passwordResetEmail', { key: hashToken(normalEmail(email)) });
    await passwordReset.request(write, email, await languageOf(request), sourceOf(request));
    return { success: true as const };
  });

  app.serveCall(validateResetTokenCall, async ({ body, query }) => {
    const field = body.reset_token === undefined && query.token !== undefined ? 'token' : 'reset_token';
    const token = body.reset_token ?? query.token;
    if (token === undefined) throw invalid('FieldCannotBeEmpty', 'reset_token');
    if (!(await passwordReset.isLive(token))) throw invalid('ResetTokenIsInvalid', field);
    return { success: true as const };
  });

  app.serveCall(resetNewPasswordCall, async ({ body, write }) => {
    await passwordReset.reset(write, body.reset_token, body.ResetPasswordForm.password);
    return { success: true as const };
  });

  app.serveCall(editProfileCall, async ({ body, user, actingManager, request, write }) => ({
    success: true as const,
    user: await profile.edit(write, user, body, {
      actingManager,
      authKey: body.auth_key,
      source: sourceOf(request),
      lang: await languageOf(request),
    }),
  }));

  // The customer's sessions. A manager acting as the customer sees the list, as the
  // profile page shows it, but may not end any: ending the customer's own sessions is theirs.
  app.serveCall(userSessionsCall, async ({ body, user, actingManager }) => ({
    sessions: await sessions.listOf(user, actingManager ? undefined : body.auth_key),
  }));

  app.serveCall(userSessionEndCall, async ({ body, query, user, actingManager, write }) => {
    if (actingManager) throw forbidden('ManagerCannotEndSessions');
    const ended = await write((trx) => sessions.endOne(trx, user.id, query.id, body.auth_key));
    if (!ended) throw notFound('id');
    return { success: true as const };
  });

  app.serveCall(userSessionsEndOthersCall, async ({ body, user, actingManager, write }) => {
    if (actingManager) throw forbidden('ManagerCannotEndSessions');
    await write((trx) => sessions.revokeAllOf(trx, user.id, body.auth_key));
    return { success: true as const };
  });
}

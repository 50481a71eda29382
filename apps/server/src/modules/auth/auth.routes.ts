import {
  editProfileCall,
  LANGUAGE_COOKIE,
  loginByTokenCall,
  loginCall,
  logoutCall,
  registerCall,
  requestNewPasswordCall,
  resetNewPasswordCall,
  setClientIdCall,
  validateResetTokenCall,
} from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error.js';
import { actingManagerId } from '../../http/call-scope.js';
import { cookieValue } from '../../http/cookies.js';
import { serveCall } from '../../http/endpoint.js';
import { hashToken } from '../../lib/tokens.js';
import type { Services } from '../../services.js';
import { revokeToken } from './session.repository.js';
import { normalEmail, type RequestSource } from './account.service.js';

const sourceOf = (request: FastifyRequest): RequestSource => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Registration, login, sessions, password reset and the profile (issue 5, accounts). */
export async function authRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { accounts, auth, humanCheck, rateLimits, locales } = services;
  const languageOf = (request: FastifyRequest, asked?: string) =>
    locales.resolve(asked ?? cookieValue(request.headers.cookie, LANGUAGE_COOKIE));

  serveCall(app, registerCall, async ({ body, request }) => {
    await rateLimits.enforce('registerIp', request.ip);
    await humanCheck.verify(body.token);
    return accounts.register(body, await languageOf(request, body.lang), sourceOf(request));
  });

  serveCall(app, loginCall, async ({ body, request }) =>
    accounts.login(body, await languageOf(request), sourceOf(request)),
  );

  serveCall(app, loginByTokenCall, async ({ body, request }) => {
    const user = await auth.userFromToken(body.auth_key);
    return accounts.userAndCart(user, body.auth_key, await languageOf(request));
  });

  // Logout (extra to the spec): the token stops working on every instance at once.
  serveCall(app, logoutCall, async ({ body }) => {
    await revokeToken(services.db, hashToken(body.auth_key), new Date().toISOString());
    return { success: true as const };
  });

  serveCall(app, setClientIdCall, async ({ body }) => {
    await accounts.setClientId(await auth.userFromToken(body.auth_key), body.clientID);
    return { success: true as const };
  });

  serveCall(app, requestNewPasswordCall, async ({ body, request }) => {
    await rateLimits.enforce('passwordResetIp', request.ip);
    await humanCheck.verify(body.token);
    const email = body.PasswordResetRequestForm.email;
    await rateLimits.enforce('passwordResetEmail', hashToken(normalEmail(email)));
    await accounts.requestPasswordReset(email, await languageOf(request), sourceOf(request));
    return { success: true as const };
  });

  serveCall(app, validateResetTokenCall, async ({ query }) => {
    if (!(await accounts.isResetTokenLive(query.token)))
      throw new ApiError(400, 'ResetTokenIsInvalid', 'token');
    return { success: true as const };
  });

  serveCall(app, resetNewPasswordCall, async ({ body }) => {
    await humanCheck.verify(body.token);
    await accounts.resetPassword(body.reset_token, body.ResetPasswordForm.password);
    return { success: true as const };
  });

  serveCall(app, editProfileCall, async ({ body }) => {
    const user = await auth.userFromToken(body.auth_key);
    // The e-mail is the login and where reset links go: a manager acting as the customer may not
    // move it (that would hand the account to whoever reads the new address).
    if (actingManagerId() !== undefined && normalEmail(body.email) !== user.email)
      throw new ApiError(403, 'ManagerCannotChangeEmail', 'email');
    await humanCheck.verify(body.token);
    return { success: true as const, user: await accounts.editProfile(user, body) };
  });
}

import { consultCall, LANGUAGE_COOKIE } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { cookieValue } from '../../http/cookies.js';
import { serveCall } from '../../http/endpoint.js';
import type { Services } from '../../services.js';

/** The free-consultation form: rate limit per IP, the human check, then store and mail. */
export async function consultRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { rateLimits, humanCheck, consult, locales } = services;

  serveCall(app, consultCall, async ({ body, request }) => {
    await rateLimits.enforce('consult', request.ip);
    await humanCheck.verify(body.token);
    await consult.submit(body, {
      language: await locales.resolve(body.lang ?? cookieValue(request.headers.cookie, LANGUAGE_COOKIE)),
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return { success: true as const };
  });
}

import { consultCall, LANGUAGE_COOKIE } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { cookieValue } from '../../http/cookies.js';
import type { Services } from '../../services.js';

/** The free-consultation form (after its human check): rate limit per IP, then store and mail. */
export async function consultRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { rateLimits, consult, locales } = services;

  app.serveCall(consultCall, async ({ body, request, write }) => {
    await rateLimits.enforce('consult', { client: request.ip });
    await consult.submit(write, body, {
      language: await locales.resolve(body.lang ?? cookieValue(request.headers.cookie, LANGUAGE_COOKIE)),
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return { success: true as const };
  });
}

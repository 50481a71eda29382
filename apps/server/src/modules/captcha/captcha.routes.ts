import { captchaChallengeCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/** `GET /api/captcha-challenge`: a fresh ALTCHA challenge (API answers are `Cache-Control: no-store`). */
export async function captchaRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  app.serveCall(captchaChallengeCall, () => services.humanCheck.challenge());
}

import { humanCheckChallengeCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/**
 * `GET /api/human-check-challenge`: a fresh ALTCHA challenge (API answers are `Cache-Control:
 * no-store`), costlier for a client network that keeps failing the check.
 */
export async function humanCheckRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  app.serveCall(humanCheckChallengeCall, ({ request }) => services.humanCheck.challenge(request.ip));
}

import { managerUserTokenCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/endpoint.js';
import type { Services } from '../../services.js';

/** The back-office's call for a manager token (docs/decisions/011-manager-impersonation.md). */
export async function impersonationRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  serveCall(app, managerUserTokenCall, async ({ body, request }) =>
    services.managerTokens.issue(body.auth_key, body.user_id, request.ip),
  );
}

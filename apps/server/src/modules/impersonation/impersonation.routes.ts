import { managerUserTokenCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/** The back-office's call for a manager token (docs/decisions/011-manager-impersonation.md). */
export async function impersonationRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  app.serveCall(managerUserTokenCall, async ({ body, manager, request, write }) =>
    services.managerTokens.issue(write, manager, body.user_id, request.ip),
  );
}
